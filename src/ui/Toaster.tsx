import { useLingui } from '@lingui/react';
import { useLingui as useLinguiMacro } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import { renderMessage } from './messages';
import { type Toast, toasts } from './toasts';

function ToastItem({ toast }: { toast: Toast }) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  return (
    <div className={`toast toast--${toast.kind}`}>
      <p className="toast__text">{renderMessage(i18n, toast.message)}</p>
      <button
        type="button"
        className="toast__close"
        onClick={() => toasts.dismiss(toast.id)}
        aria-label={t`Dismiss`}
      >
        ×
      </button>
    </div>
  );
}

/** Errors at the top until dismissed; other messages at the bottom for 5 seconds. */
export function Toaster() {
  const list = useSyncExternalStore(toasts.subscribe, toasts.getSnapshot);
  const errors = list.filter((toast) => toast.kind === 'error');
  const others = list.filter((toast) => toast.kind !== 'error');
  return (
    <>
      <div className="toasts toasts--top" role="alert" aria-live="assertive">
        {errors.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </div>
      <div className="toasts toasts--bottom" role="status" aria-live="polite">
        {others.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </div>
    </>
  );
}
