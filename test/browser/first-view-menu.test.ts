/** <site-header> before React: the first click on a menu opens it once React has woken (issue 19). */
import { expect } from '@esm-bundle/chai';
import { sendMouse, setViewport } from '@web/test-runner-commands';
import { $$, centerOf, isAwake, nextFrame, until } from './helpers';

document.addEventListener('click', (event) => event.preventDefault(), { capture: false });

describe('<site-header> before React', () => {
  it('opens the menu the first click was on', async () => {
    await setViewport({ width: 1280, height: 800 });
    await import('/dist/site-header.js' as string);
    const header = document.createElement('site-header');
    document.body.prepend(header);
    await until(() => header.shadowRoot?.querySelector('header'), 'the first view');
    await nextFrame();
    expect(customElements.get('site-header'), 'not defined').to.equal(undefined);
    const solutions = $$<HTMLButtonElement>(header, 'button[aria-haspopup="menu"]').find(
      (candidate) => candidate.textContent?.trim() === 'Solutions',
    )!;
    expect(solutions.getAttribute('aria-expanded')).to.equal('false');
    await sendMouse({ type: 'click', position: centerOf(solutions) });
    await until(() => solutions.getAttribute('aria-expanded') === 'true', 'the menu to open', 10000);
    expect(isAwake(header)).to.equal(true);
    // The same button, taken over by React, not drawn anew.
    expect($$(header, 'button[aria-haspopup="menu"]')).to.include(solutions);
    header.remove();
  });
});
