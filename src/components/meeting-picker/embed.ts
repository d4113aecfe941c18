/**
 * dist/meeting-picker.js: the loader for <meeting-picker> alone (dist/cashflow-elements.js loads all of
 * ours): its first view at once where the page has not got it prerendered, then its code.
 */
import { autoload } from '../../autoload';

autoload(document, ['meeting-picker']);
