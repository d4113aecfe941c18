import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface ListboxOption {
  key: string;
  /** What a screen reader says of the option, when its content does not say it whole. */
  label?: string;
  content: ReactNode;
}

export interface ListboxProps {
  /** The listbox's name, said before its options. */
  label: string;
  options: readonly ListboxOption[];
  /** The option that has the selection (and the tab stop). */
  active: string | undefined;
  /** Arrow keys, Home and End: the selection follows the focus. */
  onActivate: (key: string) => void;
  /** Click, Enter or Space: the option is chosen. Without it, activating is choosing. */
  onChoose?: (key: string) => void;
  orientation: 'horizontal' | 'vertical';
  className: string;
  part?: string;
}

const NEXT: Readonly<Record<string, number>> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * A single-select listbox (WAI-ARIA APG, "Listbox", selection follows focus) with a roving tab
 * stop: Tab enters at the selected option, the arrow keys move through the options (both axes, as the
 * options wrap into rows at any width), Home and End go to the first and last, Enter, Space or a
 * click choose.
 */
export function Listbox({ label, options, active, onActivate, onChoose, orientation, className, part }: ListboxProps) {
  const list = useRef<HTMLDivElement>(null);
  const current = options.findIndex((option) => option.key === active);
  const tabStop = current === -1 ? 0 : current;

  const moveTo = (index: number) => {
    const option = options[Math.max(0, Math.min(options.length - 1, index))];
    if (!option) return;
    onActivate(option.key);
    list.current?.querySelector<HTMLElement>(`[data-key="${CSS.escape(option.key)}"]`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = NEXT[event.key];
    if (step !== undefined) moveTo(tabStop + step);
    else if (event.key === 'Home') moveTo(0);
    else if (event.key === 'End') moveTo(options.length - 1);
    else if ((event.key === 'Enter' || event.key === ' ') && options[tabStop] && onChoose)
      onChoose(options[tabStop].key);
    else return;
    event.preventDefault();
  };

  return (
    <div
      ref={list}
      role="listbox"
      aria-label={label}
      aria-orientation={orientation}
      className={className}
      part={part}
      onKeyDown={onKeyDown}
    >
      {options.map((option, index) => (
        <div
          key={option.key}
          role="option"
          data-key={option.key}
          aria-selected={index === current}
          aria-label={option.label}
          tabIndex={index === tabStop ? 0 : -1}
          className="option"
          onClick={() => {
            onActivate(option.key);
            onChoose?.(option.key);
          }}
        >
          {option.content}
        </div>
      ))}
    </div>
  );
}
