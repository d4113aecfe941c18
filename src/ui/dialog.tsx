import { useEffect, useRef, type ReactNode } from 'react';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** The id of the dialog's heading, which names it. */
  labelledBy: string;
  className?: string;
  part?: string;
  children: ReactNode;
}

/** The element that has focus, looking inside shadow roots. */
export function deepActiveElement(): HTMLElement | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

/**
 * A modal dialog on the native <dialog>: showModal() makes the rest of the page inert (focus stays
 * inside), Escape closes it, and focus returns to what had it before. Mark the element that should
 * receive focus first with data-autofocus.
 */
export function Dialog({ open, onClose, labelledBy, className, part, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    // The host may leave the document between this render and its effect (showModal() would throw).
    if (!dialog?.isConnected) return;
    if (open && !dialog.open) {
      returnFocusTo.current = deepActiveElement();
      dialog.showModal();
      // showModal() focuses the first focusable element, which may sit at the bottom of a long
      // dialog; an element marked data-autofocus (usually the title) is a better start.
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const handleClose = () => {
      const target = returnFocusTo.current;
      returnFocusTo.current = null;
      if (target?.isConnected) target.focus();
      onCloseRef.current();
    };
    const handleCancel = (event: Event) => {
      event.preventDefault();
      dialog.close();
    };
    dialog.addEventListener('close', handleClose);
    dialog.addEventListener('cancel', handleCancel);
    return () => {
      dialog.removeEventListener('close', handleClose);
      dialog.removeEventListener('cancel', handleCancel);
      if (dialog.open) dialog.close();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={className ? `dialog ${className}` : 'dialog'}
      part={part}
      aria-labelledby={labelledBy}
      aria-modal="true"
    >
      {open ? children : null}
    </dialog>
  );
}
