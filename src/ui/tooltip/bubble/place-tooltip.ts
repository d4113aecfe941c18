/**
 * Where a tooltip goes: Floating UI, fetched by the bubble when a tooltip first opens (its chunk is
 * Floating UI with this file, vite.config.ts). Until then an open bubble is laid out but not seen.
 */
import { autoUpdate, computePosition, flip, offset, shift, type Placement } from '@floating-ui/dom';

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
