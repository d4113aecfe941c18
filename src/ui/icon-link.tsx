import { useRef } from 'react';
import { prefetchTooltips, tooltipBubble } from './tooltip/lazy-bubble';
import { useLazyModule } from './use-lazy-module';

export interface IconLinkProps {
  href: string;
  /** The link's accessible name. */
  label: string;
  /** The short text of its tooltip. */
  tooltip: string;
  /** An SVG path in a 24 × 24 box. */
  path: string;
}

/** An icon-only link whose name is also shown in a tooltip on hover or focus (see InfoTooltip). */
export function IconLink({ href, label, tooltip, path }: IconLinkProps) {
  const trigger = useRef<HTMLAnchorElement>(null);
  const bubble = useLazyModule(tooltipBubble).loaded;
  return (
    <span className="info">
      <a
        ref={trigger}
        className="icon-link"
        href={href}
        aria-label={label}
        rel="noopener"
        target="_blank"
        onPointerEnter={prefetchTooltips}
        onFocus={prefetchTooltips}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d={path} fill="currentColor" />
        </svg>
      </a>
      {bubble ? <bubble.TooltipBubble trigger={trigger}>{tooltip}</bubble.TooltipBubble> : null}
    </span>
  );
}
