/**
 * Share and export (issue 20): the CSV downloads carry the numbers on screen, numbers as numbers and
 * formula-like text neutralised; Copy link puts the result's link on the clipboard, or shows it when
 * the clipboard refuses, and never a name or an e-mail; a link opens its result without the follow-up
 * popup, and a damaged one changes nothing and says what it could not read.
 */
import { expect } from '@esm-bundle/chai';
import { decodeShareFragment, encodeShareFragment } from '../../src/core/share-link';
import {
  $,
  button,
  calculate,
  cleanup,
  consoleNoise,
  expectAccessible,
  field,
  mount,
  mountFirstView,
  named,
  onFirmSite,
  resetFollowUp,
  sleep,
  STORAGE,
  textOf,
  typeInto,
  until,
} from './helpers';

/** Every download the page starts, read back from its object URL. */
async function captureDownloads(run: () => void): Promise<{ name: string; text: string }[]> {
  const started: { name: string; href: string }[] = [];
  const click = HTMLAnchorElement.prototype.click;
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    if (this.download) started.push({ name: this.download, href: this.href });
    else click.call(this);
  };
  try {
    run();
  } finally {
    HTMLAnchorElement.prototype.click = click;
  }
  // Decoded keeping the byte-order mark, which Response.text() would drop.
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  return Promise.all(
    started.map(async ({ name, href }) => ({ name, text: decoder.decode(await (await fetch(href)).arrayBuffer()) })),
  );
}

/** A CSV document's rows; the cells of these tables hold no quotes, commas or line breaks but where said. */
const rowsOf = (csv: string) =>
  csv
    .replace(/^\ufeff/, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(','));

/** "$1,234" or "-$1,234" as the number it shows. */
const dollars = (text: string) => Number(text.replace(/[$,]/g, ''));

const FORMULAS = ['=HYPERLINK("http://evil.example")', '+1+1', '-2+3', '@SUM(A1)'];

describe('CSV downloads', () => {
  before(() => localStorage.setItem(STORAGE.popupShown, '1'));
  afterEach(cleanup);

  it('the forecast: the table as on screen, every figure a number, negative ones too', async () => {
    const host = await mount({ 'monthly-revenue': '31000', 'monthly-expenses': '40000', 'cash-reserves': '20000' });
    await calculate(host);
    button(host, 'Forecast').click();
    await until(() => host.shadowRoot!.querySelector('[part="forecast-table"]'), 'the table');
    const [download] = await captureDownloads(() => button(host, 'Download the forecast (CSV)').click());
    expect(download!.name).to.equal('cash-flow-forecast.csv');
    expect(download!.text.startsWith('\ufeff'), 'UTF-8 for Excel').to.equal(true);
    expect(download!.text.endsWith('\r\n')).to.equal(true);

    const table = $(host, '[part="forecast-table"]');
    const header = [...table.querySelectorAll('thead th')].map((cell) => cell.textContent);
    const body = [...table.querySelectorAll('tbody tr')].map((row) =>
      [...row.children].map((cell) => cell.textContent!),
    );
    const [csvHeader, ...csvBody] = rowsOf(download!.text);
    expect(csvHeader).to.deep.equal(header);
    expect(csvBody).to.have.length(12);
    csvBody.forEach((cells, index) => {
      const [month, ...figures] = body[index]!;
      expect(cells[0]).to.equal(month);
      expect(cells.slice(1).map(Number)).to.deep.equal(figures.map(dollars));
    });
    // The positive control of "negative numbers stay numbers": this forecast has some, written plainly.
    expect(csvBody.some((cells) => cells[3]!.startsWith('-') && !cells[3]!.startsWith("'"))).to.equal(true);
  });

  it('the scenarios: the table without its buttons, names that look like formulas neutralised', async () => {
    const host = await mount({ 'monthly-revenue': '31000', 'monthly-expenses': '40000' });
    await calculate(host);
    const name = await until(() => field(host, 'Scenario name'), 'the scenarios card');
    for (const formula of FORMULAS.slice(0, 3)) {
      typeInto(name, formula);
      button(host, 'Save Current Scenario').click();
      await until(() => textOf(host).includes(formula), `scenario ${formula}`);
    }
    const [download] = await captureDownloads(() => button(host, 'Download the scenarios (CSV)').click());
    expect(download!.name).to.equal('cash-flow-scenarios.csv');
    const lines = download!.text.replace(/^\ufeff/, '').split('\r\n');
    expect(lines[0]).to.equal('Scenario,Monthly Cash Flow,Cash Flow Margin (%),Cash Runway (months),Risk Level');
    expect(lines[1]).to.equal('Current,-9000,-29,1.1,Medium');
    // A name starting with =, + or - reaches the spreadsheet as text; the quotes of the first are doubled.
    expect(lines[2]).to.equal(`"'=HYPERLINK(""http://evil.example"")",-9000,-29,1.1,Medium`);
    expect(lines[3]).to.equal("'+1+1,-9000,-29,1.1,Medium");
    expect(lines[4]).to.equal("'-2+3,-9000,-29,1.1,Medium");
  });
});

describe('Copy link', () => {
  before(() => localStorage.setItem(STORAGE.popupShown, '1'));
  afterEach(cleanup);

  let clipboard: PropertyDescriptor | undefined;
  beforeEach(() => (clipboard = Object.getOwnPropertyDescriptor(Navigator.prototype, 'clipboard')));
  afterEach(() => clipboard && Object.defineProperty(Navigator.prototype, 'clipboard', clipboard));
  const stubClipboard = (writeText: (text: string) => Promise<void>) =>
    Object.defineProperty(Navigator.prototype, 'clipboard', { configurable: true, get: () => ({ writeText }) });

  it("copies the firm's calculator page with the figures, refinements and scenarios, and no name or email", async () => {
    const written: string[] = [];
    stubClipboard(async (text) => void written.push(text));
    const host = await mount({ 'monthly-revenue': '64000', industry: 'Manufacturing' });
    $(host, '.refine-toggle').click();
    await until(() => host.shadowRoot!.querySelector('[name="daysToGetPaid"]'), 'the refine fields');
    typeInto(field(host, 'Days to get paid'), '45');
    await calculate(host);
    typeInto(await until(() => field(host, 'Scenario name'), 'the scenarios'), 'Busy year');
    button(host, 'Save Current Scenario').click();
    // Someone fills in the report card: none of it goes into the link.
    typeInto(named(host, 'name'), 'Maria Delgado');
    typeInto(named(host, 'email'), 'maria@delgado.example');
    typeInto(named(host, 'company'), 'Delgado Concrete');

    button(host, 'Copy link').click();
    await until(() => $(host, '.share-status').textContent, 'the status');
    expect($(host, '.share-status').textContent).to.equal(
      'Link copied. It holds your figures, never your name or email.',
    );
    expect(written).to.have.length(1);
    const link = new URL(written[0]!);
    expect(link.origin + link.pathname).to.equal(onFirmSite('/resources/cash-flow-calculator'));
    expect(written[0]).not.to.match(/Maria|Delgado|maria|delgado/);
    const read = decodeShareFragment(link.hash);
    expect(read.ok).to.equal(true);
    if (!read.ok) return;
    expect(read.shared.inputs).to.deep.include({ monthlyRevenue: 64000, industry: 'Manufacturing' });
    expect(read.shared.refinements).to.deep.equal({ daysToGetPaid: 45 });
    expect(read.shared.scenarios.map((scenario) => scenario.name)).to.deep.equal(['Busy year']);
  });

  it('shows the link to copy by hand when the clipboard refuses', async () => {
    stubClipboard(() => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')));
    const host = await mount();
    await calculate(host);
    button(host, 'Copy link').click();
    const shown = await until(() => field(host, 'Your browser did not let us copy the link'), 'the link shown');
    expect(shown.readOnly).to.equal(true);
    expect(shown.value.startsWith(`${onFirmSite('/resources/cash-flow-calculator')}#cashflow=1&`)).to.equal(true);
    expect(host.shadowRoot!.activeElement, 'focused to copy').to.equal(shown);
    expect($(host, '.share-status').textContent).to.equal('');
    await expectAccessible(host);
  });
});

describe('Opening a link', () => {
  const original = location.href;
  afterEach(() => {
    history.replaceState(null, '', original);
    cleanup();
  });

  it('shows its result at once, with its refinements and scenarios, and no follow-up popup', async () => {
    resetFollowUp();
    const fragment = encodeShareFragment({
      inputs: {
        monthlyRevenue: 31000,
        monthlyExpenses: 40000,
        cashReserves: 150000,
        revenueGrowth: 5,
        expenseGrowth: 3,
        industry: 'Transportation',
        lineOfBusiness: 'Freight Trucking',
      },
      refinements: { daysToGetPaid: 45, minimumCash: 50000 },
      scenarios: [{ name: 'Leaner', inputs: { ...DEFAULT, monthlyExpenses: 30000 } }],
    });
    history.replaceState(null, '', `#${fragment}`);
    const noise = await consoleNoise(async () => {
      const host = await mountFirstView();
      // No use: the loader woke it for the link.
      await until(() => host.shadowRoot!.querySelector('[role="tablist"]'), 'the shared result');
      expect(named(host, 'monthlyRevenue').value).to.equal('$31,000');
      expect(named<HTMLSelectElement>(host, 'lineOfBusiness').value).to.equal('Freight Trucking');
      expect(named(host, 'daysToGetPaid').value).to.equal('45');
      expect(textOf(host)).to.contain('Your cash falls below your $50,000 minimum');
      await until(() => textOf(host).includes('Leaner'), 'the shared scenario');
      await sleep(1800); // past the popup's delay
      expect(host.shadowRoot!.querySelector('dialog.popup[open]'), 'no popup for a link').to.equal(null);
      // The positive control: the visitor's own first Calculate does open it.
      button(host, 'Calculate').click();
      await until(() => host.shadowRoot!.querySelector('dialog.popup[open]'), 'the popup', 5000);
    });
    expect(noise).to.deep.equal([]);
  });

  it('opens a link pasted into the address bar of a page already showing the calculator', async () => {
    localStorage.setItem(STORAGE.popupShown, '1');
    const host = await mount();
    await sleep(100);
    expect(host.shadowRoot!.querySelector('[role="tablist"]'), 'no result before').to.equal(null);
    // Only the fragment changes: the page is not loaded again.
    location.hash = encodeShareFragment({
      inputs: { ...DEFAULT, cashReserves: 60000 },
      refinements: {},
      scenarios: [],
    });
    await until(() => host.shadowRoot!.querySelector('[role="tablist"]'), 'the linked result');
    expect(named(host, 'cashReserves').value).to.equal('$60,000');
  });

  it('says what a damaged link could not read and changes nothing', async () => {
    localStorage.setItem(STORAGE.popupShown, '1');
    const good = encodeShareFragment({ inputs: DEFAULT, refinements: {}, scenarios: [] });
    history.replaceState(
      null,
      '',
      `#${good.replace('monthly-revenue=50000', 'monthly-revenue=lots').replace('revenue-growth=5', 'revenue-growth=99')}`,
    );
    const host = await mountFirstView({ 'monthly-revenue': '70000' });
    const alert = await until(() => host.shadowRoot!.querySelector('[role="alert"]'), 'the message');
    expect(alert.textContent).to.contain(
      'This link is damaged: we could not read Monthly Revenue, Revenue Growth. Nothing was changed.',
    );
    expect(named(host, 'monthlyRevenue').value, 'the page’s own figures').to.equal('$70,000');
    expect(host.shadowRoot!.querySelector('[role="tablist"]')).to.equal(null);
    await expectAccessible(host);
    button(host, 'Dismiss').click();
    await until(() => !host.shadowRoot!.querySelector('.link-message'), 'dismissed');
  });
});

const DEFAULT = {
  monthlyRevenue: 50000,
  monthlyExpenses: 40000,
  cashReserves: 10000,
  revenueGrowth: 5,
  expenseGrowth: 3,
  industry: 'Construction',
  lineOfBusiness: 'General Contractor',
} as const;
