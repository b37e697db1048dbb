import { type ReactNode, useEffect, useRef } from 'react';
import './view-dialogs.css';

/**
 * A modal dialog, shown while it is rendered: the page behind is inert (focus stays inside), Escape
 * closes it, and it opens on the control marked `data-autofocus` when there is one. A bottom sheet on
 * a phone. The page that renders it returns the focus where it belongs once it closes (`onClose`).
 */
export function ModalSheet({
  labelledBy,
  onClose,
  children,
}: {
  labelledBy: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const closed = useRef(onClose);
  closed.current = onClose;
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      if (dialog.open) dialog.close();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className="dialog dialog--sheet"
      aria-labelledby={labelledBy}
      onClose={() => closed.current()}
      onKeyDown={(event) => {
        // As the browser does, also where it does not (a select's own Escape never gets here).
        if (event.key !== 'Escape') return;
        event.preventDefault();
        ref.current?.close();
      }}
    >
      {children}
    </dialog>
  );
}
