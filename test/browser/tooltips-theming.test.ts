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
  mount,
  nextFrame,
  sleep,
  STORAGE,
  timerLateness,
  until,
  type Calculator,
  onFirmSite,
} from './helpers';

// No follow-up popup in this file: it would make the page inert.
localStorage.setItem(STORAGE.popupShown, '1');

const trigger = (host: Calculator, label: string) => button(host, label);
const tipOf = (host: Calculator, triggerButton: HTMLButtonElement) =>
  triggerButton.parentElement!.querySelector<HTMLElement>('[role="tooltip"]')!;
const isShown = (tip: HTMLElement) => !tip.hidden && tip.getBoundingClientRect().height > 0;

/** The time an event first reaches a target. */
function firstTime(target: EventTarget, type: string): { at: number | null } {
  const record: { at: number | null } = { at: null };
  target.addEventListener(type, () => (record.at ??= performance.now()), { capture: true, once: true });
  return record;
}

/** The time a tooltip is first shown (its hidden attribute removed). */
function whenShown(tip: HTMLElement): { at: number | null } {
  const record: { at: number | null } = { at: null };
  const observer = new MutationObserver(() => {
    if (!tip.hidden) {
      record.at = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(tip, { attributes: true, attributeFilter: ['hidden'] });
  return record;
}

/**
 * A calculator whose tooltips have arrived: they come with the lazy parts, which the first
 * pointer over the element fetches (a visitor's pointer crosses the panel before an info button).
 */
async function mountWithTooltips(): Promise<Calculator> {
  const calculator = await mount();
  const heading = $$(calculator, 'h2').find((candidate) => candidate.textContent === 'Business Inputs')!;
  await sendMouse({ type: 'move', position: centerOf(heading) });
  await until(() => calculator.shadowRoot!.querySelector('[role="tooltip"]'), 'the tooltips to arrive');
  await nextFrame();
  return calculator;
}

describe('<cashflow-calculator> tooltips', () => {
  afterEach(async () => {
    await resetMouse();
    cleanup();
  });

  it('opens on hover after the delay, has a Learn more link, closes on Escape, and skips the delay right after', async () => {
    const calculator = await mountWithTooltips();
    const revenueInfo = trigger(calculator, 'About Monthly Revenue');
    const expensesInfo = trigger(calculator, 'About Monthly Expenses');
    const revenueTip = tipOf(calculator, revenueInfo);
    const expensesTip = tipOf(calculator, expensesInfo);
    expect(isShown(revenueTip)).to.equal(false);
    revenueInfo.scrollIntoView({ block: 'center' });

    // Times are taken from the events themselves, and a timer set at the same moment as the
    // tooltip's tells how late a busy machine runs timers, so the bounds allow for it.
    const entered = firstTime(revenueInfo, 'mouseover');
    let lateness: Promise<number> | null = null;
    revenueInfo.addEventListener(
      'mouseover',
      () => {
        lateness = timerLateness(700);
      },
      { once: true },
    );
    const opened = whenShown(revenueTip);
    await sendMouse({ type: 'move', position: centerOf(revenueInfo) });
    const enteredAt = entered.at!;
    await sleep(Math.max(0, enteredAt + 500 - performance.now()));
    expect(isShown(revenueTip), 'open before 500 ms').to.equal(false);
    await until(() => isShown(revenueTip), 'the tooltip', 5000);
    const late = await lateness!;
    expect(opened.at! - enteredAt, 'opened after').to.be.within(500, 1200 + late);

    expect(revenueTip.textContent).to.contain('All the money your business brings in');
    const link = revenueTip.querySelector<HTMLAnchorElement>('a')!;
    expect(link.firstChild!.textContent).to.equal('Learn more');
    expect(link.textContent).to.equal('Learn more about monthly revenue');
    expect(link.getAttribute('href')).to.equal(onFirmSite('/resources/articles'));
    expect(revenueInfo.getAttribute('aria-describedby')).to.equal(revenueTip.id);
    await expectAccessible();

    // Escape, then the next info button within the 300 ms skip delay. On a machine too busy to move
    // the pointer within 250 ms of the key press, the attempt says nothing and is made again.
    let judged = false;
    for (let attempt = 0; attempt < 5 && !judged; attempt++) {
      if (!isShown(revenueTip)) {
        await sendMouse({ type: 'move', position: centerOf(revenueInfo) });
        await until(() => isShown(revenueTip), 'the tooltip again', 2000);
      }
      const escape = firstTime(window, 'keydown');
      const next = firstTime(expensesInfo, 'mouseover');
      const nextOpened = whenShown(expensesTip);
      const target = centerOf(expensesInfo);
      await sendKeys({ press: 'Escape' });
      await sendMouse({ type: 'move', position: target });
      expect(isShown(revenueTip), 'Escape closes the tooltip').to.equal(false);
      if (next.at! - escape.at! < 250) {
        await sleep(Math.max(0, next.at! + 150 - performance.now()));
        expect(isShown(expensesTip), 'the next tooltip opens at once').to.equal(true);
        expect(nextOpened.at! - next.at!).to.be.below(150);
        judged = true;
      } else {
        await resetMouse();
        await until(() => !isShown(expensesTip) && !isShown(revenueTip), 'the tooltips to close', 3000);
        await sleep(400);
      }
    }
    expect(judged, 'the pointer never reached the next button within 250 ms of Escape').to.equal(true);
  });

  it('opens on a pointer click (the focus the press gives is not undone by the click), and the next click closes it', async () => {
    const calculator = await mountWithTooltips();
    const info = trigger(calculator, 'About Monthly Expenses');
    // Past the skip window of the previous test's tooltips, so the hover alone does not open it yet,
    // then a press as long as a person's: the focus it gives is drawn before the button is released.
    await sleep(400);
    await sendMouse({ type: 'move', position: centerOf(info) });
    await sendMouse({ type: 'down' });
    await sleep(150);
    await sendMouse({ type: 'up' });
    await nextFrame();
    await sleep(100);
    expect(tipOf(calculator, info).hidden, 'open after the first click').to.equal(false);
    expect(info.getAttribute('aria-expanded')).to.equal('true');
    await sendMouse({ type: 'click', position: centerOf(info) });
    await until(() => tipOf(calculator, info).hidden, 'the second click to close it', 2000);
    expect(info.getAttribute('aria-expanded')).to.equal('false');
  });

  it('waits the full delay again once the skip window has passed', async () => {
    const calculator = await mountWithTooltips();
    const reservesInfo = trigger(calculator, 'About Cash Reserves');
    await sleep(400);
    await sendMouse({ type: 'move', position: centerOf(reservesInfo) });
    await sleep(150);
    expect(isShown(tipOf(calculator, reservesInfo))).to.equal(false);
    await until(() => isShown(tipOf(calculator, reservesInfo)), 'the tooltip', 5000);
  });
});

describe('<cashflow-calculator> theming and style isolation', () => {
  afterEach(async () => {
    await resetMouse();
    cleanup();
  });

  it('takes its brand colour from --cf-color-primary on the host', async () => {
    const calculator = await mount();
    const calculateButton = button(calculator, 'Calculate');
    const before = getComputedStyle(calculateButton).backgroundColor;
    expect(before).to.not.equal('rgb(200, 0, 0)');
    calculator.style.setProperty('--cf-color-primary', 'rgb(200, 0, 0)');
    // The button's colours have a 150 ms transition.
    await until(() => getComputedStyle(calculateButton).backgroundColor === 'rgb(200, 0, 0)', 'the brand colour', 1000);
    expect(getComputedStyle(calculateButton).color).to.equal('rgb(255, 255, 255)');
  });

  it('is not affected by a hostile page stylesheet', async () => {
    const calculator = await mount();
    const heading = [...$$(calculator, 'h2')].find((candidate) => candidate.textContent === 'Business Inputs')!;
    const calculateButton = button(calculator, 'Calculate');
    const before = {
      color: getComputedStyle(heading).color,
      fontSize: getComputedStyle(heading).fontSize,
      buttonWidth: calculateButton.getBoundingClientRect().width,
    };

    const hostile = document.createElement('style');
    hostile.textContent =
      'button { display: none !important } * { color: rgb(255, 0, 255) !important; font-size: 30px !important } html { font-size: 8px }';
    document.head.append(hostile);
    try {
      // Longer than the buttons' 150 ms colour transition, so a leak would have shown.
      await sleep(300);
      expect(getComputedStyle(calculateButton).display).to.not.equal('none');
      expect(calculateButton.getBoundingClientRect().width).to.be.greaterThan(0);
      expect(calculateButton.getBoundingClientRect().width).to.be.closeTo(before.buttonWidth, 1);
      expect(getComputedStyle(heading).color).to.equal(before.color);
      expect(getComputedStyle(heading).color).to.not.equal('rgb(255, 0, 255)');
      expect(getComputedStyle(heading).fontSize).to.equal(before.fontSize);
      expect(getComputedStyle(button(calculator, 'Reset')).color).to.not.equal('rgb(255, 0, 255)');
    } finally {
      hostile.remove();
    }
  });

  it('styles every shadow root through adoptedStyleSheets, with no <style> element', async () => {
    const calculator = await mount();
    await calculate(calculator);
    button(calculator, 'Forecast').click();
    await until(() => calculator.shadowRoot!.querySelector('.chart canvas'), 'the chart', 8000);
    const roots: ShadowRoot[] = [];
    const collect = (root: ShadowRoot) => {
      roots.push(root);
      root.querySelectorAll('*').forEach((element) => element.shadowRoot && collect(element.shadowRoot));
    };
    collect(calculator.shadowRoot!);
    for (const root of roots) {
      expect(root.querySelectorAll('style')).to.have.length(0);
      expect(root.querySelectorAll('link[rel="stylesheet"]')).to.have.length(0);
    }
    const sheets = calculator.shadowRoot!.adoptedStyleSheets;
    expect(sheets.length).to.be.greaterThan(1);
    const selectors = sheets.flatMap((sheet) => Array.from(sheet.cssRules).map((rule) => rule.cssText));
    expect(selectors.some((text) => text.startsWith(':host'))).to.equal(true);
    expect(selectors.some((text) => text.includes('.uplot'))).to.equal(true);
    expect(getComputedStyle($(calculator, '.panel')).borderTopStyle).to.equal('solid');
  });
});
