import { expect } from '@esm-bundle/chai';
import {
  $,
  $$,
  button,
  calculate,
  choose,
  cleanup,
  mount,
  named,
  nextFrame,
  sleep,
  STORAGE,
  textOf,
  typeAndBlur,
  until,
  type Calculator,
} from './helpers';

declare global {
  interface Window {
    __pwned?: unknown;
  }
}

// No follow-up popup in this file: it would make the page inert.
localStorage.setItem(STORAGE.popupShown, '1');

const value = (host: Calculator, name: string) => named<HTMLInputElement | HTMLSelectElement>(host, name).value;

describe('<cashflow-calculator> attributes', () => {
  let warnings: unknown[][] = [];
  const originalWarn = console.warn;

  beforeEach(() => {
    warnings = [];
    console.warn = (...args: unknown[]) => {
      warnings.push(args);
    };
  });

  afterEach(() => {
    console.warn = originalWarn;
    cleanup();
  });

  it('sets every input from its attribute', async () => {
    const calculator = await mount({
      'monthly-revenue': '60000',
      'monthly-expenses': '$45,000',
      'cash-reserves': '25000',
      'revenue-growth': '7.5',
      'expense-growth': '-2',
      industry: 'Manufacturing',
      'line-of-business': 'Electronics',
    });
    expect(value(calculator, 'monthlyRevenue')).to.equal('$60,000');
    expect(value(calculator, 'monthlyExpenses')).to.equal('$45,000');
    expect(value(calculator, 'cashReserves')).to.equal('$25,000');
    expect(value(calculator, 'revenueGrowth')).to.equal('7.5');
    expect(value(calculator, 'expenseGrowth')).to.equal('-2');
    expect(value(calculator, 'industry')).to.equal('Manufacturing');
    expect(value(calculator, 'lineOfBusiness')).to.equal('Electronics');
    expect(textOf(calculator)).to.contain('+7.5%');
    expect(warnings).to.deep.equal([]);

    await calculate(calculator);
    expect(textOf(calculator)).to.contain('$15,000');
  });

  it('ignores invalid values with a console warning and keeps the spec defaults', async () => {
    const calculator = await mount({
      'monthly-revenue': 'abc',
      'revenue-growth': '50',
      industry: 'Mining',
    });
    expect(value(calculator, 'monthlyRevenue')).to.equal('$50,000');
    expect(value(calculator, 'revenueGrowth')).to.equal('5');
    expect(value(calculator, 'industry')).to.equal('Construction');
    expect(value(calculator, 'lineOfBusiness')).to.equal('General Contractor');
    const messages = warnings.map((args) => args.join(' '));
    expect(messages.some((message) => message.includes('monthly-revenue') && message.includes('abc'))).to.equal(true);
    expect(messages.some((message) => message.includes('revenue-growth') && message.includes('50'))).to.equal(true);
    expect(messages.some((message) => message.includes('industry') && message.includes('Mining'))).to.equal(true);
  });

  it('ignores a line of business that is not in the industry', async () => {
    const calculator = await mount({ industry: 'Transportation', 'line-of-business': 'Electronics' });
    expect(value(calculator, 'industry')).to.equal('Transportation');
    expect(value(calculator, 'lineOfBusiness')).to.equal('Freight Trucking');
    const messages = warnings.map((args) => args.join(' '));
    expect(
      messages.some((message) => message.includes('line-of-business') && message.includes('Electronics')),
    ).to.equal(true);
  });

  it('follows attribute changes after render and restores the default when one is removed', async () => {
    const calculator = await mount({ 'monthly-revenue': '60000' });
    expect(value(calculator, 'monthlyRevenue')).to.equal('$60,000');

    calculator.setAttribute('monthly-revenue', '70000');
    await until(() => value(calculator, 'monthlyRevenue') === '$70,000', 'the new attribute value');

    calculator.setAttribute('industry', 'Transportation');
    await until(() => value(calculator, 'industry') === 'Transportation', 'the new industry');
    expect(value(calculator, 'lineOfBusiness')).to.equal('Freight Trucking');

    calculator.removeAttribute('monthly-revenue');
    await until(() => value(calculator, 'monthlyRevenue') === '$50,000', 'the spec default after removal');

    calculator.removeAttribute('industry');
    await until(() => value(calculator, 'industry') === 'Construction', 'the default industry after removal');
    expect(value(calculator, 'lineOfBusiness')).to.equal('General Contractor');
  });

  it('never renders an attribute value as markup', async () => {
    const payload = '<img src=x onerror=window.__pwned=1>';
    const calculator = await mount({ industry: payload, 'line-of-business': payload });
    calculator.setAttribute('cash-reserves', payload);
    await nextFrame();
    await calculate(calculator);
    for (const tab of ['Forecast', 'Industry Insights']) {
      button(calculator, tab).click();
      await nextFrame();
    }
    await sleep(300);
    expect(window.__pwned).to.equal(undefined);
    expect($$(calculator, 'img')).to.have.length(0);
    expect(document.querySelectorAll('img')).to.have.length(0);
    expect(value(calculator, 'industry')).to.equal('Construction');
    expect(value(calculator, 'lineOfBusiness')).to.equal('General Contractor');
    expect(value(calculator, 'cashReserves'), 'a payload is no amount: the default stays').to.equal('$10,000');
    expect(warnings.some((args) => String(args[0]).includes('cash-reserves'))).to.equal(true);
    expect(textOf(calculator)).not.to.contain('onerror');
  });

  it('Reset restores the attribute defaults and clears the line error', async () => {
    const calculator = await mount({
      'monthly-revenue': '70000',
      industry: 'Transportation',
      'line-of-business': 'Warehousing',
    });
    typeAndBlur(named(calculator, 'monthlyRevenue'), '80000');
    choose(named<HTMLSelectElement>(calculator, 'industry'), 'Manufacturing');
    await nextFrame();
    choose(named<HTMLSelectElement>(calculator, 'lineOfBusiness'), '');
    button(calculator, 'Calculate').click();
    await until(() => calculator.shadowRoot!.querySelector('.field-error'), 'the line error');
    expect(value(calculator, 'monthlyRevenue')).to.equal('$80,000');

    button(calculator, 'Reset').click();
    await until(() => !calculator.shadowRoot!.querySelector('.field-error'), 'the error to clear');
    expect(value(calculator, 'monthlyRevenue')).to.equal('$70,000');
    expect(value(calculator, 'industry')).to.equal('Transportation');
    expect(value(calculator, 'lineOfBusiness')).to.equal('Warehousing');
    expect($(calculator, 'select[name="lineOfBusiness"]').getAttribute('aria-invalid')).to.equal(null);
  });
});
