/** src/ui/menu-button on its own: the WAI-ARIA menu button pattern. */
import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import { h, MenuButton, renderInShadow, type Rendered } from './fixtures/react-fixture';
import { expectAccessible, nextFrame, until } from './helpers';

const ITEMS = [
  { href: '/solutions/business-analysis', label: 'Business Analysis' },
  { href: '/solutions/tax-illustration', label: 'Tax Illustration' },
  { href: '/solutions/business-valuation', label: 'Certified Business Valuation' },
];

const button = (shown: Rendered) => shown.root.querySelector<HTMLButtonElement>('button[aria-haspopup="menu"]')!;
const menu = (shown: Rendered) => shown.root.querySelector<HTMLElement>('[role="menu"]')!;
const focused = (shown: Rendered) => shown.root.activeElement?.textContent ?? '';

describe('ui/menu-button', () => {
  let shown: Rendered;
  beforeEach(() => {
    shown = renderInShadow(
      h(
        'nav',
        { 'aria-label': 'Main' },
        h(MenuButton, { label: 'Solutions', items: ITEMS, currentPath: '/solutions/tax-illustration' }),
      ),
    );
  });
  afterEach(() => shown.unmount());

  it('is a closed menu button that controls its labelled menu', async () => {
    expect(button(shown).getAttribute('aria-expanded')).to.equal('false');
    expect(button(shown).getAttribute('aria-controls')).to.equal(menu(shown).id);
    expect(menu(shown).getAttribute('aria-labelledby')).to.equal(button(shown).id);
    expect(menu(shown).hidden).to.equal(true);
    const items = Array.from(menu(shown).querySelectorAll<HTMLAnchorElement>('[role="menuitem"]'));
    expect(items.map((item) => item.textContent)).to.deep.equal(ITEMS.map((item) => item.label));
    expect(items.map((item) => item.tabIndex)).to.deep.equal([-1, -1, -1]);
    expect(items[1]!.getAttribute('aria-current')).to.equal('page');
    await expectAccessible([shown.host]);
  });

  it('opens on Enter at the first item; arrows wrap, Home and End jump, a letter finds an item', async () => {
    button(shown).focus();
    await sendKeys({ press: 'Enter' });
    await until(() => !menu(shown).hidden && focused(shown) === 'Business Analysis', 'the menu on its first item');
    expect(button(shown).getAttribute('aria-expanded')).to.equal('true');
    const moves: [string, string][] = [
      ['ArrowDown', 'Tax Illustration'],
      ['End', 'Certified Business Valuation'],
      ['ArrowDown', 'Business Analysis'],
      ['ArrowUp', 'Certified Business Valuation'],
      ['Home', 'Business Analysis'],
      ['t', 'Tax Illustration'],
    ];
    for (const [key, item] of moves) {
      await sendKeys({ press: key });
      expect(focused(shown), `after ${key}`).to.equal(item);
    }
    await expectAccessible([shown.host]);
  });

  it('opens on ArrowUp at the last item, and Escape closes it with focus back on the button', async () => {
    button(shown).focus();
    await sendKeys({ press: 'ArrowUp' });
    await until(() => focused(shown) === 'Certified Business Valuation', 'the last item');
    await sendKeys({ press: 'Escape' });
    await until(() => menu(shown).hidden, 'the menu to close');
    expect(shown.root.activeElement).to.equal(button(shown));
    expect(button(shown).getAttribute('aria-expanded')).to.equal('false');
  });

  it('opens and closes on click, and closes on a click elsewhere', async () => {
    button(shown).click();
    await until(() => !menu(shown).hidden, 'the menu to open');
    button(shown).click();
    await until(() => menu(shown).hidden, 'the menu to close');
    button(shown).click();
    await until(() => !menu(shown).hidden, 'the menu to open again');
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    await until(() => menu(shown).hidden, 'the menu to close on an outside click');
    await nextFrame();
    expect(button(shown).getAttribute('aria-expanded')).to.equal('false');
  });
});
