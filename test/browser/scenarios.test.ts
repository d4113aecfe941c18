import { expect } from '@esm-bundle/chai';
import {
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
  openDialog,
  sleep,
  STORAGE,
  typeAndBlur,
  typeInto,
  until,
  resetFollowUp,
  type Calculator,
} from './helpers';

// The follow-up popup of the first calculation is out of the way in this file (see the Run test).
localStorage.setItem(STORAGE.popupShown, '1');

const rows = (host: Calculator) => $$<HTMLTableRowElement>(host, '.scenario-table tbody tr');
const rowNames = (host: Calculator) => rows(host).map((row) => row.querySelector('th')!.textContent!.trim());
const rowNamed = (host: Calculator, name: string) => {
  const row = rows(host).find((candidate) => candidate.querySelector('th')!.textContent!.trim() === name);
  if (!row) throw new Error(`No scenario row ${name}`);
  return row;
};
const saveButton = (host: Calculator) => button(host, 'Save Current Scenario');

async function save(host: Calculator, name = ''): Promise<void> {
  const before = rows(host).length;
  typeInto(field(host, 'Scenario name'), name);
  saveButton(host).click();
  await until(() => rows(host).length === before + 1, 'the saved row');
}

describe('<cashflow-calculator> what-if scenarios', () => {
  afterEach(cleanup);

  it('appears after Calculate with its columns and the Current row', async () => {
    const calculator = await mount();
    expect(calculator.shadowRoot!.querySelector('.scenario-table')).to.equal(null);
    await calculate(calculator);
    const headers = $$(calculator, '.scenario-table thead th').map((cell) => cell.textContent!.trim());
    expect(headers).to.deep.equal([
      'Scenario',
      'Monthly Cash Flow',
      'Cash Flow Margin',
      'Cash Runway',
      'Risk Level',
      'Actions',
    ]);
    expect(rowNames(calculator)).to.deep.equal(['Current']);
    const cells = Array.from(rows(calculator)[0]!.querySelectorAll('td')).map((cell) => cell.textContent!.trim());
    expect(cells.slice(0, 4)).to.deep.equal(['$10,000', '20.0%', '0.3 months', 'High']);
    await expectAccessible();
  });

  it('names blank scenarios Scenario N, uses typed names, and stops at 3', async () => {
    const calculator = await mount();
    await calculate(calculator);
    await save(calculator);
    expect(rowNames(calculator)).to.deep.equal(['Current', 'Scenario 1']);
    await save(calculator, '   ');
    expect(rowNames(calculator)).to.deep.equal(['Current', 'Scenario 1', 'Scenario 2']);
    expect(calculator.shadowRoot!.querySelector('[role="alert"]')).to.equal(null);
    expect(saveButton(calculator).disabled).to.equal(false);

    await save(calculator, 'Hire two crews');
    expect(rowNames(calculator)).to.deep.equal(['Current', 'Scenario 1', 'Scenario 2', 'Hire two crews']);
    expect(field(calculator, 'Scenario name').value).to.equal('');

    await until(() => saveButton(calculator).disabled, 'the save button to disable');
    const alert = await until(() => calculator.shadowRoot!.querySelector('[role="alert"]'), 'the limit alert');
    expect(alert.textContent!.trim()).to.equal(
      'You can save up to 3 scenarios. Please delete one to create a new scenario.',
    );
    await expectAccessible();

    button(calculator, 'Delete Scenario 2').click();
    await until(() => rows(calculator).length === 3, 'the row to go');
    expect(rowNames(calculator)).to.deep.equal(['Current', 'Scenario 1', 'Hire two crews']);
    expect(saveButton(calculator).disabled).to.equal(false);
    expect(calculator.shadowRoot!.querySelector('[role="alert"]')).to.equal(null);

    await save(calculator);
    expect(rowNames(calculator)).to.deep.equal(['Current', 'Scenario 1', 'Hire two crews', 'Scenario 3']);
  });

  it('compares each row with the current result as a signed change with one decimal', async () => {
    const calculator = await mount();
    typeAndBlur(named(calculator, 'monthlyRevenue'), '60000');
    await calculate(calculator);
    await save(calculator, 'Better');
    typeAndBlur(named(calculator, 'monthlyRevenue'), '45000');
    await calculate(calculator);
    await save(calculator, 'Worse');

    typeAndBlur(named(calculator, 'monthlyRevenue'), '50000');
    button(calculator, 'Calculate').click();
    await until(() => monthlyCashFlowShown(calculator) === '$10,000', 'the new current result');
    await nextFrame();

    const cashFlowCell = (name: string) => rowNamed(calculator, name).querySelectorAll('td')[0]!;
    const better = cashFlowCell('Better').querySelector('.change')!;
    expect(cashFlowCell('Better').textContent).to.contain('$20,000');
    expect(better.classList.contains('change-up')).to.equal(true);
    expect(better.textContent).to.match(/\+100\.0%$/);

    const worse = cashFlowCell('Worse').querySelector('.change')!;
    expect(cashFlowCell('Worse').textContent).to.contain('$5,000');
    expect(worse.classList.contains('change-down')).to.equal(true);
    expect(worse.textContent).to.match(/-50\.0%$/);

    const marginChange = rowNamed(calculator, 'Better').querySelectorAll('td')[1]!.querySelector('.change')!;
    expect(marginChange.textContent).to.match(/\+66\.7%$/);
    expect(marginChange.classList.contains('change-up')).to.equal(true);

    expect(getComputedStyle(better).color).to.not.equal(getComputedStyle(worse).color);
    await expectAccessible();
  });

  it('Run reloads the inputs, recalculates, and does not open the popup', async () => {
    const calculator = await mount();
    typeAndBlur(named(calculator, 'monthlyRevenue'), '60000');
    await calculate(calculator);
    await save(calculator, 'Growth plan');
    typeAndBlur(named(calculator, 'monthlyRevenue'), '45000');
    await calculate(calculator);
    expect(monthlyCashFlowShown(calculator)).to.equal('$5,000');

    // Were Run treated as a first calculation, this would let the popup open.
    resetFollowUp();
    button(calculator, 'Run Growth plan').click();
    await until(() => monthlyCashFlowShown(calculator) === '$20,000', 'the recalculated result');
    expect(named(calculator, 'monthlyRevenue').value).to.equal('$60,000');
    expect(rowNames(calculator)[0]).to.equal('Current (Growth plan)');
    await sleep(1600);
    expect(openDialog(calculator)).to.equal(null);
    localStorage.setItem(STORAGE.popupShown, '1');
  });
});
