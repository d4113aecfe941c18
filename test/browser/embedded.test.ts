/**
 * Embedded on someone else's page: links lead to the firm's site (site-url, the site meta, else the
 * bundle's origin), and however many calculators a page has, it gets one follow-up popup.
 */
import { expect } from '@esm-bundle/chai';
import { resetMouse, sendMouse } from '@web/test-runner-commands';
import {
  $,
  $$,
  button,
  calculate,
  centerOf,
  cleanup,
  mount,
  mountElement,
  nextFrame,
  onFirmSite,
  resetFollowUp,
  sleep,
  STORAGE,
  until,
  type Calculator,
} from './helpers';

// A click on a link must not leave the test page.
document.addEventListener('click', (event) => event.target instanceof HTMLAnchorElement && event.preventDefault(), {
  capture: true,
});

const FIRM_SITE = 'https://www.firm.example';
const openPopups = (calculators: Calculator[]) =>
  calculators.filter((calculator) => calculator.shadowRoot!.querySelector('dialog.popup[open]'));

/** The 'Learn more' link of the Monthly Revenue tooltip, which comes with the lazy parts (the first pointer over the element). */
async function learnMoreLink(calculator: Calculator): Promise<HTMLAnchorElement> {
  const heading = $$(calculator, 'h2').find((candidate) => candidate.textContent === 'Business Inputs')!;
  await sendMouse({ type: 'move', position: centerOf(heading) });
  const info = button(calculator, 'About Monthly Revenue');
  return until(() => info.parentElement!.querySelector<HTMLAnchorElement>('[role="tooltip"] a'), 'the tooltip link');
}

describe("links inside the elements lead to the firm's site", () => {
  before(() => localStorage.setItem(STORAGE.popupShown, '1'));
  afterEach(async () => {
    await resetMouse();
    cleanup();
    document
      .querySelectorAll('site-header, site-footer, meta[name="cashflow-elements-site"]')
      .forEach((node) => node.remove());
  });

  it('with site-url: the tooltip, the call to action, the recommendations and the testimonial link all go there', async () => {
    const calculator = await mount({
      'site-url': FIRM_SITE,
      'monthly-revenue': '30000',
      'monthly-expenses': '40000',
      'cash-reserves': '5000',
    });
    expect((await learnMoreLink(calculator)).href).to.equal(`${FIRM_SITE}/resources/articles`);
    await calculate(calculator);
    const links = await until(() => {
      const found = $$<HTMLAnchorElement>(calculator, 'a[href]').map((link) => link.getAttribute('href')!);
      return found.some((href) => href.endsWith('/resources/testimonials')) ? found : null;
    }, 'the follow-up links');
    expect(links).to.include.members([
      `${FIRM_SITE}/talk-to-expert`,
      `${FIRM_SITE}/solutions/business-analysis`,
      `${FIRM_SITE}/resources/testimonials`,
    ]);
    // Nothing is left pointing at the host page's own paths.
    expect(links.filter((href) => !href.startsWith(`${FIRM_SITE}/`))).to.deep.equal([]);
  });

  it("the page-wide site meta, unless the element says otherwise; without either, the bundle's origin", async () => {
    const plain = await mount();
    expect((await learnMoreLink(plain)).href).to.equal(onFirmSite('/resources/articles'));
    cleanup();

    document.head.append(
      Object.assign(document.createElement('meta'), { name: 'cashflow-elements-site', content: FIRM_SITE }),
    );
    const byMeta = await mount();
    expect((await learnMoreLink(byMeta)).href).to.equal(`${FIRM_SITE}/resources/articles`);
    const own = await mount({ 'site-url': 'https://partner.example/firm/' });
    expect((await learnMoreLink(own)).href).to.equal('https://partner.example/firm/resources/articles');
  });

  it('the site-url property sets the attribute, and the links follow a change', async () => {
    const calculator = await mount();
    await calculate(calculator);
    const cta = () => $<HTMLAnchorElement>(calculator, '[part="cta"]');
    await until(() => calculator.shadowRoot!.querySelector('[part="cta"]'), 'the call to action');
    expect(cta().href).to.equal(onFirmSite('/talk-to-expert'));
    calculator.siteUrl = FIRM_SITE;
    expect(calculator.getAttribute('site-url')).to.equal(FIRM_SITE);
    await until(() => cta().href === `${FIRM_SITE}/talk-to-expert`, 'the link to follow site-url');
  });

  it('the header and footer follow site-url too, and mark no link as the current page on another site', async () => {
    const header = await mountElement('site-header', { 'site-url': FIRM_SITE });
    const footer = await mountElement('site-footer', { 'site-url': FIRM_SITE });
    const hrefs = [header, footer].flatMap((element) =>
      $$<HTMLAnchorElement>(element, 'a[href]').map((link) => link.getAttribute('href')!),
    );
    expect(
      hrefs.filter(
        (href) =>
          !/^(tel:|mailto:|https:\/\/(www\.linkedin|twitter|x)\.com)/.test(href) && !href.startsWith(`${FIRM_SITE}/`),
      ),
    ).to.deep.equal([]);
    expect(hrefs).to.include.members([`${FIRM_SITE}/`, `${FIRM_SITE}/talk-to-expert`, `${FIRM_SITE}/privacy-policy`]);
    expect(header.shadowRoot!.querySelector('[aria-current]')).to.equal(null);
  });
});

describe('one follow-up popup per page', () => {
  beforeEach(() => resetFollowUp());
  afterEach(() => {
    cleanup();
    localStorage.setItem(STORAGE.popupShown, '1');
  });

  it('three calculators calculated within a second open one popup, and a later first calculation none', async () => {
    const calculators = await Promise.all([mount(), mount(), mount()]);
    for (const calculator of calculators) {
      button(calculator, 'Calculate').click();
      await nextFrame();
    }
    await until(() => openPopups(calculators).length > 0, 'a popup', 5000);
    // Past the due time of every calculator's popup, had each scheduled one.
    await sleep(1500);
    expect(openPopups(calculators)).to.have.length(1);
    button(openPopups(calculators)[0]!, 'No thanks, just show me my results').click();
    await until(() => openPopups(calculators).length === 0, 'the popup to close');

    const late = await mount();
    await calculate(late);
    await sleep(1500);
    expect(openPopups([...calculators, late])).to.deep.equal([]);
  });

  it('also when storage is unavailable to remember it (the page-wide claim alone holds)', async () => {
    const calculators = await Promise.all([mount(), mount()]);
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new Error('denied');
    };
    try {
      for (const calculator of calculators) button(calculator, 'Calculate').click();
      await until(() => openPopups(calculators).length > 0, 'a popup', 5000);
      await sleep(1500);
      expect(openPopups(calculators)).to.have.length(1);
    } finally {
      Storage.prototype.setItem = setItem;
    }
  });
});
