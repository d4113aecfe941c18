/**
 * "Refine your forecast" and the month the cash runs out (issue 20): a disclosure collapsed in the
 * first view and after hydration, its fields labelled and checked as typed, one-off rows added and
 * removed from the keyboard, the forecast following the refinements, and, with the refinements left
 * empty, the forecast unchanged.
 */
import { expect } from '@esm-bundle/chai';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { addMonths, monthOf, monthYearLabel } from '../../src/core/calendar-month';
import {
  $,
  $$,
  button,
  calculate,
  cleanup,
  consoleNoise,
  expectAccessible,
  field,
  mount,
  mountFirstView,
  nextFrame,
  STORAGE,
  textOf,
  typeInto,
  choose,
  until,
  wakeUp,
  type Calculator,
} from './helpers';

// No follow-up popup in this file: it would make the page inert.
localStorage.setItem(STORAGE.popupShown, '1');

const toggle = (host: Calculator) => $<HTMLButtonElement>(host, '.refine-toggle');
const focused = (host: Calculator) => host.shadowRoot!.activeElement as HTMLElement | null;
const forecastRows = (host: Calculator) =>
  $$<HTMLTableRowElement>(host, '[part="forecast-table"] tbody tr').map((row) => row.textContent);
const outlook = (host: Calculator) => $(host, '[part="cash-outlook"]');

async function openForecastTab(host: Calculator) {
  button(host, 'Forecast').click();
  await until(() => host.shadowRoot!.querySelector('[part="forecast-table"]'), 'the forecast table');
}

async function openRefine(host: Calculator) {
  if (toggle(host).getAttribute('aria-expanded') === 'false') toggle(host).click();
  await until(() => host.shadowRoot!.querySelector('.refine-body [name="daysToGetPaid"]'), 'the refine fields');
}

describe('Refine your forecast', () => {
  afterEach(cleanup);
  after(() => setViewport({ width: 800, height: 600 }));

  it('is collapsed in the first view and stays so through hydration, the same button, no console error', async () => {
    let host!: Calculator;
    let before!: HTMLButtonElement;
    const noise = await consoleNoise(async () => {
      host = await mountFirstView();
      before = toggle(host);
      expect(before.getAttribute('aria-expanded')).to.equal('false');
      expect(before.textContent).to.contain('Refine your forecast');
      expect($(host, `#${before.getAttribute('aria-controls')}`).hidden).to.equal(true);
      await wakeUp(host);
    });
    expect(toggle(host), 'hydration kept the node').to.equal(before);
    expect(before.getAttribute('aria-expanded')).to.equal('false');
    expect(noise).to.deep.equal([]);
  });

  it('opens and closes from the keyboard, with aria-expanded saying so', async () => {
    const host = await mount();
    toggle(host).focus();
    await sendKeys({ press: 'Enter' });
    await until(() => toggle(host).getAttribute('aria-expanded') === 'true', 'opened by Enter');
    const body = $(host, `#${toggle(host).getAttribute('aria-controls')}`);
    expect(body.hidden).to.equal(false);
    expect(field(host, 'Days to get paid')).to.be.instanceOf(HTMLInputElement);
    await sendKeys({ press: 'Space' });
    await until(() => toggle(host).getAttribute('aria-expanded') === 'false', 'closed by Space');
    expect(body.hidden).to.equal(true);
    expect(host.shadowRoot!.querySelector('[name="daysToGetPaid"]')).to.equal(null);
  });

  it('leaves every figure as it was while its fields are empty', async () => {
    const host = await mount();
    await calculate(host);
    await openForecastTab(host);
    const plain = forecastRows(host);
    await openRefine(host);
    typeInto(field(host, 'Days to get paid'), '45');
    typeInto(field(host, 'Days to get paid'), '');
    choose(field<HTMLSelectElement>(host, 'Seasonality'), 'Construction');
    choose(field<HTMLSelectElement>(host, 'Seasonality'), 'flat');
    await calculate(host);
    await openForecastTab(host);
    expect(forecastRows(host)).to.deep.equal(plain);
    // The positive control: a delay does move the money.
    typeInto(field(host, 'Days to get paid'), '45');
    await calculate(host);
    await openForecastTab(host);
    expect(forecastRows(host)).not.to.deep.equal(plain);
  });

  it('says what a value should be, keeps it, and refuses to calculate until it reads', async () => {
    const host = await mount();
    await openRefine(host);
    const days = field(host, 'Days to get paid');
    typeInto(days, '200');
    await until(() => days.getAttribute('aria-invalid') === 'true', 'the field marked');
    const message = $(host, `#${days.getAttribute('aria-describedby')!.split(' ').pop()}`);
    expect(message.textContent).to.equal('Days to get paid must be a whole number of days from 0 to 180.');
    expect(days.value, 'what was typed stays').to.equal('200');
    choose(field<HTMLSelectElement>(host, 'Seasonality'), 'custom');
    await nextFrame();
    const march = field(host, 'March');
    typeInto(march, 'lots');
    await until(() => march.getAttribute('aria-invalid') === 'true', 'March marked');
    expect(textOf(host)).to.contain('March must be a number from 0 to 3');

    button(host, 'Calculate').click();
    await until(() => focused(host) === days, 'focus on the first field that does not read');
    expect(host.shadowRoot!.querySelector('[role="tablist"]'), 'no result').to.equal(null);

    typeInto(days, '45');
    typeInto(march, '1.4');
    await calculate(host);
    expect(textOf(host)).not.to.match(/NaN|Infinity/);
    expect(host.shadowRoot!.querySelector('.refine [aria-invalid="true"]')).to.equal(null);
  });

  it('adds and removes one-off items from the keyboard, focus following', async () => {
    const host = await mount();
    await openRefine(host);
    const add = button(host, 'Add a one-off item');
    add.focus();
    await sendKeys({ press: 'Enter' });
    const first = await until(() => host.shadowRoot!.querySelector<HTMLInputElement>('.one-off input'), 'a row');
    await until(() => focused(host) === first, 'focus on the new amount');
    await sendKeys({ type: '40000' });
    button(host, 'Add a one-off item').focus();
    await sendKeys({ press: 'Enter' });
    await until(() => $$(host, '.one-off').length === 2, 'two rows');
    const second = $$<HTMLInputElement>(host, '.one-off input')[2]!; // amount, label of row 1, then row 2
    await until(() => focused(host)?.getAttribute('name') === second.getAttribute('name'), 'focus on row 2');
    await sendKeys({ type: '5000' });
    choose($$<HTMLSelectElement>(host, '.one-off select')[2]!, 'in');

    button(host, 'Remove one-off item 1').focus();
    await sendKeys({ press: 'Enter' });
    await until(() => $$(host, '.one-off').length === 1, 'one row left');
    expect(focused(host)?.getAttribute('name'), 'focus on the next row').to.equal(second.getAttribute('name'));
    expect($(host, '.one-off legend').textContent).to.equal('One-off item 1');
    button(host, 'Remove one-off item 1').focus();
    await sendKeys({ press: 'Enter' });
    await until(() => focused(host)?.textContent === 'Add a one-off item', 'focus back on Add');
  });

  it('marks an item added without an amount only once Calculate refuses it', async () => {
    const host = await mount();
    await openRefine(host);
    button(host, 'Add a one-off item').click();
    const amount = await until(() => host.shadowRoot!.querySelector<HTMLInputElement>('.one-off input'), 'a row');
    expect(amount.getAttribute('aria-invalid'), 'not yet: nothing typed').to.equal(null);
    button(host, 'Calculate').click();
    await until(() => amount.getAttribute('aria-invalid') === 'true', 'marked by Calculate');
    await until(() => focused(host) === amount, 'focused');
    expect(textOf(host)).to.contain('Enter the amount in dollars, more than $0');
    expect(host.shadowRoot!.querySelector('[role="tablist"]'), 'no result').to.equal(null);
    typeInto(amount, '2500');
    await calculate(host);
  });

  it('moves a one-off item into its month of the forecast', async () => {
    const host = await mount();
    await calculate(host);
    await openForecastTab(host);
    const plain = forecastRows(host);
    await openRefine(host);
    button(host, 'Add a one-off item').click();
    await until(() => host.shadowRoot!.querySelector('.one-off'), 'a row');
    typeInto(field(host, 'Amount'), '$12,000');
    choose($<HTMLSelectElement>(host, '.one-off select[name$="-month"]'), '3');
    await calculate(host);
    await openForecastTab(host);
    const refined = forecastRows(host);
    expect(refined.slice(0, 2)).to.deep.equal(plain.slice(0, 2));
    expect(refined[2]).not.to.equal(plain[2]);
    // Money out joins the month's expenses: $40,100 + $12,000 with the default 3% growth.
    expect(refined[2]).to.contain('$52,200');
  });

  for (const width of [1280, 390]) {
    it(`passes axe open, with a season and a one-off item, at ${width} px`, async () => {
      await setViewport({ width, height: 900 });
      const host = await mount();
      await openRefine(host);
      choose(field<HTMLSelectElement>(host, 'Seasonality'), 'Construction');
      button(host, 'Add a one-off item').click();
      await until(() => host.shadowRoot!.querySelector('.one-off'), 'a row');
      typeInto(field(host, 'Days to pay suppliers'), 'soon');
      await nextFrame();
      await expectAccessible(host);
      typeInto(field(host, 'Days to pay suppliers'), '30');
      typeInto(field(host, 'Amount'), '8000');
      await calculate(host);
      await expectAccessible(host);
    });
  }
});

describe('The month the cash runs out', () => {
  afterEach(cleanup);

  const start = monthOf(new Date());
  const monthLabel = (index: number) => monthYearLabel(addMonths(start, index - 1));

  it('says that the cash lasts, for the defaults', async () => {
    const host = await mount();
    await calculate(host);
    expect(outlook(host).textContent).to.equal('Your cash does not run out in the next 36 months.');
    expect(outlook(host).className).to.contain('tone-green');
  });

  it('names the month, under the results and in the Forecast tab, for a business losing $9,000 a month', async () => {
    // $150,000 and $9,000 a month lost, growing: the business, whose cash runs out in month 17 or 18.
    const host = await mount({ 'monthly-revenue': '31000', 'monthly-expenses': '40000', 'cash-reserves': '150000' });
    await calculate(host);
    const line = outlook(host);
    const expected = [17, 18].map((index) => `Your cash runs out in ${monthLabel(index)}.`);
    expect(expected).to.include(line.textContent);
    expect(line.className).to.contain('tone-red');
    await openForecastTab(host);
    expect(outlook(host).textContent).to.equal(line.textContent);
  });

  it('names the first month below a minimum cash buffer', async () => {
    const host = await mount({ 'monthly-revenue': '31000', 'monthly-expenses': '40000', 'cash-reserves': '150000' });
    await openRefine(host);
    typeInto(field(host, 'Minimum cash buffer'), '$100,000');
    await calculate(host);
    const below = $(host, '[data-below-buffer]');
    // $150,000 less about $9,000 a month is below $100,000 in the sixth month.
    expect(below.textContent).to.equal(`Your cash falls below your $100,000 minimum in ${monthLabel(6)}.`);
  });
});
