import { signal, type ReadonlySignal } from '@preact/signals-core';
import { perHost } from '../internal/per-host';

export interface Toast {
  id: number;
  title: string;
  description: string;
  tone: 'success' | 'error' | 'info';
}

export interface ToastStore {
  toasts: ReadonlySignal<readonly Toast[]>;
  show(toast: Omit<Toast, 'id'>, durationMs: number): number;
  dismiss(id: number): void;
  /** Shows a toast after a delay; returns a function that cancels it if it has not appeared yet. */
  showLater(toast: Omit<Toast, 'id'>, delayMs: number, durationMs: number): () => void;
}

export function createToastStore(): ToastStore {
  const toasts = signal<readonly Toast[]>([]);
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let nextId = 1;

  const after = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
    return timer;
  };

  const dismiss = (id: number) => {
    toasts.value = toasts.value.filter((toast) => toast.id !== id);
  };

  const show = (toast: Omit<Toast, 'id'>, durationMs: number) => {
    const id = nextId++;
    toasts.value = [...toasts.value, { ...toast, id }];
    after(durationMs, () => dismiss(id));
    return id;
  };

  return {
    toasts,
    show,
    dismiss,
    showLater(toast, delayMs, durationMs) {
      const timer = after(delayMs, () => show(toast, durationMs));
      return () => {
        clearTimeout(timer);
        timers.delete(timer);
      };
    },
  };
}

/** The toasts of one element (forms without other state of their own). */
export const toastsFor = perHost(() => createToastStore());
