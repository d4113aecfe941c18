import { expect } from '@esm-bundle/chai';
import {
  $,
  calculate,
  cleanup,
  expectAccessible,
  field,
  mount,
  STORAGE,
  resetFollowUp,
  typeInto,
  until,
  useDemoSends,
  type Calculator,
} from './helpers';

// The forms here are about the elements, not delivery: a demo page, whose sends are simulated.
useDemoSends();

// A visitor who has been here before, and has not seen the popup yet.
localStorage.setItem(STORAGE.returningVisitor, '1');
resetFollowUp();

const challengeIn = (host: Calculator, selector: string) =>
  host.shadowRoot!.querySelector<HTMLTextAreaElement>(`${selector} textarea[name="financialChallenge"]`);

describe('<cashflow-calculator> for a returning visitor', () => {
  afterEach(cleanup);

  it('asks for the financial challenge in the report card and the popup', async () => {
    const calculator = await mount();
    await calculate(calculator);
    const inCard = challengeIn(calculator, '.report-card');
    expect(inCard).to.not.equal(null);
    expect(inCard!.labels![0]!.textContent).to.match(/financial challenge/i);

    await until(() => $<HTMLDialogElement>(calculator, 'dialog.popup').open, 'the popup', 5000);
    const inPopup = challengeIn(calculator, 'dialog.popup');
    expect(inPopup).to.not.equal(null);
    expect(inPopup!.labels![0]!.textContent).to.match(/financial challenge/i);
    await expectAccessible();
  });

  it('sends the challenge with the report request', async () => {
    const calculator = await mount();
    await calculate(calculator);
    const details: CustomEvent[] = [];
    calculator.addEventListener('cashflow-lead-submit', (event) => details.push(event));
    typeInto(field(calculator, 'Full Name'), 'Ada Lovelace');
    typeInto(field(calculator, 'Email'), 'ada@example.com');
    typeInto(field(calculator, 'Company Name'), 'Analytical Engines');
    typeInto(challengeIn(calculator, '.report-card')!, 'Slow-paying customers');
    $<HTMLInputElement>(calculator, '.report-card input[type="checkbox"]').click();
    const submit = $<HTMLButtonElement>(calculator, '.report-card button[type="submit"]');
    await until(() => !submit.disabled, 'submit to enable');
    submit.click();
    await until(() => details.length === 1, 'the lead event');
    expect(details[0]!.detail).to.include({ kind: 'report', financialChallenge: 'Slow-paying customers' });
  });
});
