/**
 * What a tooltip needs to be drawn, fetched with the bubble (see ../lazy-bubble.ts):
 * Floating UI and the bubble's styles. Its own chunk (vite.config.ts: this folder and Floating UI).
 */
import { autoUpdate, computePosition, flip, offset, shift, type Placement } from '@floating-ui/dom';
import { adoptStyles } from '../../../internal/adopt-styles';
import css from './tooltip.css?inline';

/** Adopts the bubble's styles into the shadow root a trigger lives in, before its bubble is drawn. */
export function adoptTooltipStyles(trigger: Node): void {
  const root = trigger.getRootNode();
  if (root instanceof ShadowRoot) adoptStyles(root, css);
}

/** Keeps a tooltip beside its trigger (the fixed strategy works inside shadow roots) until the returned function is called. */
export function placeTooltip(trigger: HTMLElement, tooltip: HTMLElement, placement: Placement): () => void {
  return autoUpdate(trigger, tooltip, () => {
    void computePosition(trigger, tooltip, {
      strategy: 'fixed',
      placement,
      middleware: [offset(8), flip(), shift({ padding: 8 })],
    }).then(({ x, y, placement: finalPlacement }) => {
      tooltip.style.left = `${x}px`;
      tooltip.style.top = `${y}px`;
      tooltip.dataset.placement = finalPlacement;
    });
  });
}
