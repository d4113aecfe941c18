import type { ButtonHTMLAttributes, Ref } from 'react';

export type InfoButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** Names the button, e.g. "About Monthly Revenue". */
  label: string;
  ref?: Ref<HTMLButtonElement>;
};

/** The round "i" button that opens a tooltip. */
export function InfoButton({ label, ...props }: InfoButtonProps) {
  return (
    <button type="button" className="info-trigger" aria-label={label} {...props}>
      <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
        <circle cx="10" cy="10" r="8.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path d="M10 9v5" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        <circle cx="10" cy="6.2" r="1" fill="currentColor" />
      </svg>
    </button>
  );
}
