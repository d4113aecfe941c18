/**
 * The calculator's first render draws its info buttons; their tooltips come with the tooltips' lazy part,
 * fetched at the first pointer or focus. This page starts with nothing fetched: the pointer goes
 * straight onto an info button and stays there. (first-use-focus.test.ts does it with the keyboard;
 * each needs a page of its own, as the parts are fetched once per page.)
 */
import { expect } from '@esm-bundle/chai';
import { resetMouse, sendMouse } from '@web/test-runner-commands';
import { button, centerOf, cleanup, expectAccessible, mount, STORAGE, until } from './helpers';

localStorage.setItem(STORAGE.popupShown, '1');

describe('<cashflow-calculator> first use with a pointer', () => {
  afterEach(async () => {
    await resetMouse();
    cleanup();
  });

  it('draws the info buttons at once, and the one under a resting pointer opens its tooltip when they arrive', async () => {
    const calculator = await mount();
    const root = calculator.shadowRoot!;
    const standIn = button(calculator, 'About Industry');
    const box = standIn.getBoundingClientRect();
    expect(root.querySelector('[role="tooltip"]'), 'no tooltip before first use').to.equal(null);
    expect(standIn.getAttribute('aria-expanded')).to.equal('false');
    await expectAccessible();

    await sendMouse({ type: 'move', position: centerOf(standIn) });
    await until(() => root.querySelector('[role="tooltip"]'), 'the tooltips to arrive');
    const real = button(calculator, 'About Industry');
    const after = real.getBoundingClientRect();
    expect([after.x, after.y, after.width, after.height], 'nothing moved').to.deep.equal([
      box.x,
      box.y,
      box.width,
      box.height,
    ]);
    expect(root.querySelectorAll('[role="tooltip"]')).to.have.length(6);

    const tip = real.parentElement!.querySelector<HTMLElement>('[role="tooltip"]')!;
    await until(() => !tip.hidden && tip.getBoundingClientRect().height > 0, 'the tooltip under the pointer', 5000);
    expect(tip.textContent).to.contain('Choose the closest match');
    expect(real.getAttribute('aria-describedby')).to.equal(tip.id);
    await expectAccessible();
  });
});
