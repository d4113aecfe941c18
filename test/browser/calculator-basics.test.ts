import { expect } from '@esm-bundle/chai';
import { $, calculate, cleanup, expectAccessible, mount, mountFirstView, sleep, textOf } from './helpers';

/** The chunks this page has fetched whose file name starts with the given name. */
const fetched = (name: string) =>
  performance
    .getEntriesByType('resource')
    .filter((entry) => new URL(entry.name).pathname.split('/').pop()!.startsWith(name));

describe('<cashflow-calculator> basics', () => {
  afterEach(cleanup);

  // First: no calculator of this page has been used yet, so the page has fetched none of them.
  it('fetches the result views and Floating UI only once someone uses the calculator', async () => {
    const calculator = await mountFirstView();
    await sleep(300);
    expect(fetched('calculator-results')).to.have.length(0);
    expect(fetched('floating-ui')).to.have.length(0);
    await calculate(calculator);
    expect(fetched('calculator-results')).to.have.length(1);
    expect(textOf(calculator)).to.contain('Cash Flow Analysis');
  });

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
