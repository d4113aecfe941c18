/**
 * Like first-use-hover.test.ts, with the keyboard: an info button focused before the tooltips have
 * arrived keeps focus (it is the same button throughout), and shows its tooltip when they arrive.
 */
import { expect } from '@esm-bundle/chai';
import { button, cleanup, expectAccessible, mount, STORAGE, until } from './helpers';

localStorage.setItem(STORAGE.popupShown, '1');

describe('<cashflow-calculator> first use with the keyboard', () => {
  afterEach(cleanup);

  it('hands focus to the real info button and opens its tooltip', async () => {
    const calculator = await mount();
    const root = calculator.shadowRoot!;
    button(calculator, 'About Cash Reserves').focus();
    await until(() => root.querySelector('[role="tooltip"]'), 'the tooltips to arrive');
    const real = button(calculator, 'About Cash Reserves');
    const tip = real.parentElement!.querySelector<HTMLElement>('[role="tooltip"]')!;
    await until(() => !tip.hidden, "the focused button's tooltip", 3000);
    expect(root.activeElement).to.equal(real);
    expect(tip.textContent).to.contain('Cash you can reach quickly');
    await expectAccessible();
  });
});
