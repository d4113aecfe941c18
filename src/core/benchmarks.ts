import { ON_PAR_BAND } from './constants';
import { isIndustry, type LineOfBusiness } from './industries';
import type { Benchmark, Industry } from './types';

/** Exactly the lines of industries.ts, each with its figures. */
type Catalogue = { [I in Industry]: Record<LineOfBusiness<I>, Benchmark> };

const line = (cashFlowMargin: number, topPerformerMargin: number, avgRunway: number, tip: string): Benchmark =>
  Object.freeze({ cashFlowMargin, topPerformerMargin, avgRunway, tip });

export const FALLBACK_TIP = 'Conduct a cash flow analysis monthly to identify optimization opportunities';
export const FALLBACK_BENCHMARK: Benchmark = line(10, 20, 2, FALLBACK_TIP);

/** Margins in percent, runway in months; sources: a small-business government agency and our client insights. */
export const BENCHMARKS: Readonly<Catalogue> = Object.freeze({
  Construction: {
    'General Contractor': line(
      15,
      25,
      2.5,
      'Use milestone billing: invoice at each completed phase instead of at project close, so cash arrives as the work is done.',
    ),
    Subcontractor: line(
      12,
      20,
      1.8,
      'Consider invoice factoring for slow-paying general contractors: it turns approved invoices into cash within days.',
    ),
    'Heavy Civil': line(
      10,
      18,
      3,
      'Negotiate better supplier terms (net 45 to 60) on materials, fuel and rentals to match long public-project payment cycles.',
    ),
    'Residential Builder': line(
      14,
      22,
      2,
      'Ask for higher deposits at contract signing so homeowners fund materials before the first draw.',
    ),
    'Commercial Builder': line(
      16,
      26,
      2.8,
      'Front-load your draw schedule and submit every pay application on time, so retainage never starves your cash.',
    ),
  },
  Manufacturing: {
    'Food Processing': line(
      8,
      15,
      2,
      'Apply inventory optimization to perishable inputs: tighter stock levels cut spoilage and free up cash.',
    ),
    'Automotive Parts': line(
      11,
      19,
      2.3,
      'Move key components to just-in-time inventory with your suppliers to shrink the cash tied up on your shelves.',
    ),
    Electronics: line(
      14,
      25,
      3.5,
      'Use volume discounts deliberately: consolidate component orders with fewer suppliers without overstocking.',
    ),
    Textiles: line(
      9,
      16,
      1.5,
      'Ask suppliers for consignment inventory so you pay for fabric and trims only when you use them.',
    ),
    Machinery: line(
      13,
      22,
      2.8,
      'Prefer equipment leasing over buying for costly machines, and keep your cash for operations and growth.',
    ),
  },
  Transportation: {
    'Freight Trucking': line(
      7,
      14,
      1.5,
      'Add fuel surcharges to your rates so rising diesel prices do not erode your margin.',
    ),
    'Logistics Provider': line(
      12,
      20,
      2.8,
      'Offer early payment incentives, such as 2% off within 10 days, to shorten the time customers take to pay.',
    ),
    'Passenger Transport': line(
      9,
      18,
      2,
      'Build subscription revenue (service contracts, memberships, recurring routes) for steadier monthly cash.',
    ),
    Warehousing: line(
      15,
      24,
      3.2,
      'Sell value-added services such as kitting, labeling and returns processing to raise revenue per square foot.',
    ),
  },
  Other: {
    'Generic Business': line(10, 20, 2, FALLBACK_TIP),
  },
});

export function benchmarkFor(industry: string | undefined, lineOfBusiness: string | undefined): Benchmark {
  if (!industry || !lineOfBusiness || !isIndustry(industry)) return FALLBACK_BENCHMARK;
  const lines: Record<string, Benchmark> = BENCHMARKS[industry];
  return Object.prototype.hasOwnProperty.call(lines, lineOfBusiness) ? lines[lineOfBusiness]! : FALLBACK_BENCHMARK;
}

export type Comparison = 'on par with' | 'better than' | 'below';

export function compareWithBenchmark(value: number, benchmark: number): Comparison {
  const difference = value - benchmark;
  if (Math.abs(difference) < ON_PAR_BAND) return 'on par with';
  return difference > 0 ? 'better than' : 'below';
}

/** Width of a progress bar in percent of its track, never above 100 and never below 0. */
export function barPercent(value: number, scale: number): number {
  if (!(scale > 0) || !Number.isFinite(value)) return value > 0 && scale > 0 ? 100 : 0;
  return Math.min(100, Math.max(0, (value / scale) * 100));
}
