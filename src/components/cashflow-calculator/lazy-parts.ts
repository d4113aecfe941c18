/**
 * The calculator's lazy boundaries, all of them here: the parts a woken calculator fetches, and how
 * it fetches them. The tooltips' bubble (ui/tooltip/) comes with the first three.
 */
import { lazyModule, type LazyModule } from '../../internal/lazy-module';
import { useLazyModule } from '../../ui/use-lazy-module';
import { useStyles } from '../../ui/use-styles';
import { prefetchTooltips } from '../../ui/tooltip/lazy-bubble';

/**
 * What a woken calculator fetches after its first render, each one chunk named after its folder
 * (vite.config.ts): the result views, what follows a result, and the dialogs and toasts, at the
 * first pointer or focus inside the element or on Calculate; the forecast chart (uPlot) when the
 * Forecast tab is first shown. The element's own code and first view are the loader's
 * (ELEMENT_LOADERS in src/autoload.ts).
 */
export const CALCULATOR_PARTS = {
  results: () => import('./results/result-tabs'),
  followUp: () => import('./follow-up/follow-up'),
  overlays: () => import('./overlays/calculator-overlays'),
  forecastChart: () => import('./forecast-chart/uplot-chart'),
};

export const resultViews = lazyModule(CALCULATOR_PARTS.results);
export const followUp = lazyModule(CALCULATOR_PARTS.followUp);
export const overlays = lazyModule(CALCULATOR_PARTS.overlays);

/** Fetches every lazy part not here yet; a part that fails is fetched again by the next call. */
export function loadLazyParts(): void {
  prefetchTooltips();
  for (const part of [resultViews, followUp, overlays]) {
    // A failure is shown where the part would be (status 'failed'); the browser logs the request.
    if (part.status !== 'loaded') part.load().catch(() => {});
  }
}

/** A lazy part in one calculator: its module once here, with its styles adopted into this shadow root. */
export function useLazyPart<M extends { styles: readonly string[] }>(host: HTMLElement, part: LazyModule<M>) {
  const state = useLazyModule(part);
  useStyles(host, state.loaded?.styles);
  return state;
}
