import { expect } from '@esm-bundle/chai';
import { $, calculate, cleanup, expectAccessible, mount, textOf } from './helpers';

describe('<cashflow-calculator> basics', () => {
  afterEach(cleanup);

  it('renders the inputs with the spec defaults and the score prompt', async () => {
    const calculator = await mount();
    expect(calculator.shadowRoot).to.exist;
    expect(textOf(calculator)).to.contain('Business Inputs');
    expect(textOf(calculator)).to.contain('Get Your Cash Flow Score');
    expect($<HTMLInputElement>(calculator, 'input[name="monthlyRevenue"]').value).to.equal('$50,000');
    await expectAccessible();
  });

  it('shows the spec figures for the defaults after Calculate', async () => {
    const calculator = await mount();
    await calculate(calculator);
    const text = textOf(calculator);
    expect(text).to.contain('$10,000');
    expect(text).to.contain('$120,000 per year');
    expect(text).to.contain('20.0%');
    expect(text).to.contain('0.3 months');
    expect(text).to.contain('Your Cash Flow is at Risk!');
    await expectAccessible();
  });
});
