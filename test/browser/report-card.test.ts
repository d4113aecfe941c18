import { expect } from '@esm-bundle/chai';
import {
  $,
  button,
  calculate,
  choose,
  cleanup,
  expectAccessible,
  field,
  mount,
  named,
  nextFrame,
  sleep,
  STORAGE,
  timerLateness,
  toasts,
  typeInto,
  until,
  whenHolds,
  type Calculator,
  useDemoSends,
} from './helpers';

// The forms here are about the elements, not delivery: a demo page, whose sends are simulated.
useDemoSends();

// A first visit; the follow-up popup is out of the way (it would make the page inert).
localStorage.setItem(STORAGE.popupShown, '1');
localStorage.removeItem(STORAGE.returningVisitor);

const card = (host: Calculator) => $(host, '.report-card');
const submitButton = (host: Calculator) => $<HTMLButtonElement>(host, '.report-card button[type="submit"]');
const consent = (host: Calculator) => $<HTMLInputElement>(host, '.report-card input[type="checkbox"]');

describe('<cashflow-calculator> report request card', () => {
  afterEach(cleanup);

  it('has the spec fields, consent text, privacy note and hidden industry fields', async () => {
    const calculator = await mount({ industry: 'Transportation', 'line-of-business': 'Warehousing' });
    await calculate(calculator);
    const name = field(calculator, 'Full Name');
    const email = field(calculator, 'Email');
    const company = field(calculator, 'Company Name');
    for (const control of [name, email, company]) {
      expect(card(calculator).contains(control)).to.equal(true);
      expect(control.required).to.equal(true);
    }
    expect(email.type).to.equal('email');

    const consentLabel = Array.from(consent(calculator).labels ?? []);
    expect(consentLabel.map((label) => label.textContent)).to.deep.equal([
      'I agree to receive my Cash Flow Report and the Cash Flow Management Guide',
    ]);
    expect(consent(calculator).checked).to.equal(false);
    expect(card(calculator).querySelector('.privacy-note')!.textContent).to.equal(
      'We respect your privacy. Your information will not be shared with third parties.',
    );

    const industry = $<HTMLInputElement>(calculator, '.report-card input[type="hidden"][name="industry"]');
    const line = $<HTMLInputElement>(calculator, '.report-card input[type="hidden"][name="lineOfBusiness"]');
    expect(industry.value).to.equal('Transportation');
    expect(line.value).to.equal('Warehousing');
    choose(named<HTMLSelectElement>(calculator, 'industry'), 'Other');
    await until(() => industry.value === 'Other', 'the hidden industry to follow');
    expect(line.value).to.equal('Generic Business');

    expect(card(calculator).querySelector('textarea[name="financialChallenge"]')).to.equal(null);
    expect(card(calculator).textContent).not.to.contain('financial challenge');
    await expectAccessible();
  });

  it('enables submit only once consent is checked', async () => {
    const calculator = await mount();
    await calculate(calculator);
    typeInto(field(calculator, 'Full Name'), 'Ada Lovelace');
    typeInto(field(calculator, 'Email'), 'ada@example.com');
    typeInto(field(calculator, 'Company Name'), 'Analytical Engines');
    await nextFrame();
    expect(submitButton(calculator).disabled).to.equal(true);
    consent(calculator).click();
    await until(() => !submitButton(calculator).disabled, 'submit to enable');
    consent(calculator).click();
    await until(() => submitButton(calculator).disabled, 'submit to disable again');
  });

  it('sends: Sending..., a success toast, then PDF Generated a second later, and clears the form', async () => {
    const calculator = await mount();
    await calculate(calculator);
    typeInto(field(calculator, 'Full Name'), 'Ada Lovelace');
    typeInto(field(calculator, 'Email'), 'ada@example.com');
    typeInto(field(calculator, 'Company Name'), 'Analytical Engines');
    consent(calculator).click();
    await until(() => !submitButton(calculator).disabled, 'submit to enable');

    submitButton(calculator).click();
    await until(() => submitButton(calculator).textContent === 'Sending...', 'Sending...');
    expect(submitButton(calculator).disabled).to.equal(true);
    expect(toasts(calculator)).to.deep.equal([]);

    const pdfShown = whenHolds(calculator, () => toasts(calculator).some((toast) => toast.title === 'PDF Generated'));
    await until(() => toasts(calculator).length > 0, 'the success toast', 5000);
    const successAt = performance.now();
    // Set with the PDF toast's own timer: how late a busy machine runs timers, so the bound allows for it.
    const lateness = timerLateness(1000);
    expect(toasts(calculator)).to.deep.equal([
      { title: 'Success!', description: 'Your Cash Flow Report has been sent to your email.' },
    ]);
    await until(() => field(calculator, 'Full Name').value === '', 'the form to clear', 4000);
    expect(field(calculator, 'Email').value).to.equal('');
    expect(field(calculator, 'Company Name').value).to.equal('');
    expect(consent(calculator).checked).to.equal(false);
    expect(submitButton(calculator).disabled).to.equal(true);
    expect(submitButton(calculator).textContent).not.to.equal('Sending...');

    await sleep(Math.max(0, successAt + 600 - performance.now()));
    expect(toasts(calculator).map((toast) => toast.title)).to.deep.equal(['Success!']);
    await until(() => toasts(calculator).length === 2, 'the PDF toast', 5000);
    expect(pdfShown.at! - successAt, 'the PDF toast came after').to.be.within(600, 1600 + (await lateness));
    expect(toasts(calculator)[1]).to.deep.equal({
      title: 'PDF Generated',
      description: 'Your Cash Flow Report PDF has been sent to your email.',
    });
    await expectAccessible();
  });

  it('cannot be sent with an empty name (the browser asks for it)', async () => {
    const calculator = await mount();
    await calculate(calculator);
    typeInto(field(calculator, 'Email'), 'ada@example.com');
    typeInto(field(calculator, 'Company Name'), 'Analytical Engines');
    consent(calculator).click();
    await until(() => !submitButton(calculator).disabled, 'submit to enable');
    let sent = 0;
    calculator.addEventListener('cashflow-lead-submit', () => sent++);
    button(calculator, 'Send My Report').click();
    await sleep(200);
    expect(sent).to.equal(0);
    expect(submitButton(calculator).textContent).not.to.equal('Sending...');
  });
});
