import type { ToastStore } from '../state/toasts';
import { useSignal } from './use-signal';

/** Toasts in a polite live region, so screen readers announce them without moving focus. */
export function Toaster({ store }: { store: ToastStore }) {
  const toasts = useSignal(store.toasts);
  return (
    <div className="toaster" part="toaster" role="status" aria-live="polite" aria-atomic="false">
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast-${toast.tone}`} part="toast">
          <div className="toast-text">
            <p className="toast-title">{toast.title}</p>
            <p className="toast-description">{toast.description}</p>
          </div>
          <button
            type="button"
            className="toast-close"
            aria-label="Dismiss notification"
            onClick={() => store.dismiss(toast.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
