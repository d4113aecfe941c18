import { expect } from '@esm-bundle/chai';
import {
  $,
  $$,
  button,
  calculate,
  cleanup,
  expectAccessible,
  field,
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
  resetFollowUp,
} from './helpers';

// No follow-up popup in this file: it would make the page inert.
localStorage.setItem(STORAGE.popupShown, '1');

describe('<cashflow-calculator> lifecycle', () => {
  const containers: HTMLElement[] = [];
  afterEach(() => {
    cleanup();
    containers.splice(0).forEach((container) => container.remove());
  });

  it('keeps its inputs, result and saved scenarios when removed and added again elsewhere', async () => {
    const calculator = await mount();
    typeAndBlur(named(calculator, 'monthlyRevenue'), '60000');
    await calculate(calculator);
    typeInto(field(calculator, 'Scenario name'), 'Kept');
    button(calculator, 'Save Current Scenario').click();
    await until(() => textOf(calculator).includes('Kept'), 'the saved scenario');
    typeAndBlur(named(calculator, 'cashReserves'), '30000');
    await nextFrame();

    calculator.remove();
    await nextFrame();
    const elsewhere = document.createElement('main');
    containers.push(elsewhere);
    document.body.append(elsewhere);
    elsewhere.append(calculator);
    await until(() => calculator.shadowRoot!.querySelector('[role="tablist"]'), 'the calculator to render again');
    await nextFrame();

    expect(named(calculator, 'monthlyRevenue').value).to.equal('$60,000');
    expect(named(calculator, 'cashReserves').value).to.equal('$30,000');
    expect(monthlyCashFlowShown(calculator)).to.equal('$20,000');
    const rowNames = $$(calculator, '.scenario-table tbody th').map((cell) => cell.textContent);
    expect(rowNames).to.deep.equal(['Current', 'Kept']);
    await expectAccessible();
  });

  it('keeps two calculators on one page independent', async () => {
    const first = await mount();
    const second = await mount({ industry: 'Manufacturing' });
    typeAndBlur(named(first, 'monthlyRevenue'), '60000');
    await calculate(first);
    await nextFrame();

    expect(monthlyCashFlowShown(first)).to.equal('$20,000');
    expect(second.shadowRoot!.querySelector('[role="tablist"]')).to.equal(null);
    expect(textOf(second)).to.contain('Get Your Cash Flow Score');
    expect(named(second, 'monthlyRevenue').value).to.equal('$50,000');
    expect(named(second, 'industry').value).to.equal('Manufacturing');
    expect(named(first, 'industry').value).to.equal('Construction');

    await calculate(second);
    expect(monthlyCashFlowShown(second)).to.equal('$10,000');
    expect(monthlyCashFlowShown(first)).to.equal('$20,000');

    button(first, 'Save Current Scenario').click();
    await until(() => $$(first, '.scenario-table tbody tr').length === 2, 'the scenario in the first');
    expect($$(second, '.scenario-table tbody tr')).to.have.length(1);
    await expectAccessible();
  });

  it('a calculator moved before its follow-up popup is due still shows it', async () => {
    resetFollowUp();
    try {
      const calculator = await mount();
      await calculate(calculator);
      calculator.remove();
      await sleep(1300);
      document.body.append(calculator);
      await until(() => $$<HTMLDialogElement>(calculator, 'dialog.popup')[0]?.open, 'the popup after the move');
      expect(textOf(calculator)).to.contain('No thanks, just show me my results');
      button(calculator, 'No thanks, just show me my results').click();
      await until(() => !$<HTMLDialogElement>(calculator, 'dialog.popup').open, 'the popup to close');
    } finally {
      localStorage.setItem(STORAGE.popupShown, '1');
    }
  });

  it('does not crash when removed just as the follow-up popup opens', async () => {
    const errors: string[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.message);
    window.addEventListener('error', onError);
    resetFollowUp();
    try {
      const calculator = await mount();
      const popup = $(calculator, 'dialog.popup');
      let removed = false;
      // The popup's content is rendered; its effect (which shows the dialog) has not run yet.
      const observer = new MutationObserver(() => {
        if (popup.childElementCount > 0 && !removed) {
          removed = true;
          observer.disconnect();
          calculator.remove();
        }
      });
      observer.observe(popup, { childList: true });
      await calculate(calculator);
      await until(() => removed, 'the popup to render', 5000);
      await sleep(300);
      expect(errors).to.deep.equal([]);
      expect(calculator.isConnected).to.equal(false);

      // Back in the page it still works, and the popup it owed is shown.
      document.body.append(calculator);
      await until(() => calculator.shadowRoot!.querySelector('[role="tablist"]'), 'the calculator to render again');
      expect(monthlyCashFlowShown(calculator)).to.equal('$10,000');
      await until(() => $<HTMLDialogElement>(calculator, 'dialog.popup').open, 'the popup after the move');
      button(calculator, 'No thanks, just show me my results').click();
      await until(() => !$<HTMLDialogElement>(calculator, 'dialog.popup').open, 'the popup to close');
    } finally {
      window.removeEventListener('error', onError);
      localStorage.setItem(STORAGE.popupShown, '1');
    }
  });
});
