import { expect } from '@esm-bundle/chai';
import {
  $,
  button,
  calculate,
  cleanup,
  field,
  monthlyCashFlowShown,
  mount,
  openDialog,
  sleep,
  toasts,
  typeInto,
  until,
  type Calculator,
  useDemoSends,
} from './helpers';

// The forms here are about the elements, not delivery: a demo page, whose sends are simulated.
useDemoSends();

// A host page where touching local or session storage throws, from before the first calculator exists.
const originals = (['localStorage', 'sessionStorage'] as const).map((name) => {
  const original = Object.getOwnPropertyDescriptor(window, name);
  Object.defineProperty(window, name, {
    get() {
      throw new Error('denied');
    },
    configurable: true,
  });
  return [name, original] as const;
});

// The dialogs arrive with the lazy parts (the first interaction): null before.
const popupOf = (host: Calculator) => host.shadowRoot!.querySelector<HTMLDialogElement>('dialog.popup');

describe('<cashflow-calculator> with local storage blocked', () => {
  const errors: unknown[] = [];
  const onError = (event: ErrorEvent) => errors.push(event.error);

  before(() => window.addEventListener('error', onError));
  after(() => {
    window.removeEventListener('error', onError);
    for (const [name, original] of originals) if (original) Object.defineProperty(window, name, original);
  });
  afterEach(cleanup);

  it('still calculates and opens the follow-up popup once', async () => {
    const calculator = await mount();
    await calculate(calculator);
    expect(monthlyCashFlowShown(calculator)).to.equal('$10,000');
    await until(() => popupOf(calculator)?.open, 'the popup', 5000);
    button(calculator, 'No thanks, just show me my results').click();
    await until(() => !popupOf(calculator)?.open, 'the popup to close');

    await calculate(calculator);
    await sleep(1600);
    expect(openDialog(calculator)).to.equal(null);

    // The popup is remembered in memory for the page: a second calculator does not open it again.
    const another = await mount();
    await calculate(another);
    expect(monthlyCashFlowShown(another)).to.equal('$10,000');
    await sleep(1600);
    expect(openDialog(another)).to.equal(null);
    expect(errors).to.deep.equal([]);
  });

  it('keeps a form draft in memory and sends the report request', async () => {
    const calculator = await mount();
    await calculate(calculator);
    typeInto(field(calculator, 'Full Name'), 'Dana Whitfield');
    typeInto(field(calculator, 'Email'), 'dana@whitfield-builders.com');
    typeInto(field(calculator, 'Company Name'), 'Whitfield Builders');
    await sleep(50);
    cleanup();

    const again = await mount();
    await calculate(again);
    expect(field(again, 'Full Name').value).to.equal('Dana Whitfield');
    $<HTMLInputElement>(again, '.report-card input[type="checkbox"]').click();
    await until(() => !$<HTMLButtonElement>(again, '.report-card button[type="submit"]').disabled, 'the submit button');
    $<HTMLButtonElement>(again, '.report-card button[type="submit"]').click();
    await until(() => toasts(again).length > 0, 'the success toast', 8000);
    await until(() => field(again, 'Full Name').value === '', 'the form to clear');
    expect(errors).to.deep.equal([]);
  });
});
