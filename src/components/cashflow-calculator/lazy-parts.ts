/**
 * What the calculator fetches after its first render, one chunk per folder (see vite.config.ts):
 * the result views, what follows a result, and the dialogs and toasts. All three are fetched at the
 * first pointer or focus inside the element, or on Calculate, with the store's engine and the
 * tooltips' bubble (ui/tooltip/). The forecast chart (forecast-chart/)
 * waits for the Forecast tab (results/forecast-chart.tsx).
 */
import { useLayoutEffect } from 'react';
import { adoptStyles } from '../../loader/adopt-styles';
import { lazyModule, type LazyModule } from '../../internal/lazy-module';
import type { CalculatorStore } from '../../state/calculator';
import { useLazyModule } from '../../ui/use-lazy-module';
import { prefetchTooltips } from '../../ui/tooltip/lazy-bubble';

export const resultViews = lazyModule(() => import('./results/result-tabs'));
export const followUp = lazyModule(() => import('./follow-up/follow-up'));
export const overlays = lazyModule(() => import('./overlays/calculator-overlays'));

/** Fetches every lazy part not here yet (the engine too); a part that fails is fetched again by the next call. */
export function loadLazyParts(calculator: CalculatorStore): void {
  prefetchTooltips();
  calculator.prepare().catch(() => {}); // Calculate says it if the engine could not load
  for (const part of [resultViews, followUp, overlays]) {
    // A failure is shown where the part would be (status 'failed'); the browser logs the request.
    if (part.status !== 'loaded') part.load().catch(() => {});
  }
}

/** A lazy part in one calculator: its module once here, with its styles adopted into this shadow root. */
export function useLazyPart<M extends { styles: readonly string[] }>(host: HTMLElement, part: LazyModule<M>) {
  const state = useLazyModule(part);
  const styles = state.loaded?.styles;
  // Idempotent, and before the browser paints the part's first commit, so it is never seen unstyled.
  useLayoutEffect(() => {
    if (styles && host.shadowRoot) adoptStyles(host.shadowRoot, ...styles);
  }, [host, styles]);
  return state;
}
