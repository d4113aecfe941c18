import { expect } from '@esm-bundle/chai';
import { button, calculate, cleanup, field, mount, STORAGE, typeInto, until, useDemoSends } from './helpers';

// The forms here are about the elements, not delivery: a demo page, whose sends are simulated.
useDemoSends();

// No follow-up popup in this file: it would make the page inert.
localStorage.setItem(STORAGE.popupShown, '1');
localStorage.removeItem(STORAGE.returningVisitor);

describe('<cashflow-calculator> events', () => {
  const removers: (() => void)[] = [];
  const listen = <K extends keyof GlobalEventHandlersEventMap>(
    target: EventTarget,
    type: K,
  ): GlobalEventHandlersEventMap[K][] => {
    const seen: GlobalEventHandlersEventMap[K][] = [];
    const handler = (event: Event) => seen.push(event as GlobalEventHandlersEventMap[K]);
    target.addEventListener(type, handler);
    removers.push(() => target.removeEventListener(type, handler));
    return seen;
  };

  afterEach(() => {
    removers.splice(0).forEach((remove) => remove());
    cleanup();
  });

  it('fires cashflow-calculate on the host, bubbling and composed, with the inputs and result', async () => {
    const calculator = await mount();
    const seen = listen(calculator, 'cashflow-calculate');
    await calculate(calculator);
    expect(seen).to.have.length(1);
    const event = seen[0]!;
    expect(event.target).to.equal(calculator);
    expect(event.bubbles).to.equal(true);
    expect(event.composed).to.equal(true);
    expect(event.detail.inputs).to.deep.equal({
      monthlyRevenue: 50000,
      monthlyExpenses: 40000,
      cashReserves: 10000,
      revenueGrowth: 5,
      expenseGrowth: 3,
      industry: 'Construction',
      lineOfBusiness: 'General Contractor',
    });
    expect(event.detail.result.monthlyCashFlow).to.equal(10000);
    expect(event.detail.result.annualCashFlow).to.equal(120000);
    expect(event.detail.result.forecast).to.have.length(12);
  });

  it('can be listened to on the document', async () => {
    const calculator = await mount();
    const seen = listen(document, 'cashflow-calculate');
    await calculate(calculator);
    expect(seen).to.have.length(1);
    expect(seen[0]!.target).to.equal(calculator);
    expect(seen[0]!.detail.result.monthlyCashFlow).to.equal(10000);
  });

  it('fires cashflow-scenario-save with the saved scenario', async () => {
    const calculator = await mount();
    const seen = listen(document, 'cashflow-scenario-save');
    await calculate(calculator);
    typeInto(field(calculator, 'Scenario name'), 'Baseline');
    button(calculator, 'Save Current Scenario').click();
    await until(() => seen.length === 1, 'the scenario event');
    const { detail, target, bubbles, composed } = seen[0]!;
    expect(target).to.equal(calculator);
    expect(bubbles && composed).to.equal(true);
    expect(detail.scenario.name).to.equal('Baseline');
    expect(detail.scenario.inputs.monthlyRevenue).to.equal(50000);
    expect(detail.scenario.result.monthlyCashFlow).to.equal(10000);
    expect(detail.scenario.result.riskLevel).to.equal('High');
    expect(detail.scenarios.map((scenario) => scenario.name)).to.deep.equal(['Baseline']);
  });

  it("fires cashflow-lead-submit with the report card's form data", async () => {
    const calculator = await mount({ industry: 'Manufacturing', 'line-of-business': 'Machinery' });
    const seen = listen(document, 'cashflow-lead-submit');
    await calculate(calculator);
    typeInto(field(calculator, 'Full Name'), 'Ada Lovelace');
    typeInto(field(calculator, 'Email'), 'ada@example.com');
    typeInto(field(calculator, 'Company Name'), 'Analytical Engines');
    field(calculator, 'I agree').click();
    await until(() => !button(calculator, 'Send My Report').disabled, 'the submit button to enable');
    button(calculator, 'Send My Report').click();
    await until(() => seen.length === 1, 'the lead event');
    const { detail, target, bubbles, composed } = seen[0]!;
    expect(target).to.equal(calculator);
    expect(bubbles && composed).to.equal(true);
    expect(detail).to.include({
      kind: 'report',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      company: 'Analytical Engines',
      industry: 'Manufacturing',
      lineOfBusiness: 'Machinery',
      consent: true,
    });
    expect(detail).not.to.have.property('financialChallenge');
  });
});
