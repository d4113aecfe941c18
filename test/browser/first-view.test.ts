/**
 * The first view before React (issue 19): the loader draws it from the element's attributes, runs
 * none of the element's code until a first use, and React then hydrates it in place, losing
 * nothing that was done before. The tests of this file run in order on one page, each with the
 * element's code not yet loaded (the element is not defined) when it starts.
 */
import { expect } from '@esm-bundle/chai';
import { sendMouse } from '@web/test-runner-commands';
import {
  $,
  button,
  centerOf,
  isAwake,
  loadCalculator,
  monthlyCashFlowShown,
  named,
  nextFrame,
  sleep,
  textOf,
  until,
  type Calculator,
  consoleNoise,
} from './helpers';

/** Scripts of ours fetched so far, by file name. */
const scriptsFetched = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name).pathname.split('/').pop()!)
    .filter((name) => name.endsWith('.js'));

async function firstView(attributes: Record<string, string> = {}): Promise<Calculator> {
  await loadCalculator();
  const calculator = document.createElement('cashflow-calculator') as Calculator;
  for (const [name, value] of Object.entries(attributes)) calculator.setAttribute(name, value);
  document.body.append(calculator);
  await until(() => calculator.shadowRoot?.querySelector('.calculator'), 'the first view');
  await nextFrame();
  return calculator;
}

describe('<cashflow-calculator> before React', () => {
  after(() => document.querySelectorAll('cashflow-calculator').forEach((element) => element.remove()));

  it('draws its first view from its attributes with none of its code loaded', async () => {
    const calculator = await firstView({
      'monthly-revenue': '$70,000',
      'revenue-growth': '7.5',
      industry: 'manufacturing',
      'line-of-business': 'electronics',
    });
    await sleep(300);
    expect(customElements.get('cashflow-calculator'), 'not defined').to.equal(undefined);
    expect(
      scriptsFetched().some((name) => name.startsWith('react-')),
      'React fetched',
    ).to.equal(false);
    expect(named(calculator, 'monthlyRevenue').value).to.equal('$70,000');
    expect(named(calculator, 'monthlyExpenses').value).to.equal('$40,000');
    expect(named(calculator, 'revenueGrowth').value).to.equal('7.5');
    expect(named(calculator, 'revenueGrowth').getAttribute('aria-valuetext')).to.equal('+7.5% a year');
    expect(textOf(calculator)).to.contain('+7.5%');
    expect(named<HTMLSelectElement>(calculator, 'industry').value).to.equal('Manufacturing');
    const lines = [...named<HTMLSelectElement>(calculator, 'lineOfBusiness').options].map((option) => option.value);
    expect(lines).to.deep.equal(['', 'Food Processing', 'Automotive Parts', 'Electronics', 'Textiles', 'Machinery']);
    expect(named<HTMLSelectElement>(calculator, 'lineOfBusiness').value).to.equal('Electronics');
    // What JavaScript-off visitors read is there, but not shown with JavaScript on.
    expect($(calculator, '.no-script').textContent).to.contain('need JavaScript');
    expect($(calculator, '.no-script').checkVisibility()).to.equal(false);
    calculator.remove();
  });

  it('keeps what was typed before React woke, and the first click on Calculate gives its result', async () => {
    const calculator = await firstView();
    expect(customElements.get('cashflow-calculator'), 'not defined').to.equal(undefined);
    const revenue = named(calculator, 'monthlyRevenue');
    const industry = named<HTMLSelectElement>(calculator, 'industry');
    // As the browser does while no script listens: the fields change, no one is told.
    revenue.value = '90000';
    industry.value = 'Transportation';
    const noise = await consoleNoise(async () => {
      // A real click (pointer down, up): the pointer wakes the element, the click waits for React.
      const calculate = button(calculator, 'Calculate');
      await sendMouse({ type: 'click', position: centerOf(calculate) });
      await until(() => calculator.shadowRoot!.querySelector('[role="tablist"]'), 'the results', 10000);
    });
    expect(isAwake(calculator)).to.equal(true);
    // The result is of what was on screen: $90,000 - $40,000, in Transportation's first line.
    expect(monthlyCashFlowShown(calculator)).to.equal('$50,000');
    expect(named<HTMLSelectElement>(calculator, 'lineOfBusiness').value).to.equal('Freight Trucking');
    expect(textOf(calculator)).to.contain('Transportation');
    // Hydrated in place: the same input element, and nothing reported.
    expect(named(calculator, 'monthlyRevenue')).to.equal(revenue);
    expect(noise).to.deep.equal([]);
  });
});
