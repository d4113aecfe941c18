/**
 * dist/site-header.js: the loader for <site-header> alone (dist/cashflow-elements.js loads all of ours): its
 * first view at once where the page has not got it prerendered, its code at its first use.
 */
import { autoload } from '../../autoload';

autoload(document, ['site-header']);
