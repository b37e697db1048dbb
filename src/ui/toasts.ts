import type { UiMessage } from './messages';

export type ToastKind = 'error' | 'success' | 'info';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: UiMessage;
}

/** Errors stay until dismissed; other toasts go after 5000 ms. */
export const TOAST_DURATION_MS = 5000;

type Listener = () => void;

export function createToastStore(schedule: (fn: () => void, ms: number) => unknown = setTimeout) {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const listeners = new Set<Listener>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  const sameMessage = (a: UiMessage, b: UiMessage) =>
    typeof a === 'string' || typeof b === 'string'
      ? a === b
      : a.id === b.id && JSON.stringify(a.values ?? {}) === JSON.stringify(b.values ?? {});

  const dismiss = (id: number) => {
    toasts = toasts.filter((toast) => toast.id !== id);
    emit();
  };

  const show = (kind: ToastKind, message: UiMessage): number => {
    // The same error from several failing queries is shown once.
    const existing = toasts.find((toast) => toast.kind === kind && sameMessage(toast.message, message));
    if (existing) return existing.id;
    const id = nextId++;
    toasts = [...toasts, { id, kind, message }];
    emit();
    if (kind !== 'error') schedule(() => dismiss(id), TOAST_DURATION_MS);
    return id;
  };

  return {
    show,
    dismiss,
    clear: () => {
      toasts = [];
      emit();
    },
    getSnapshot: () => toasts,
    subscribe: (listener: Listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;

export const toasts = createToastStore();
