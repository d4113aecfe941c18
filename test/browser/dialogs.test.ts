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
  field,
  mount,
  nextFrame,
  openDialog,
  sleep,
  STORAGE,
  textOf,
  timerLateness,
  toasts,
  typeInto,
  until,
  whenHolds,
  resetFollowUp,
  type Calculator,
  useDemoSends,
} from './helpers';

// The forms here are about the elements, not delivery: a demo page, whose sends are simulated.
useDemoSends();

// A first visit that has never seen the popup.
resetFollowUp();
localStorage.removeItem(STORAGE.returningVisitor);

// The dialogs arrive with the lazy parts (the first interaction): null before.
const popupOf = (host: Calculator) => host.shadowRoot!.querySelector<HTMLDialogElement>('dialog.popup');
const helpOf = (host: Calculator) => host.shadowRoot!.querySelector<HTMLDialogElement>('dialog.help');

describe('<cashflow-calculator> dialogs', () => {
  afterEach(async () => {
    await resetMouse();
    cleanup();
  });

  it('opens the follow-up popup about 1 s after the first calculation only', async () => {
    const calculator = await mount();
    const opened = whenHolds(calculator, () => popupOf(calculator)?.open === true);
    const started = performance.now();
    // Set with the popup's own timer: how late a busy machine runs timers, so the bound allows for it.
    const lateness = timerLateness(1000);
    await calculate(calculator);
    await sleep(Math.max(0, started + 600 - performance.now()));
    expect(popupOf(calculator)?.open ?? false).to.equal(false);
    expect(openDialog(calculator)).to.equal(null);

    await until(() => popupOf(calculator)?.open, 'the popup', 5000);
    expect(opened.at! - started, 'opened after').to.be.within(600, 1600 + (await lateness));
    expect(openDialog(calculator)).to.equal(popupOf(calculator));
    expect(popupOf(calculator)!.matches(':modal')).to.equal(true);
    const email = field(calculator, 'Your Email');
    expect(popupOf(calculator)!.contains(email)).to.equal(true);
    expect(email.type).to.equal('email');
    expect(button(calculator, 'Send Me the Report').disabled).to.equal(true);
    typeInto(email, '   ');
    await nextFrame();
    expect(button(calculator, 'Send Me the Report').disabled).to.equal(true);
    expect(popupOf(calculator)!.querySelector('textarea[name="financialChallenge"]')).to.equal(null);
    await expectAccessible();

    button(calculator, 'No thanks, just show me my results').click();
    await until(() => !popupOf(calculator)?.open, 'the popup to close');
    expect(textOf(calculator)).to.contain('Cash Flow Analysis');

    await calculate(calculator);
    await sleep(1600);
    expect(openDialog(calculator)).to.equal(null);
  });

  it('sends the popup form with Sending... and a success toast', async () => {
    // A new page visit that has not seen the popup.
    resetFollowUp();
    const calculator = await mount();
    await calculate(calculator);
    await until(() => popupOf(calculator)?.open, 'the popup', 5000);

    typeInto(field(calculator, 'Your Email'), 'owner@example.com');
    const submit = await until(() => {
      const candidate = button(calculator, 'Send Me the Report');
      return candidate.disabled ? null : candidate;
    }, 'the submit button to enable');
    submit.click();
    await until(
      () => $$(calculator, 'dialog.popup button[type="submit"]')[0]?.textContent === 'Sending...',
      'Sending...',
    );
    expect($<HTMLButtonElement>(calculator, 'dialog.popup button[type="submit"]').disabled).to.equal(true);

    await until(() => toasts(calculator).length > 0, 'the toast', 8000);
    expect(toasts(calculator)).to.deep.equal([
      { title: 'Success!', description: 'Your Cash Flow Report and Management Guide have been sent to your email.' },
    ]);
    await until(() => !popupOf(calculator)?.open, 'the popup to close');
    await sleep(1500);
    expect(toasts(calculator).map((toast) => toast.title)).to.deep.equal(['Success!']);
  });

  it('opens the help dialog, moves focus in, and Escape returns focus to How to use', async () => {
    const calculator = await mount();
    const howTo = button(calculator, 'How to use');
    await sendMouse({ type: 'click', position: centerOf(howTo) });
    await until(() => helpOf(calculator)?.open, 'the help dialog');
    await nextFrame();

    const dialog = helpOf(calculator)!;
    expect(dialog.matches(':modal')).to.equal(true);
    const titleId = dialog.getAttribute('aria-labelledby')!;
    expect(calculator.shadowRoot!.getElementById(titleId)!.textContent!.trim()).to.equal(
      'How to Use the Cash Flow Calculator',
    );
    const features = Array.from(dialog.querySelectorAll('li strong')).map((item) => item.textContent);
    expect(features).to.deep.equal([
      'Monthly revenue and expenses',
      'Cash reserves',
      'Growth sliders',
      'Industry selection',
      'Cash flow analysis',
      '12-month forecast',
      'Industry benchmarks',
      'Scenario planning',
    ]);
    expect(dialog.textContent).to.contain('Video will be added soon');
    expect(dialog.contains(calculator.shadowRoot!.activeElement)).to.equal(true);
    await expectAccessible();

    await sendKeys({ press: 'Escape' });
    await until(() => !helpOf(calculator)?.open, 'the dialog to close');
    expect(calculator.shadowRoot!.activeElement).to.equal(howTo);
  });

  it('closes the help dialog with its Close button', async () => {
    const calculator = await mount();
    const howTo = button(calculator, 'How to use');
    await sendMouse({ type: 'click', position: centerOf(howTo) });
    await until(() => helpOf(calculator)?.open, 'the help dialog');
    await sendMouse({ type: 'click', position: centerOf(button(calculator, 'Close')) });
    await until(() => !helpOf(calculator)?.open, 'the dialog to close');
    expect(openDialog(calculator)).to.equal(null);
    expect(calculator.shadowRoot!.activeElement).to.equal(howTo);

    // It opens again, with the same content.
    howTo.click();
    await until(() => helpOf(calculator)?.open, 'the help dialog again');
    expect(helpOf(calculator)!.textContent).to.contain('How to Use the Cash Flow Calculator');
    button(calculator, 'Close').click();
    await until(() => !helpOf(calculator)?.open, 'the dialog to close again');
  });
});
