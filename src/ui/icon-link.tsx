import { useTooltip } from './use-tooltip';

export interface IconLinkProps {
  href: string;
  /** The link's accessible name. */
  label: string;
  /** The short text of its tooltip. */
  tooltip: string;
  /** An SVG path in a 24 × 24 box. */
  path: string;
}

/** An icon-only link whose name is also shown in a tooltip on hover or focus. */
export function IconLink({ href, label, tooltip: text, path }: IconLinkProps) {
  const tooltip = useTooltip('top');
  return (
    <span className="info" onBlur={tooltip.onWrapperBlur}>
      <a className="icon-link" href={href} aria-label={label} rel="noopener" target="_blank" {...tooltip.triggerProps}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d={path} fill="currentColor" />
        </svg>
      </a>
      <div className="tooltip" part="tooltip" {...tooltip.tooltipProps}>
        {text}
      </div>
    </span>
  );
}
