import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { adoptStyles } from '../../../loader/adopt-styles';
import { lazyModule } from '../../../internal/lazy-module';
import { firmHref } from '../../../state/firm-urls';
import { useLazyModule } from '../../use-lazy-module';
import { noteClosed, noteOpened, openDelay } from './tooltip-delay';
import css from './tooltip.css?inline';

const CLOSE_GRACE_MS = 150;

/** Floating UI (place-tooltip.ts), fetched when a tooltip first opens. */
const placement = lazyModule(() => import('./place-tooltip'));

export interface TooltipBubbleProps {
  /** The element that opens it, drawn before this part arrived; the bubble follows it in its wrapper. */
  trigger: RefObject<HTMLElement | null>;
  /** An info button: a click toggles the tooltip and aria-expanded says whether it is open. */
  expands?: boolean;
  children: ReactNode;
  /** A 'Learn more' link after the text: a path of the firm's site ('/resources/articles'). */
  learnMoreHref?: string;
  /** What the link is about, for screen readers and search engines ('Learn more about …'). */
  learnMoreTopic?: string;
}

/**
 * A tooltip for a trigger drawn before it: opens on hover after the shared delay (700 ms, or at once
 * within the 300 ms skip delay), at once on focus; stays open while the pointer is over the trigger
 * or the bubble (WCAG 1.4.13); Escape closes it. Placed by Floating UI with the fixed strategy, which
 * works inside shadow roots. The trigger's own events are listened to here, so it never changes.
 */
export function TooltipBubble({
  trigger,
  expands = false,
  children,
  learnMoreHref,
  learnMoreTopic,
}: TooltipBubbleProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const bubble = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const isOpen = useRef(open);
  isOpen.current = open;
  const place = useLazyModule(placement).loaded;

  const schedule = (next: boolean, delay: number) => {
    clearTimeout(timer.current);
    if (delay === 0) setOpen(next);
    else timer.current = setTimeout(() => setOpen(next), delay);
  };
  const hover = {
    onMouseEnter: () => schedule(true, isOpen.current ? 0 : openDelay()),
    onMouseLeave: () => schedule(false, CLOSE_GRACE_MS),
  };

  // Before paint: styles adopted before the bubble can show, and what the trigger has now (focus,
  // or the pointer resting on it) taken as if this had been there all along.
  useLayoutEffect(() => {
    const node = trigger.current!;
    const wrapper = node.parentElement!;
    const root = node.getRootNode();
    if (root instanceof ShadowRoot) adoptStyles(root, css);
    const onFocus = () => schedule(true, 0);
    // A click toggles what was there when the button was pressed: the focus that the press itself
    // gives opens the tooltip, and the click must not close it again.
    let openAtPress: boolean | null = null;
    const onPointerDown = () => (openAtPress = isOpen.current);
    const onClick = () => {
      schedule(!(openAtPress ?? isOpen.current), 0);
      openAtPress = null;
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!wrapper.contains(event.relatedTarget as Node | null)) schedule(false, 0);
    };
    node.addEventListener('mouseenter', hover.onMouseEnter);
    node.addEventListener('mouseleave', hover.onMouseLeave);
    node.addEventListener('focus', onFocus);
    if (expands) {
      node.addEventListener('pointerdown', onPointerDown);
      node.addEventListener('click', onClick);
    }
    wrapper.addEventListener('focusout', onFocusOut);
    if (node.matches(':focus')) onFocus();
    else if (node.matches(':hover')) hover.onMouseEnter();
    return () => {
      clearTimeout(timer.current);
      node.removeEventListener('mouseenter', hover.onMouseEnter);
      node.removeEventListener('mouseleave', hover.onMouseLeave);
      node.removeEventListener('focus', onFocus);
      node.removeEventListener('pointerdown', onPointerDown);
      node.removeEventListener('click', onClick);
      wrapper.removeEventListener('focusout', onFocusOut);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the trigger is the same element for the life of this bubble
  }, []);

  useLayoutEffect(() => {
    const node = trigger.current!;
    if (expands) node.setAttribute('aria-expanded', String(open));
    if (open) node.setAttribute('aria-describedby', id);
    else node.removeAttribute('aria-describedby');
    if (!open) return;
    if (place) return place.placeTooltip(node, bubble.current!, 'top');
    placement
      .load()
      .catch((error: unknown) => console.error('[cashflow-elements] tooltips could not be placed', error));
  }, [open, place, expands, id, trigger]);

  useEffect(() => {
    if (!open) return;
    noteOpened();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        setOpen(false);
      }
    };
    document.addEventListener('keydown', onKey, true);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      noteClosed();
    };
  }, [open]);

  return (
    <div ref={bubble} id={id} role="tooltip" className="tooltip" part="tooltip" hidden={!open} {...hover}>
      {children}
      {learnMoreHref && trigger.current ? (
        <>
          {' '}
          <a href={firmHref(learnMoreHref, trigger.current)} className="tooltip-link">
            Learn more
            {learnMoreTopic ? <span className="visually-hidden"> about {learnMoreTopic}</span> : null}
          </a>
        </>
      ) : null}
    </div>
  );
}
