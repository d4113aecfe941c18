/**
 * A calculator link ("Copy link", src/core/share-link.ts) carries the calculation in the page's
 * fragment, #cashflow=1&…. Here, in the loader, so that a page opened from one wakes its first
 * calculator at once, which then shows the shared result: only the key, not the format's reader.
 */
export const SHARE_KEY = 'cashflow';

/** Whether a location's fragment is a calculator link (other fragments, like #calculator, are not). */
export const isShareFragment = (hash: string): boolean => new URLSearchParams(hash.replace(/^#/, '')).has(SHARE_KEY);

/** The calculator a link opens in: the page's first, so a page with several shows it once. */
export const opensSharedLink = (host: HTMLElement): boolean =>
  isShareFragment(host.ownerDocument.location?.hash ?? '') &&
  host.ownerDocument.querySelector('cashflow-calculator') === host;
