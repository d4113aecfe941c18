/**
 * The embed's hardening against hosts we have never seen: set-up before definition, the script
 * loaded twice and beside the all-elements bundle, many instances, a strict CSP, hostile content.
 */
import { expect } from '@esm-bundle/chai';
import {
  $,
  $$,
  button,
  calculate,
  cleanup,
  field,
  loadCalculator,
  monthlyCashFlowShown,
  mount,
  named,
  STORAGE,
  textOf,
  typeInto,
  until,
  wakeUp,
  type Calculator,
  consoleNoise,
} from './helpers';

localStorage.setItem(STORAGE.popupShown, '1');

// Before any of our code has run: a framework that sets properties on the element before its
// definition arrives (the properties would otherwise shadow the element's own accessors).
const early = document.createElement('cashflow-calculator') as Calculator & Record<string, unknown>;
early.monthlyRevenue = '$80,000';
early.industry = 'Transportation';
early.lineOfBusiness = 'Warehousing';
document.body.append(early);

describe('embedding <cashflow-calculator> in hostile conditions', () => {
  after(() => early.remove());
  afterEach(cleanup);

  it('applies properties set before the element was defined', async () => {
    await loadCalculator();
    await until(() => early.shadowRoot?.querySelector('.calculator'), 'the early element to render');
    await wakeUp(early);
    expect(named(early, 'monthlyRevenue').value).to.equal('$80,000');
    expect(named<HTMLSelectElement>(early, 'industry').value).to.equal('Transportation');
    expect(named<HTMLSelectElement>(early, 'lineOfBusiness').value).to.equal('Warehousing');
    expect(Object.prototype.hasOwnProperty.call(early, 'monthlyRevenue')).to.equal(false);
  });

  it('loads twice, and beside cashflow-elements.js, without an error or a second registration', async () => {
    await loadCalculator();
    await mount(); // its first use defines the element
    const registered = customElements.get('cashflow-calculator');
    expect(registered).to.be.a('function');
    const noise = await consoleNoise(async () => {
      await import('/dist/cashflow-calculator.js?copy=2' as string);
      await import('/dist/cashflow-elements.js' as string);
      await import('/dist/cashflow-elements.js?copy=2' as string);
      const calculator = await mount();
      await calculate(calculator);
    });
    expect(noise).to.deep.equal([]);
    expect(customElements.get('cashflow-calculator')).to.equal(registered);
  });

  it('keeps six instances independent', async () => {
    const calculators: Calculator[] = [];
    for (let index = 0; index < 6; index++) {
      calculators.push(await mount({ 'monthly-revenue': String(50000 + index * 10000) }));
    }
    for (const calculator of calculators) await calculate(calculator);
    expect(calculators.map(monthlyCashFlowShown)).to.deep.equal([
      '$10,000',
      '$20,000',
      '$30,000',
      '$40,000',
      '$50,000',
      '$60,000',
    ]);

    // A scenario saved in the third and an edit in the fifth stay there.
    typeInto(field(calculators[2]!, 'Scenario name'), 'Only here');
    button(calculators[2]!, 'Save Current Scenario').click();
    await until(() => textOf(calculators[2]!).includes('Only here'), 'the saved scenario');
    typeInto(named(calculators[4]!, 'cashReserves'), '99000');
    for (const [index, calculator] of calculators.entries()) {
      expect($$(calculator, '.scenario-table tbody tr').length, `rows of #${index}`).to.equal(index === 2 ? 2 : 1);
      expect(named(calculator, 'cashReserves').value.replace(/\D/g, ''), `reserves of #${index}`).to.equal(
        index === 4 ? '99000' : '10000',
      );
    }
  });

  it('renders attribute values carrying markup or script as text, and runs nothing', async () => {
    const ran = window as unknown as { pwned?: boolean };
    ran.pwned = false;
    const payload = '<img src=x onerror="window.pwned=true"><script>window.pwned=true</script>';
    const noise = await consoleNoise(async () => {
      const calculator = await mount({
        industry: payload,
        'line-of-business': payload,
        'monthly-revenue': payload,
        endpoint: 'javascript:window.pwned=true',
      });
      await calculate(calculator);
      expect(calculator.shadowRoot!.querySelector('img, script')).to.equal(null);
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(ran.pwned).to.equal(false);
    // Each invalid value is ignored with a warning naming it.
    expect(noise.filter((line) => line.startsWith('warn:')).length).to.be.at.least(2);
  });

  it('runs under a strict Content-Security-Policy with zero violations, chart included', async () => {
    const frame = document.createElement('iframe');
    frame.style.width = '1100px';
    frame.style.height = '1600px';
    frame.srcdoc = `<!doctype html><html lang="en"><head>
      <meta http-equiv="Content-Security-Policy" content="default-src 'self'; style-src 'self'; script-src 'self'">
      <script src="/test/browser/fixtures/record-csp-violations.js"></script>
      <script type="module" src="/dist/cashflow-calculator.js"></script>
      <title>Strict CSP</title></head><body><cashflow-calculator></cashflow-calculator></body></html>`;
    document.body.append(frame);
    try {
      const win = () => frame.contentWindow as (Window & { cspViolations?: string[] }) | null;
      const calculator = await until(
        () =>
          win()?.document.querySelector('cashflow-calculator')?.shadowRoot?.querySelector('.calculator') &&
          win()!.document.querySelector('cashflow-calculator')!,
        'the calculator inside the strict frame',
        15000,
      );
      expect(win()!.cspViolations, 'the recorder ran').to.be.an('array');
      await calculate(calculator);
      const forecastTab = $$(calculator, '[role="tab"]').find((tab) => tab.textContent?.includes('Forecast'))!;
      forecastTab.click();
      await until(() => calculator.shadowRoot!.querySelector('.chart canvas'), 'the chart under CSP', 10000);
      await until(() => $(calculator, '.chart').dataset.status === 'ready', 'the chart to report ready');
      // The chart really is styled: uPlot's own stylesheet was adopted, not blocked.
      const legend = calculator.shadowRoot!.querySelector('.uplot');
      expect(legend && getComputedStyle(legend).fontFamily, 'uPlot styles').to.be.a('string');
      expect(win()!.cspViolations).to.deep.equal([]);
    } finally {
      frame.remove();
    }
  });
});
