/** <site-footer> on its own: its link columns, contact details, and the social links' tooltips. */
import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import { $, $$, expectAccessible, mountElement, onFirmSite, until } from './helpers';

const column = (footer: HTMLElement, title: string) =>
  $$<HTMLAnchorElement>(footer, `nav[aria-label="${title}"] a`).map((link) => [
    link.textContent?.trim(),
    link.getAttribute('href'),
  ]);

describe('<site-footer>', () => {
  afterEach(() => document.querySelectorAll('site-footer').forEach((footer) => footer.remove()));

  it('lists the spec links in named columns, and the firm contact details', async () => {
    const footer = await mountElement('site-footer');
    expect(column(footer, 'Solutions').map(([, href]) => href)).to.deep.equal(
      [
        '/solutions/business-analysis',
        '/solutions/tax-illustration',
        '/solutions/business-valuation',
        '/solutions/managed-services',
        '/solutions/custom-solutions',
      ].map(onFirmSite),
    );
    expect(column(footer, 'Resources').map(([label]) => label)).to.deep.equal([
      'Tools',
      'Research & Articles',
      'Testimonials',
      'Contact',
    ]);
    expect(column(footer, 'More Links').map(([, href]) => href)).to.deep.equal(
      ['/sales', '/talk-to-expert', '/resources/cash-flow-calculator'].map(onFirmSite),
    );
    expect(column(footer, 'Legal').map(([, href]) => href)).to.deep.equal(
      ['/privacy-policy', '/terms-of-use'].map(onFirmSite),
    );
    const contact = $(footer, '[part="contact"]');
    expect(contact.querySelector('a[href^="tel:"]')).to.exist;
    expect(contact.querySelector('a[href^="mailto:"]')).to.exist;
    expect(contact.querySelector('address')!.textContent).to.contain('Arlington Heights, IL');
    await expectAccessible([footer]);
  });

  it('names its icon links, and shows each name in a tooltip on keyboard focus that Escape closes', async () => {
    const footer = await mountElement('site-footer');
    const linkedIn = $<HTMLAnchorElement>(footer, 'a[aria-label="Crestline Advisory Group on LinkedIn"]');
    expect($(footer, 'a[aria-label="Crestline Advisory Group on Twitter"]')).to.exist;
    expect(footer.shadowRoot!.querySelector('[role="tooltip"]'), 'no tooltip before it is wanted').to.equal(null);
    linkedIn.focus();
    const tip = await until(
      () => linkedIn.parentElement!.querySelector<HTMLElement>('[role="tooltip"]:not([hidden])'),
      'the tooltip on focus',
    );
    expect(tip.textContent).to.equal('LinkedIn');
    expect(linkedIn.getAttribute('aria-describedby')).to.equal(tip.id);
    await until(
      () => tip.getBoundingClientRect().height > 0 && tip.dataset.placement !== undefined,
      'the tooltip to be placed',
    );
    await expectAccessible([footer]);
    await sendKeys({ press: 'Escape' });
    await until(() => tip.hidden, 'Escape to close the tooltip');
    expect(linkedIn.hasAttribute('aria-describedby')).to.equal(false);
  });
});
