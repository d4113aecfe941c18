/**
 * dist/cashflow-calculator.js: the loader for <cashflow-calculator> alone (dist/cashflow-elements.js loads all of ours): its
 * first view at once where the page has not got it prerendered, its code at its first use.
 */
import { autoload } from '../../autoload';

autoload(document, ['cashflow-calculator']);
