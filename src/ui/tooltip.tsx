import { autoUpdate, computePosition, flip, offset, shift } from '@floating-ui/dom';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { noteClosed, noteOpened, openDelay } from './tooltip-delay';

export interface InfoTooltipProps {
  /** Names the trigger button, e.g. "About Monthly Revenue". */
  label: string;
  children: ReactNode;
  learnMoreHref?: string;
}

const CLOSE_GRACE_MS = 150;

/**
 * An info button with a tooltip. It opens on hover (700 ms, or at once within the 300 ms skip
 * delay), on keyboard focus and on click; it stays open while hovered (WCAG 1.4.13), and Escape
 * closes it. It sits right after its button, so Tab reaches its 'Learn more' link.
 */
export function InfoTooltip({ label, children, learnMoreHref }: InfoTooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const tipRef = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const clearTimer = () => clearTimeout(timer.current);
  const show = (delay: number) => {
    clearTimer();
    if (delay === 0) setOpen(true);
    else timer.current = setTimeout(() => setOpen(true), delay);
  };
  const hide = (delay = 0) => {
    clearTimer();
    if (delay === 0) setOpen(false);
    else timer.current = setTimeout(() => setOpen(false), delay);
  };

  useEffect(() => clearTimer, []);

  useEffect(() => {
    if (!open) return;
    noteOpened();
    const trigger = triggerRef.current!;
    const tip = tipRef.current!;
    const stop = autoUpdate(trigger, tip, () => {
      void computePosition(trigger, tip, {
        strategy: 'fixed',
        placement: 'top',
        middleware: [offset(8), flip(), shift({ padding: 8 })],
      }).then(({ x, y, placement }) => {
        tip.style.left = `${x}px`;
        tip.style.top = `${y}px`;
        tip.dataset.placement = placement;
      });
    });
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        setOpen(false);
      }
    };
    document.addEventListener('keydown', onKey, true);
    return () => {
      stop();
      document.removeEventListener('keydown', onKey, true);
      noteClosed();
    };
  }, [open]);

  const hoverHandlers = {
    onMouseEnter: () => show(open ? 0 : openDelay()),
    onMouseLeave: () => hide(CLOSE_GRACE_MS),
  };

  return (
    <span
      className="info"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hide();
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        className="info-trigger"
        aria-label={label}
        aria-describedby={open ? id : undefined}
        aria-expanded={open}
        onFocus={() => show(0)}
        onClick={() => (open ? hide() : show(0))}
        {...hoverHandlers}
      >
        <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
          <circle cx="10" cy="10" r="8.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <path d="M10 9v5" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
          <circle cx="10" cy="6.2" r="1" fill="currentColor" />
        </svg>
      </button>
      <div ref={tipRef} id={id} role="tooltip" className="tooltip" part="tooltip" hidden={!open} {...hoverHandlers}>
        {children}
        {learnMoreHref ? (
          <>
            {' '}
            <a href={learnMoreHref} className="tooltip-link">
              Learn more
            </a>
          </>
        ) : null}
      </div>
    </span>
  );
}
