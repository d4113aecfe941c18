import { expect } from '@esm-bundle/chai';
import {
  $$,
  button,
  calculate,
  choose,
  cleanup,
  expectAccessible,
  monthlyCashFlowShown,
  mount,
  named,
  nextFrame,
  sleep,
  STORAGE,
  textOf,
  typeAndBlur,
  typeInto,
  until,
  type Calculator,
} from './helpers';

// No follow-up popup in this file: it would make the page inert.
localStorage.setItem(STORAGE.popupShown, '1');

const lineSelect = (host: Calculator) => named<HTMLSelectElement>(host, 'lineOfBusiness');
const industrySelect = (host: Calculator) => named<HTMLSelectElement>(host, 'industry');
const lineOptions = (host: Calculator) =>
  Array.from(lineSelect(host).options)
    .map((option) => option.value)
    .filter(Boolean);

describe('<cashflow-calculator> validation', () => {
  afterEach(cleanup);

  it('requires a line of business: error under the select, invalid state, no results', async () => {
    const calculator = await mount();
    choose(lineSelect(calculator), '');
    await nextFrame();
    button(calculator, 'Calculate').click();
    const error = await until(() => calculator.shadowRoot!.querySelector<HTMLElement>('.field-error'), 'the error');
    await nextFrame();

    expect(error.textContent).to.equal('Please select a Line of Business.');
    const select = lineSelect(calculator);
    expect(select.parentElement!.contains(error)).to.equal(true);
    expect(select.compareDocumentPosition(error) & Node.DOCUMENT_POSITION_FOLLOWING).to.not.equal(0);
    expect(select.getAttribute('aria-invalid')).to.equal('true');
    expect(select.classList.contains('invalid')).to.equal(true);
    expect(select.getAttribute('aria-describedby')).to.equal(error.id);
    expect(getComputedStyle(select).borderTopColor).to.not.equal(
      getComputedStyle(industrySelect(calculator)).borderTopColor,
    );

    await sleep(100);
    expect(calculator.shadowRoot!.querySelector('[role="tablist"]')).to.equal(null);
    expect(textOf(calculator)).to.contain('Get Your Cash Flow Score');
    expect(textOf(calculator)).not.to.contain('What-If Scenarios');
    await expectAccessible();

    choose(select, 'Heavy Civil');
    await until(() => !calculator.shadowRoot!.querySelector('.field-error'), 'the error to clear');
    expect(lineSelect(calculator).getAttribute('aria-invalid')).to.equal(null);
    expect(lineSelect(calculator).classList.contains('invalid')).to.equal(false);
    await calculate(calculator);
    expect(textOf(calculator)).to.contain('Cash Flow Analysis');
  });

  it('replaces the line list when the industry changes and picks its first line', async () => {
    const calculator = await mount();
    expect(lineOptions(calculator)).to.deep.equal([
      'General Contractor',
      'Subcontractor',
      'Heavy Civil',
      'Residential Builder',
      'Commercial Builder',
    ]);

    choose(industrySelect(calculator), 'Transportation');
    await until(() => lineOptions(calculator).includes('Warehousing'), 'the Transportation lines');
    expect(lineOptions(calculator)).to.deep.equal([
      'Freight Trucking',
      'Logistics Provider',
      'Passenger Transport',
      'Warehousing',
    ]);
    expect(lineSelect(calculator).value).to.equal('Freight Trucking');

    choose(lineSelect(calculator), 'Warehousing');
    choose(industrySelect(calculator), 'Manufacturing');
    await until(() => lineOptions(calculator).includes('Electronics'), 'the Manufacturing lines');
    expect(lineOptions(calculator)).to.deep.equal([
      'Food Processing',
      'Automotive Parts',
      'Electronics',
      'Textiles',
      'Machinery',
    ]);
    expect(lineSelect(calculator).value).to.equal('Food Processing');

    choose(industrySelect(calculator), 'Other');
    await until(() => lineSelect(calculator).value === 'Generic Business', 'the Other line');
    expect(lineOptions(calculator)).to.deep.equal(['Generic Business']);
  });

  it('strips everything but digits, dot and minus from a currency field and uses the value', async () => {
    const calculator = await mount();
    const revenue = named(calculator, 'monthlyRevenue');
    revenue.focus();
    typeInto(revenue, '$60,000abc');
    await nextFrame();
    expect(revenue.value).to.equal('60000');
    revenue.blur();
    await nextFrame();
    expect(revenue.value).to.equal('$60,000');

    await calculate(calculator);
    expect(monthlyCashFlowShown(calculator)).to.equal('$20,000');
  });

  it('ignores text that is not a number, and empty text only clears the display', async () => {
    const calculator = await mount();
    const revenue = named(calculator, 'monthlyRevenue');

    typeAndBlur(revenue, 'abc');
    await nextFrame();
    expect(revenue.value).to.equal('$50,000');

    revenue.focus();
    typeInto(revenue, '-');
    await nextFrame();
    expect(revenue.value).to.equal('-');
    revenue.blur();
    await nextFrame();
    expect(revenue.value).to.equal('$50,000');

    revenue.focus();
    typeInto(revenue, '');
    await nextFrame();
    expect(revenue.value).to.equal('');

    await calculate(calculator);
    expect(monthlyCashFlowShown(calculator)).to.equal('$10,000');
  });

  it('offers growth sliders from -10 to 20 in steps of 0.5', async () => {
    const calculator = await mount();
    const sliders = $$<HTMLInputElement>(calculator, 'input[type="range"]');
    expect(sliders.map((slider) => slider.name)).to.deep.equal(['revenueGrowth', 'expenseGrowth']);
    for (const slider of sliders) {
      expect(slider.min).to.equal('-10');
      expect(slider.max).to.equal('20');
      expect(slider.step).to.equal('0.5');
    }
  });
});
