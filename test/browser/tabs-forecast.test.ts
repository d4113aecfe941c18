import { expect } from '@esm-bundle/chai';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import {
  $,
  $$,
  button,
  calculate,
  centerOf,
  cleanup,
  expectAccessible,
  mount,
  nextFrame,
  STORAGE,
  until,
  type Calculator,
} from './helpers';

// No follow-up popup in this file: it would make the page inert.
localStorage.setItem(STORAGE.popupShown, '1');

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const tabs = (host: Calculator) => $$<HTMLButtonElement>(host, '[role="tab"]');
const tab = (host: Calculator, name: string) => {
  const found = tabs(host).find((candidate) => candidate.textContent === name);
  if (!found) throw new Error(`No tab ${name}`);
  return found;
};
const selectedTab = (host: Calculator) =>
  tabs(host).find((candidate) => candidate.getAttribute('aria-selected') === 'true')?.textContent;
const panel = (host: Calculator) => $(host, '[role="tabpanel"]');

async function show(host: Calculator, name: string): Promise<HTMLElement> {
  tab(host, name).click();
  await until(() => selectedTab(host) === name, `the ${name} tab`);
  await nextFrame();
  return panel(host);
}

const chartLoaded = () =>
  performance.getEntriesByType('resource').some((entry) => entry.name.includes('forecast-chart'));

describe('<cashflow-calculator> result tabs, forecast and insights', () => {
  afterEach(async () => {
    await resetMouse();
    cleanup();
  });

  // First in the file, so the chart chunk has not been loaded by an earlier test of this page.
  it('loads the chart code only when the Forecast tab is shown', async () => {
    const calculator = await mount();
    await calculate(calculator);
    expect(chartLoaded()).to.equal(false);
    const forecast = await show(calculator, 'Forecast');
    const canvas = await until(() => forecast.querySelector('.chart canvas'), 'the chart canvas', 8000);
    expect(canvas).to.exist;
    await until(() => $(calculator, '.chart').dataset.status === 'ready', 'the chart to report ready');
    expect(calculator.shadowRoot!.querySelector('.chart-status')).to.equal(null);
    expect(chartLoaded()).to.equal(true);
    await expectAccessible();
  });

  it('are ARIA tabs, operable with the arrow, Home and End keys', async () => {
    const calculator = await mount();
    await calculate(calculator);
    const tablist = $(calculator, '[role="tablist"]');
    expect(tabs(calculator).map((candidate) => candidate.textContent)).to.deep.equal([
      'Standard Analysis',
      'Forecast',
      'Industry Insights',
    ]);
    for (const candidate of tabs(calculator)) expect(tablist.contains(candidate)).to.equal(true);
    expect(selectedTab(calculator)).to.equal('Standard Analysis');
    const check = () => {
      const selected = tabs(calculator).find((candidate) => candidate.getAttribute('aria-selected') === 'true')!;
      expect(
        tabs(calculator).filter((candidate) => candidate.getAttribute('aria-selected') === 'false'),
      ).to.have.length(2);
      expect(selected.getAttribute('aria-controls')).to.equal(panel(calculator).id);
      expect(panel(calculator).getAttribute('aria-labelledby')).to.equal(selected.id);
      expect(selected.tabIndex).to.equal(0);
      expect(calculator.shadowRoot!.activeElement).to.equal(selected);
    };

    await sendMouse({ type: 'click', position: centerOf(tab(calculator, 'Standard Analysis')) });
    await until(
      () => calculator.shadowRoot!.activeElement === tab(calculator, 'Standard Analysis'),
      'focus on the tab',
    );
    check();
    expect(panel(calculator).textContent).to.contain('Cash Flow Analysis');

    await sendKeys({ press: 'ArrowRight' });
    await until(() => selectedTab(calculator) === 'Forecast', 'Forecast after ArrowRight');
    check();
    expect(panel(calculator).textContent).to.contain('12-Month Cash Flow Forecast');

    await sendKeys({ press: 'ArrowLeft' });
    await until(() => selectedTab(calculator) === 'Standard Analysis', 'Standard Analysis after ArrowLeft');
    check();

    await sendKeys({ press: 'End' });
    await until(() => selectedTab(calculator) === 'Industry Insights', 'Industry Insights after End');
    check();
    expect(panel(calculator).textContent).to.contain('Tip for General Contractor');

    await sendKeys({ press: 'Home' });
    await until(() => selectedTab(calculator) === 'Standard Analysis', 'Standard Analysis after Home');
    check();
    await expectAccessible();
  });

  it('shows the forecast with its toggles and a 12-month table', async () => {
    const calculator = await mount();
    await calculate(calculator);
    const forecast = await show(calculator, 'Forecast');
    expect(forecast.querySelector('.section-title')!.textContent).to.equal('12-Month Cash Flow Forecast');

    const toggles = Array.from(forecast.querySelectorAll<HTMLButtonElement>('.series-toggle'));
    expect(toggles.map((toggle) => [toggle.textContent, toggle.getAttribute('aria-pressed')])).to.deep.equal([
      ['Revenue', 'true'],
      ['Expenses', 'true'],
      ['Cash Flow', 'true'],
      ['Cash Reserves', 'false'],
    ]);
    button(calculator, 'Cash Reserves').click();
    await until(() => toggles[3]!.getAttribute('aria-pressed') === 'true', 'Cash Reserves on');
    button(calculator, 'Revenue').click();
    await until(() => toggles[0]!.getAttribute('aria-pressed') === 'false', 'Revenue off');
    expect($(calculator, '.chart').getAttribute('aria-label')).to.contain('Expenses, Cash Flow, Cash Reserves');

    const table = $<HTMLTableElement>(calculator, '.forecast table');
    expect(Array.from(table.tHead!.rows[0]!.cells).map((cell) => cell.textContent)).to.deep.equal([
      'Month',
      'Revenue',
      'Expenses',
      'Cash Flow',
      'Cash Reserves',
    ]);
    const body = Array.from(table.tBodies[0]!.rows);
    expect(body).to.have.length(12);
    const start = new Date().getMonth();
    expect(body.map((row) => row.cells[0]!.textContent)).to.deep.equal(
      Array.from({ length: 12 }, (_, index) => MONTHS[(start + index) % 12]),
    );
    const first = Array.from(body[0]!.cells).map((cell) => cell.textContent);
    expect(first.slice(1)).to.deep.equal(['$50,000', '$40,000', '$10,000', '$20,000']);
    const last = body[11]!.cells;
    expect(last[1]!.textContent).to.equal('$52,340');
    expect(last[2]!.textContent).to.equal('$41,114');
    await expectAccessible();
  });

  it('compares with the industry benchmark in Industry Insights', async () => {
    const calculator = await mount();
    await calculate(calculator);
    const insights = await show(calculator, 'Industry Insights');
    expect(insights.querySelector('.tip-title')!.textContent).to.equal('Tip for General Contractor');
    expect(insights.querySelector('[data-comparison="margin"]')!.textContent).to.equal(
      'Your margin is better than the industry average.',
    );
    expect(insights.querySelector('[data-comparison="runway"]')!.textContent).to.equal(
      'Your runway is below the industry average.',
    );
    const bars = Array.from(insights.querySelectorAll('[role="progressbar"]'));
    expect(bars.length).to.be.greaterThan(0);
    for (const bar of bars) expect(Number(bar.getAttribute('aria-valuenow'))).to.be.within(0, 100);
    await expectAccessible();
  });

  it('never fills a benchmark bar above 100%', async () => {
    const calculator = await mount({ 'monthly-expenses': '10000', 'cash-reserves': '1000000' });
    await calculate(calculator);
    const insights = await show(calculator, 'Industry Insights');
    const bars = Array.from(insights.querySelectorAll<HTMLElement>('[role="progressbar"]'));
    const valueOf = (label: string) =>
      Number(
        bars
          .find(
            (bar) =>
              bar.getAttribute('aria-label') === label &&
              bar.closest('.comparison')!.textContent!.includes('Your margin is'),
          )
          ?.getAttribute('aria-valuenow'),
      );
    expect(valueOf('Your margin')).to.equal(100);
    for (const bar of bars) {
      expect(Number(bar.getAttribute('aria-valuenow'))).to.be.at.most(100);
      const fill = bar.querySelector<HTMLElement>('.bar-fill')!;
      expect(fill.getBoundingClientRect().width).to.be.at.most(bar.getBoundingClientRect().width + 0.5);
    }
    expect(insights.querySelector('[data-comparison="runway"]')!.textContent).to.contain('better than');
  });

  it('passes axe on every tab', async () => {
    const calculator = await mount();
    await calculate(calculator);
    for (const name of ['Standard Analysis', 'Forecast', 'Industry Insights']) {
      await show(calculator, name);
      await expectAccessible();
    }
  });
});
