import { Trans } from '@lingui/react/macro';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { registerServiceWorker, type UpdateFlow, updateFlow, useServiceWorkerUpdate } from './serviceWorker';
import './UpdatePrompt.css';

/**
 * Offers a new version of the app without interrupting: a small banner the user may act on or leave.
 * "Reload" switches to the new version on the same URL; "Later" hides the offer and changes nothing.
 * Mounting it also registers the service worker (in production builds).
 */
export function UpdatePrompt({ flow = updateFlow }: { flow?: UpdateFlow }) {
  useEffect(() => {
    void registerServiceWorker(flow);
  }, [flow]);
  const { status, accept, dismiss } = useServiceWorkerUpdate(flow);
  const shown = status === 'ready' || status === 'applying';
  // Toasts at the bottom of the page rise above the offer while it shows: never over Reload and Later.
  const panel = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = panel.current;
    if (!shown || !element) return;
    const root = document.documentElement;
    const reserve = () => root.style.setProperty('--update-prompt-space', `${element.offsetHeight + 12}px`);
    reserve();
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(reserve);
    resized?.observe(element);
    return () => {
      resized?.disconnect();
      root.style.removeProperty('--update-prompt-space');
    };
  }, [shown]);
  // The live region stays in the page so that the offer is announced when it appears.
  return (
    <div className="update-prompt" role="status" aria-live="polite">
      {shown && (
        <div className="update-prompt__panel" data-testid="update-prompt" ref={panel}>
          <p className="update-prompt__text">
            <Trans>A new version is ready.</Trans>
          </p>
          <div className="update-prompt__actions">
            <button
              type="button"
              className="button button--primary"
              onClick={accept}
              disabled={status === 'applying'}
            >
              <Trans>Reload</Trans>
            </button>
            <button type="button" className="button" onClick={dismiss} disabled={status === 'applying'}>
              <Trans>Later</Trans>
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
