/**
 * Everything the calculator needs once someone uses it: the engine, the result views, the scenarios
 * and report cards, the inputs' tooltips, the dialogs and toasts, and their styles. One chunk (with
 * the few it shares with the lead forms), fetched on the first interaction with the element (or on
 * Calculate), so a visitor who only reads the page never downloads it.
 */
import formsCss from '../../ui/forms.css?inline';
import overlaysCss from '../../ui/overlays.css?inline';
import panelsCss from '../../ui/panels.css?inline';
import css from './result-parts.css?inline';

export { calculate } from '../../core/calculate';
export { resultAnnouncement, scheduleFollowUp } from './after-calculation';
export { AfterResults } from './after-results';
export { CalculatorOverlays } from './dialogs';
export { FieldTooltip } from './field-tooltip';
export { ResultTabs } from './result-tabs';
export const resultPartsCss = [formsCss, overlaysCss, panelsCss, css] as const;
