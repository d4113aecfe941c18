import { useLayoutEffect, type ReactNode } from 'react';
import { InfoButton } from './info-button';
import { openDelay } from './tooltip-delay';
import { useTooltip } from './use-tooltip';

/** What a stand-in button had when this replaced it: focus, or the pointer since a given time. */
export type TakeOver = { by: 'focus' } | { by: 'hover'; since: number };

export interface InfoTooltipProps {
  /** Names the trigger button, e.g. "About Monthly Revenue". */
  label: string;
  children: ReactNode;
  learnMoreHref?: string;
  /** What the 'Learn more' link is about, for screen readers and search engines ('Learn more about …'). */
  learnMoreTopic?: string;
  /**
   * This replaces a stand-in button (see cashflow-calculator/field-hint.tsx) that had focus or the
   * pointer: it takes that over on mount, so the tooltip opens as if it had been there all along.
   */
  takeOver?: TakeOver | null;
}

/**
 * An info button with a tooltip (see useTooltip for the timing). A click toggles it too, and it sits
 * right after its button, so Tab reaches its 'Learn more' link.
 */
export function InfoTooltip({ label, children, learnMoreHref, learnMoreTopic, takeOver }: InfoTooltipProps) {
  const tooltip = useTooltip('top');
  useLayoutEffect(() => {
    if (takeOver?.by === 'focus') tooltip.trigger.current?.focus();
    // The hover delay counts from when the pointer reached the stand-in.
    else if (takeOver?.by === 'hover') tooltip.show(Math.max(0, openDelay() - (performance.now() - takeOver.since)));
    // Only on mount: this takes over from a stand-in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <span className="info" onBlur={tooltip.onWrapperBlur}>
      <InfoButton
        label={label}
        aria-expanded={tooltip.open}
        onClick={() => (tooltip.open ? tooltip.hide() : tooltip.show())}
        {...tooltip.triggerProps}
      />
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
