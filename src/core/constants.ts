/** A runway with nothing burning it is unbounded; it is stored and shown as this many months or more. */
export const RUNWAY_CAP_MONTHS = 120;

export const FORECAST_MONTHS = 12;
export const TREND_IMPROVING_RATIO = 1.1;
export const TREND_DECLINING_RATIO = 0.9;
export const ON_PAR_BAND = 1;

export const MAX_SCENARIOS = 3;

export const RISK_HIGH_BELOW_MONTHS = 1;
export const RISK_MEDIUM_UP_TO_MONTHS = 3;
export const RECOMMENDED_MARGIN = 10;
export const RECOMMENDED_RUNWAY_MONTHS = 3;
export const RUNWAY_BAR_SCALE_MONTHS = 6;

export const TIMINGS = Object.freeze({
  followUpDialogDelayMs: 1000,
  simulatedSendMs: 1000,
  successToastMs: 5000,
  pdfToastDelayMs: 1000,
  pdfToastMs: 3000,
  tooltipOpenDelayMs: 700,
  tooltipSkipDelayMs: 300,
});
