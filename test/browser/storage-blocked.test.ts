import { expect } from '@esm-bundle/chai';
import {
  $,
  button,
  calculate,
  cleanup,
  monthlyCashFlowShown,
  mount,
  openDialog,
  sleep,
  until,
  type Calculator,
} from './helpers';

// A host page where touching local storage throws, from before the first calculator exists.
const original = Object.getOwnPropertyDescriptor(window, 'localStorage');
Object.defineProperty(window, 'localStorage', {
  get() {
    throw new Error('denied');
  },
  configurable: true,
});

const popupOf = (host: Calculator) => $<HTMLDialogElement>(host, 'dialog.popup');

describe('<cashflow-calculator> with local storage blocked', () => {
  const errors: unknown[] = [];
  const onError = (event: ErrorEvent) => errors.push(event.error);

  before(() => window.addEventListener('error', onError));
  after(() => {
    window.removeEventListener('error', onError);
    if (original) Object.defineProperty(window, 'localStorage', original);
  });
  afterEach(cleanup);

  it('still calculates and opens the follow-up popup once', async () => {
    const calculator = await mount();
    await calculate(calculator);
    expect(monthlyCashFlowShown(calculator)).to.equal('$10,000');
    await until(() => popupOf(calculator).open, 'the popup', 5000);
    button(calculator, 'No thanks, just show me my results').click();
    await until(() => !popupOf(calculator).open, 'the popup to close');

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
});
