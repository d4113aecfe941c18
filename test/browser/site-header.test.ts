/** <site-header> on its own: its links, its menus by keyboard, and the mobile menu. */
import { expect } from '@esm-bundle/chai';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { $, $$, button, expectAccessible, mountElement, onFirmSite, until } from './helpers';

const menuButton = (header: HTMLElement, name: string) =>
  $$<HTMLButtonElement>(header, 'button[aria-haspopup="menu"]').find(
    (candidate) => candidate.textContent?.trim() === name,
  )!;
const menuOf = (header: HTMLElement, trigger: HTMLButtonElement) =>
  header.shadowRoot!.getElementById(trigger.getAttribute('aria-controls')!)!;
const focusedText = (header: HTMLElement) => header.shadowRoot!.activeElement?.textContent?.trim() ?? '';
const hrefs = (links: HTMLAnchorElement[]) =>
  links.map((link) => [link.textContent?.trim(), link.getAttribute('href')]);

// A click on a link must not leave the test page.
document.addEventListener('click', (event) => event.preventDefault(), { capture: true });

describe('<site-header>', () => {
  afterEach(async () => {
    document.querySelectorAll('site-header').forEach((header) => header.remove());
    await setViewport({ width: 1280, height: 800 });
  });

  it('on a wide screen: the logo, Home, two menus and the two calls to action', async () => {
    await setViewport({ width: 1280, height: 800 });
    const header = await mountElement('site-header');
    expect($(header, 'a.brand').getAttribute('href')).to.equal(onFirmSite('/'));
    const nav = $(header, 'nav[aria-label="Main"]');
    expect(nav.checkVisibility()).to.equal(true);
    expect(menuButton(header, 'Solutions')).to.exist;
    expect(menuButton(header, 'Resources')).to.exist;
    expect(button(header, 'Client Portal').getAttribute('href')).to.equal(onFirmSite('/client-portal'));
    expect(button(header, 'Talk to an Expert').getAttribute('href')).to.equal(onFirmSite('/talk-to-expert'));
    await expectAccessible([header]);
  });

  it('opens the Solutions menu from the keyboard and closes it with Escape', async () => {
    await setViewport({ width: 1280, height: 800 });
    const header = await mountElement('site-header');
    const solutions = menuButton(header, 'Solutions');
    solutions.focus();
    await sendKeys({ press: 'ArrowDown' });
    await until(() => focusedText(header).startsWith('Business Analysis'), 'the first solution to have focus');
    const items = $$<HTMLAnchorElement>(header, `#${CSS.escape(menuOf(header, solutions).id)} [role="menuitem"]`);
    expect(items.map((item) => item.getAttribute('href'))).to.deep.equal(
      [
        '/solutions/business-analysis',
        '/solutions/tax-illustration',
        '/solutions/business-valuation',
        '/solutions/managed-services',
        '/solutions/custom-solutions',
      ].map(onFirmSite),
    );
    await expectAccessible([header]);
    await sendKeys({ press: 'Escape' });
    await until(() => menuOf(header, solutions).hidden, 'the menu to close');
    expect(header.shadowRoot!.activeElement).to.equal(solutions);
  });

  it('on a phone: the menu button opens the mobile menu, groups expand, and choosing a link closes it', async () => {
    await setViewport({ width: 390, height: 800 });
    const header = await mountElement('site-header');
    const toggle = $<HTMLButtonElement>(header, 'button.menu-toggle');
    expect(toggle.textContent?.trim()).to.equal('Menu');
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    const mobile = header.shadowRoot!.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(mobile.hidden).to.equal(true);
    toggle.click();
    await until(() => !mobile.hidden, 'the mobile menu');
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    const group = $$<HTMLButtonElement>(header, 'button.mobile-toggle').find((candidate) =>
      candidate.textContent?.includes('Solutions'),
    )!;
    const groupList = header.shadowRoot!.getElementById(group.getAttribute('aria-controls')!)!;
    expect([group.getAttribute('aria-expanded'), groupList.hidden]).to.deep.equal(['false', true]);
    group.click();
    await until(() => !groupList.hidden, 'the Solutions group to expand');
    expect(group.getAttribute('aria-expanded')).to.equal('true');
    expect(hrefs($$<HTMLAnchorElement>(header, `#${CSS.escape(groupList.id)} a`))[0]).to.deep.equal([
      'Business Analysis',
      onFirmSite('/solutions/business-analysis'),
    ]);
    await expectAccessible([header]);
    $$<HTMLAnchorElement>(header, `#${CSS.escape(groupList.id)} a`)[1]!.click();
    await until(() => mobile.hidden, 'the menu to close after a choice');
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
  });

  it('on a phone: Escape closes the open mobile menu', async () => {
    await setViewport({ width: 390, height: 800 });
    const header = await mountElement('site-header');
    const toggle = $<HTMLButtonElement>(header, 'button.menu-toggle');
    toggle.focus();
    await sendKeys({ press: 'Enter' });
    const mobile = header.shadowRoot!.getElementById(toggle.getAttribute('aria-controls')!)!;
    await until(() => !mobile.hidden, 'the mobile menu');
    await sendKeys({ press: 'Escape' });
    await until(() => mobile.hidden, 'the menu to close');
  });
});
