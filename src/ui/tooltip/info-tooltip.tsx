import { useRef, type ReactNode } from 'react';
import { useLazyModule } from '../use-lazy-module';
import { prefetchTooltips, tooltipBubble } from './lazy-bubble';

export interface InfoTooltipProps {
  /** Names the trigger button, e.g. "About Monthly Revenue". */
  label: string;
  children: ReactNode;
  learnMoreHref?: string;
  /** What the 'Learn more' link is about, for screen readers and search engines ('Learn more about …'). */
  learnMoreTopic?: string;
}

/**
 * A round "i" button with a tooltip: hover (700 ms, 300 ms skip delay), focus or click opens it, it
 * stays open while hovered and Escape closes it. Its bubble sits right after the button, so Tab
 * reaches its 'Learn more' link. The button is drawn at once; the bubble and its behaviour are the
 * tooltips' lazy part (bubble/), which the first pointer or focus fetches and which then serves this
 * same button, as it is: one that has focus or the pointer by then opens its tooltip. A tooltip
 * with no text yet (children still on their way) is not drawn.
 */
export function InfoTooltip({ label, children, learnMoreHref, learnMoreTopic }: InfoTooltipProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  const bubble = useLazyModule(tooltipBubble).loaded;
  return (
    <span className="info">
      <button
        ref={trigger}
        type="button"
        className="info-trigger"
        aria-label={label}
        aria-expanded={false}
        onPointerEnter={prefetchTooltips}
        onFocus={prefetchTooltips}
      >
        <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
          <circle cx="10" cy="10" r="8.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <path d="M10 9v5" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
          <circle cx="10" cy="6.2" r="1" fill="currentColor" />
        </svg>
      </button>
      {bubble && children ? (
        <bubble.TooltipBubble trigger={trigger} expands learnMoreHref={learnMoreHref} learnMoreTopic={learnMoreTopic}>
          {children}
        </bubble.TooltipBubble>
      ) : null}
    </span>
  );
}
