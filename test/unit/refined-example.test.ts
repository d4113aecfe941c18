// The refined forecast's worked example on the calculator's page (src/site/pages/resources/
// refined-example.ts) is what the engine computes: every figure the page shows, the cash-out
// sentences with and without the refinements, and the page as prerendered shows them.
import { render } from '@lit-labs/ssr';
import { collectResultSync } from '@lit-labs/ssr/lib/render-result.js';
import { describe, expect, it } from 'vitest';
import { addMonths, shortMonthName } from '../../src/core/calendar-month';
import { cashOutText } from '../../src/core/cash-outlook';
import { formatUSD } from '../../src/core/format';
import { calculateRefined } from '../../src/core/refined-calculation';
import { seasonalFactors } from '../../src/core/refinements';
import { REFINED_EXAMPLE } from '../../src/site/pages/resources/refined-example';
import page from '../../src/site/pages/resources/cash-flow-calculator';

const { inputs, refinements, start, months } = REFINED_EXAMPLE;
const refined = calculateRefined(inputs, refinements, start);

describe('the refined worked example', () => {
  it('shows, month by month, the figures calculateRefined gives (to the dollar)', () => {
    const factors = seasonalFactors(refinements.seasonality);
    const engine = months.map((_, index) => {
      const month = addMonths(start, index);
      const row = refined.forecast[index]!;
      return {
        month: `${shortMonthName(month.month)} ${month.year}`,
        // No growth: what a month earns is the monthly revenue times its season's factor.
        earned: Math.round(inputs.monthlyRevenue * factors[month.month]!),
        received: Math.round(row.revenue),
        expenses: Math.round(row.expenses),
        cashFlow: Math.round(row.cashFlow),
        reserves: Math.round(row.cashReserves),
      };
    });
    expect(months).toEqual(engine);
  });

  it('runs out of cash in the month it says, and not without the refinements', () => {
    expect(cashOutText(refined.outlook)).toBe(REFINED_EXAMPLE.cashOut);
    expect(refined.outlook.cashOut?.index).toBe(months.length);
    expect(cashOutText(calculateRefined(inputs, {}, start).outlook)).toBe(REFINED_EXAMPLE.cashOutUnrefined);
  });

  it('is on the page, with the method the PDF explains', () => {
    const html = collectResultSync(render(page.render()));
    // The page's text without lit's markers, whitespace between tags dropped, the rest collapsed.
    const text = html
      .replace(/<!--[^>]*-->/g, '')
      .replace(/>\s+</g, '><')
      .replace(/\s+/g, ' ');
    for (const row of months)
      expect(text).toContain(
        `<th scope="row">${row.month}</th>` +
          [row.earned, row.received, row.expenses, row.cashFlow, row.reserves]
            .map((cell) => `<td>${formatUSD(cell)}</td>`)
            .join(''),
      );
    expect(text).toContain('February receives half of what December earned and half of what January earned');
    expect(text).toContain(`½ × $54,000 + ½ × $42,000 = $48,000`);
    expect(text).toContain(REFINED_EXAMPLE.cashOut);
    expect(text).toContain('Days to get paid and days to pay suppliers');
    expect(text).toContain('The month your cash runs out');
  });
});
