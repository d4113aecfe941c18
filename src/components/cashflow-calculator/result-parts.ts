/**
 * Everything the calculator shows once someone uses it: the result views, the scenarios and report
 * cards, the dialogs' content, and their styles. One chunk, fetched on the first interaction with
 * the element (or on Calculate), so a visitor who only reads the page never downloads it.
 */
import panelsCss from '../../ui/panels.css?inline';
import css from './result-parts.css?inline';

export { AfterResults } from './after-results';
export { PopupContent } from './email-popup';
export { HelpContent } from './help-dialog';
export { ResultTabs } from './result-tabs';
export const resultPartsCss = [panelsCss, css] as const;
