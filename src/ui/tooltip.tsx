import type { ReactNode } from 'react';
import { useTooltip } from './use-tooltip';

export interface InfoTooltipProps {
  /** Names the trigger button, e.g. "About Monthly Revenue". */
  label: string;
  children: ReactNode;
  learnMoreHref?: string;
  /** What the 'Learn more' link is about, for screen readers and search engines ('Learn more about …'). */
  learnMoreTopic?: string;
}

/**
 * An info button with a tooltip (see useTooltip for the timing). A click toggles it too, and it sits
 * right after its button, so Tab reaches its 'Learn more' link.
 */
export function InfoTooltip({ label, children, learnMoreHref, learnMoreTopic }: InfoTooltipProps) {
  const tooltip = useTooltip('top');
  return (
    <span className="info" onBlur={tooltip.onWrapperBlur}>
      <button
        type="button"
        className="info-trigger"
        aria-label={label}
        aria-expanded={tooltip.open}
        onClick={() => (tooltip.open ? tooltip.hide() : tooltip.show())}
        {...tooltip.triggerProps}
      >
        <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
          <circle cx="10" cy="10" r="8.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <path d="M10 9v5" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
          <circle cx="10" cy="6.2" r="1" fill="currentColor" />
        </svg>
      </button>
      <div className="tooltip" part="tooltip" {...tooltip.tooltipProps}>
        {children}
        {learnMoreHref ? (
          <>
            {' '}
            <a href={learnMoreHref} className="tooltip-link">
              Learn more
              {learnMoreTopic ? <span className="visually-hidden"> about {learnMoreTopic}</span> : null}
            </a>
          </>
        ) : null}
      </div>
    </span>
  );
}
