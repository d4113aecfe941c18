/** An info button clicked with a pointer: the press opens its tooltip and the next click closes it. */
import { expect } from '@esm-bundle/chai';
import { resetMouse, sendMouse } from '@web/test-runner-commands';
import { $$, button, centerOf, cleanup, mount, nextFrame, sleep, STORAGE, until } from './helpers';

localStorage.setItem(STORAGE.popupShown, '1');

describe('<cashflow-calculator> info button clicks', () => {
  afterEach(async () => {
    await resetMouse();
    cleanup();
  });

  it('opens on the first click (not closed again by it), and the second click closes it', async () => {
    const calculator = await mount();
    const heading = $$(calculator, 'h2').find((candidate) => candidate.textContent === 'Business Inputs')!;
    await sendMouse({ type: 'move', position: centerOf(heading) });
    await until(() => calculator.shadowRoot!.querySelector('[role="tooltip"]'), 'the tooltips to arrive');
    const info = button(calculator, 'About Monthly Expenses');
    const tip = () => info.parentElement!.querySelector<HTMLElement>('[role="tooltip"]')!;
    // A press as long as a person's: the focus it gives is drawn before the button is released.
    await sendMouse({ type: 'move', position: centerOf(info) });
    await sendMouse({ type: 'down' });
    await sleep(150);
    await sendMouse({ type: 'up' });
    await nextFrame();
    await sleep(100);
    expect(tip().hidden, 'open after the first click').to.equal(false);
    expect(info.getAttribute('aria-expanded')).to.equal('true');
    await sendMouse({ type: 'click', position: centerOf(info) });
    await until(() => tip().hidden, 'the second click to close it', 2000);
    expect(info.getAttribute('aria-expanded')).to.equal('false');
  });
});
