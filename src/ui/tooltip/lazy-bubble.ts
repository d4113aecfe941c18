import { lazyModule } from '../../internal/lazy-module';

/**
 * A tooltip's bubble, its behaviour (delays, hover, Escape) and its positioning (Floating UI): the
 * tooltips' lazy part (bubble/), fetched the first time a tooltip is wanted, not with the page.
 */
export const tooltipBubble = lazyModule(() => import('./bubble/tooltip-bubble'));

/**
 * Fetches the bubble; a trigger calls it on pointer, focus or click, and an element may call it at
 * the first pointer or focus anywhere inside it, so the bubble is there before anyone waits for it.
 */
export function prefetchTooltips(): void {
  tooltipBubble.load().catch((error: unknown) => console.error('[cashflow-elements] tooltips could not load', error));
}
