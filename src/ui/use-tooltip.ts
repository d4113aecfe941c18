import type { Placement } from '@floating-ui/dom';
import { useEffect, useId, useRef, useState } from 'react';
import { lazyModule } from '../internal/lazy-module';
import { noteClosed, noteOpened, openDelay } from './tooltip-delay';

const CLOSE_GRACE_MS = 150;

/** Floating UI is fetched the first time any tooltip opens, not with the page. */
const floatingUi = lazyModule(() => import('@floating-ui/dom'));

/**
 * Tooltip behaviour for any trigger: opens on hover after the shared delay (700 ms, or at once
 * within the 300 ms skip delay), at once on keyboard focus; stays open while the pointer is over
 * the trigger or the tooltip (WCAG 1.4.13); Escape closes it. Positioned by Floating UI with the
 * fixed strategy, which works inside shadow roots.
 */
export function useTooltip(placement: Placement = 'top') {
  const id = useId();
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLElement | null>(null);
  const tooltipRef = useRef<HTMLDivElement | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const schedule = (next: boolean, delay: number) => {
    clearTimeout(timer.current);
    if (delay === 0) setOpen(next);
    else timer.current = setTimeout(() => setOpen(next), delay);
  };
  const show = (delay = 0) => schedule(true, delay);
  const hide = (delay = 0) => schedule(false, delay);

  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (!open) return;
    noteOpened();
    const trigger = triggerRef.current!;
    const tooltip = tooltipRef.current!;
    let stop: (() => void) | null = null;
    let closed = false;
    floatingUi
      .load()
      .then(({ autoUpdate, computePosition, flip, offset, shift }) => {
        if (closed) return;
        stop = autoUpdate(trigger, tooltip, () => {
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
      })
      .catch((error: unknown) => console.error('[cashflow-elements] tooltip positioning could not load', error));
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        setOpen(false);
      }
    };
    document.addEventListener('keydown', onKey, true);
    return () => {
      closed = true;
      stop?.();
      document.removeEventListener('keydown', onKey, true);
      noteClosed();
    };
  }, [open, placement]);

  const hover = {
    onMouseEnter: () => show(open ? 0 : openDelay()),
    onMouseLeave: () => hide(CLOSE_GRACE_MS),
  };

  return {
    id,
    open,
    show,
    hide,
    /** The trigger element, once rendered. */
    trigger: triggerRef,
    triggerProps: {
      ref: (node: HTMLElement | null) => {
        triggerRef.current = node;
      },
      'aria-describedby': open ? id : undefined,
      onFocus: () => show(0),
      ...hover,
    },
    tooltipProps: {
      ref: tooltipRef,
      id,
      role: 'tooltip',
      hidden: !open,
      ...hover,
    },
    /** Closes the tooltip when focus leaves the wrapper holding trigger and tooltip. */
    onWrapperBlur: (event: React.FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hide();
    },
  };
}
