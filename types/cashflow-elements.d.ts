/**
 * Types for pages and apps that host the cashflow-elements custom elements, shipped as
 * dist/types/cashflow-elements.d.ts. Importing any entry of the package (`cashflow-elements`,
 * `cashflow-elements/cashflow-calculator`, …) brings in the globals below: `document.querySelector`
 * returns the element types, and `addEventListener('cashflow-calculate', …)` gets a typed `detail`.
 * React 19 hosts also import `cashflow-elements/react` for the JSX attributes.
 *
 * Self-contained on purpose (the package ships no TypeScript sources); types/check.ts keeps it
 * equal to the source types in src/.
 */

export type Industry = 'Construction' | 'Manufacturing' | 'Transportation' | 'Other';

export type RiskLevel = 'High' | 'Medium' | 'Low';

export interface CalculatorInputs {
  monthlyRevenue: number;
  monthlyExpenses: number;
  cashReserves: number;
  /** Annual revenue growth in percent (-10 to 20). */
  revenueGrowth: number;
  /** Annual expense growth in percent (-10 to 20). */
  expenseGrowth: number;
  industry: Industry;
  lineOfBusiness: string;
}

export interface ForecastMonth {
  /** Short month name, e.g. "Nov". */
  month: string;
  revenue: number;
  expenses: number;
  cashFlow: number;
  cashReserves: number;
}

export interface CalculationResult {
  inputs: CalculatorInputs;
  monthlyCashFlow: number;
  annualCashFlow: number;
  /** Percent; 0 when revenue is 0. */
  cashFlowMargin: number;
  /** Months, never negative; 120 when nothing burns the reserves. */
  cashRunway: number;
  riskLevel: RiskLevel;
  /** 12 months from the current one. */
  forecast: ForecastMonth[];
  forecastedRunway: number;
  /** Set when the result is saved as a scenario. */
  name?: string;
}

/** Whole-dollar, whole-day refinements of the forecast ("Refine your forecast"); each optional. */
export type SeasonalityKind = 'flat' | 'Construction' | 'Manufacturing' | 'Transportation' | 'custom';

export interface Seasonality {
  kind: SeasonalityKind;
  /** Twelve factors, January to December, each 0 to 3; scaled to average 1 when used. */
  factors: readonly number[];
}

export interface OneOffItem {
  /** The forecast's month it lands in: 1 is the first month, up to 36. */
  month: number;
  /** Whole dollars: positive comes in, negative goes out. */
  amount: number;
  label?: string;
}

export interface ForecastRefinements {
  /** Days customers take to pay, 0 to 180. */
  daysToGetPaid?: number;
  /** Days the business takes to pay its suppliers, 0 to 180. */
  daysToPaySuppliers?: number;
  seasonality?: Seasonality;
  /** At most 12. */
  oneOffItems?: readonly OneOffItem[];
  /** A minimum cash buffer in whole dollars: the forecast names the first month below it. */
  minimumCash?: number;
}

export interface ScenarioSummary {
  monthlyCashFlow: number;
  cashFlowMargin: number;
  cashRunway: number;
  riskLevel: RiskLevel;
}

export interface Scenario {
  id: string;
  name: string;
  inputs: CalculatorInputs;
  result: ScenarioSummary;
}

/** report and popup come from the calculator; contact, consultation and sales from `<lead-form>`. */
export type LeadKind = 'report' | 'popup' | 'contact' | 'consultation' | 'sales';

/** What a lead form sends: the detail of `cashflow-lead-submit` and the JSON body of its POST. */
export interface LeadSubmission {
  kind: LeadKind;
  name?: string;
  email: string;
  company?: string;
  phone?: string;
  financialChallenge?: string;
  message?: string;
  /** The calculator's industry, or the one chosen on a contact form. */
  industry?: string;
  lineOfBusiness?: string;
  consent?: boolean;
  /** The calculator's inputs, sent with a report or popup lead: the server computes the report from them. */
  inputs?: CalculatorInputs;
  /** The forecast's refinements, with the inputs; absent is the standard forecast. */
  refinements?: ForecastRefinements;
  /** The month the calculator's forecast starts in, "2026-11" (the visitor's month). */
  forecastStart?: string;
}

export interface NewsletterSubmission {
  email: string;
}

export interface CashflowCalculateDetail {
  inputs: CalculatorInputs;
  result: CalculationResult;
}

export interface CashflowScenarioSaveDetail {
  scenario: Scenario;
  /** All saved scenarios, the new one included (at most 3). */
  scenarios: readonly Scenario[];
}

export type CashflowLeadSubmitDetail = LeadSubmission;

export type CashflowNewsletterSubscribeDetail = NewsletterSubmission;

/** The meeting `<meeting-picker>` booked, as the server confirmed it. */
export interface CashflowMeetingBookedDetail {
  /** ISO 8601 instants. */
  start: string;
  end: string;
  /** The IANA zone the visitor booked in (the firm's when the browser's was unknown). */
  timeZone: string;
  advisorName: string;
}

/**
 * The attributes, as written in HTML (kebab-case). Values are text; an invalid one is ignored with a
 * console warning, and a removed or empty one restores the default.
 */
export interface CashflowCalculatorAttributes {
  /** Monthly revenue in dollars, "50000" or "$50,000". Default 50000. */
  'monthly-revenue'?: string;
  /** Monthly expenses in dollars. Default 40000. */
  'monthly-expenses'?: string;
  /** Cash reserves in dollars. Default 10000. */
  'cash-reserves'?: string;
  /** Annual revenue growth in percent, -10 to 20. Default 5. */
  'revenue-growth'?: string;
  /** Annual expense growth in percent, -10 to 20. Default 3. */
  'expense-growth'?: string;
  /** Construction, Manufacturing, Transportation or Other (any case). Default Construction. */
  industry?: Industry | (string & {});
  /** A line of the chosen industry, e.g. "Electronics". Default the industry's first line. */
  'line-of-business'?: string;
  /**
   * URL the report request and the follow-up popup POST their JSON to; without it `<api>/leads`
   * of the page's `<meta name="cashflow-elements-api" content="<api>">`, else the API beside the
   * bundle (`https://firm.example/cashflow-calculator.js` sends to `https://firm.example/api/leads`).
   * `"demo"` simulates the send (nothing is sent); a value that is not an http(s) URL fails it.
   */
  endpoint?: 'demo' | (string & {});
  /**
   * The firm's site, which the links inside the element lead to (e.g. `https://firm.example`);
   * without it the page's `<meta name="cashflow-elements-site" content="…">`, else the bundle's origin.
   */
  'site-url'?: string;
}

export interface LeadFormAttributes {
  /** Sets the wording and the lead's kind. Default contact. */
  kind?: 'contact' | 'consultation' | 'sales' | (string & {});
  /** URL the form POSTs its JSON to; without it `<api>/leads` of the page-wide meta, else the API beside the bundle; `"demo"` simulates the send. */
  endpoint?: 'demo' | (string & {});
}

export interface MeetingPickerAttributes {
  /** book (default): choose a free time and book it; manage: the meeting of the page's `?token=` link, to cancel or move. */
  mode?: 'book' | 'manage' | (string & {});
  /** The booking API's URL (`<api>/bookings`); without it `<api>/bookings` of the page-wide meta, else the API beside the bundle. Never simulated. */
  endpoint?: string;
  /** Construction, Manufacturing, Transportation or Other: an advisor of that practice where one is free. */
  industry?: Industry | (string & {});
  /** The calculator's inputs as JSON (`cashflow-calculate`'s `detail.inputs`): the advisor sees the figures. */
  calculation?: string;
  /** The report e-mail's signed lead reference; without it the page's `?ref=`. */
  'lead-ref'?: string;
}

export interface NewsletterFormAttributes {
  /** URL the form POSTs its JSON to; without it `<api>/newsletter` of the page-wide meta, else the API beside the bundle; `"demo"` simulates the send. */
  endpoint?: 'demo' | (string & {});
}

/** Each attribute is also a property of the same name in camelCase, holding the same text. */
export interface CashflowCalculatorElement extends HTMLElement {
  monthlyRevenue?: string;
  monthlyExpenses?: string;
  cashReserves?: string;
  revenueGrowth?: string;
  expenseGrowth?: string;
  industry?: string;
  lineOfBusiness?: string;
  endpoint?: string;
  siteUrl?: string;
}

export interface LeadFormElement extends HTMLElement {
  kind?: string;
  endpoint?: string;
}

export interface MeetingPickerElement extends HTMLElement {
  mode?: string;
  endpoint?: string;
  industry?: string;
  calculation?: string;
  leadRef?: string;
}

export interface NewsletterFormElement extends HTMLElement {
  endpoint?: string;
}

export type SiteHeaderElement = HTMLElement;

export type SiteFooterElement = HTMLElement;

declare global {
  interface HTMLElementTagNameMap {
    'cashflow-calculator': CashflowCalculatorElement;
    'lead-form': LeadFormElement;
    'meeting-picker': MeetingPickerElement;
    'newsletter-form': NewsletterFormElement;
    'site-header': SiteHeaderElement;
    'site-footer': SiteFooterElement;
  }

  /** Dispatched on the element with bubbles and composed, so a listener on document hears them too. */
  interface GlobalEventHandlersEventMap {
    /** Calculate produced a result, a saved scenario was run, or a shared link was opened. */
    'cashflow-calculate': CustomEvent<CashflowCalculateDetail>;
    /** The current result was saved as a what-if scenario. */
    'cashflow-scenario-save': CustomEvent<CashflowScenarioSaveDetail>;
    /** A lead form (calculator report, popup, `<lead-form>`) was submitted, before it is sent. */
    'cashflow-lead-submit': CustomEvent<CashflowLeadSubmitDetail>;
    /** A newsletter sign-up was submitted, before it is sent. */
    'cashflow-newsletter-subscribe': CustomEvent<CashflowNewsletterSubscribeDetail>;
    /** `<meeting-picker>` booked a meeting: the server confirmed it. */
    'cashflow-meeting-booked': CustomEvent<CashflowMeetingBookedDetail>;
  }
}
