/**
 * A keyboard user on a page where nothing has been fetched yet tabs into the calculator: the first
 * info button shows the same tooltip as every later one, and the next Tab reaches its 'Learn more'
 * link (each first-use test needs a page of its own, as the lazy parts are fetched once per page).
 */
import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import { cleanup, expectAccessible, mount, STORAGE, until } from './helpers';

localStorage.setItem(STORAGE.popupShown, '1');

describe('<cashflow-calculator> first use, tabbing in', () => {
  afterEach(() => {
    cleanup();
    document.querySelectorAll('button.before').forEach((before) => before.remove());
  });

  it("opens the first info button's tooltip, and Tab goes on to its Learn more link, then to the field", async () => {
    const before = document.createElement('button');
    before.className = 'before';
    before.textContent = 'Before the calculator';
    document.body.append(before);
    const calculator = await mount();
    const root = calculator.shadowRoot!;
    expect(root.querySelector('[role="tooltip"]'), 'nothing fetched yet').to.equal(null);
    before.focus();
    await sendKeys({ press: 'Tab' });
    expect(root.activeElement?.textContent?.trim()).to.equal('How to use');
    await sendKeys({ press: 'Tab' });
    const info = root.activeElement as HTMLButtonElement;
    expect(info.getAttribute('aria-label')).to.equal('About Monthly Revenue');
    const tip = await until(
      () => info.parentElement!.querySelector<HTMLElement>('[role="tooltip"]:not([hidden])'),
      'its tooltip',
      5000,
    );
    expect(tip.textContent).to.contain('All the money your business brings in');
    expect(info.getAttribute('aria-expanded')).to.equal('true');
    expect(info.getAttribute('aria-describedby')).to.equal(tip.id);
    await expectAccessible();
    await sendKeys({ press: 'Tab' });
    expect(root.activeElement?.textContent).to.equal('Learn more about monthly revenue');
    expect(tip.hidden, 'the tooltip stays open while its link has focus').to.equal(false);
    await sendKeys({ press: 'Tab' });
    expect((root.activeElement as HTMLInputElement).name).to.equal('monthlyRevenue');
    await until(() => tip.hidden, 'the tooltip to close once focus has left it');
  });
});
