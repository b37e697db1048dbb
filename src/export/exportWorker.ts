/// <reference lib="webworker" />
import { setupI18n } from '@lingui/core';
import { failureMessage } from './failure';
import type { FromWorker, ToWorker } from './job';
import { runExport } from './runExport';

/** The export worker: one export per worker, started and cancelled by messages; the logic is in runExport. */
const scope = self as unknown as DedicatedWorkerGlobalScope;
let controller: AbortController | null = null;

function post(message: FromWorker) {
  scope.postMessage(message);
}

scope.onmessage = async (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  if (message.type === 'cancel') {
    controller?.abort();
    return;
  }
  if (controller) return;
  const { job } = message;
  controller = new AbortController();
  const { signal } = controller;
  const i18n = setupI18n({ locale: job.locale, messages: { [job.locale]: job.messages } });
  try {
    const result = await runExport(job, {
      i18n,
      signal,
      onProgress: (rows, total) => post({ type: 'progress', rows, total }),
    });
    post({ type: 'done', blob: result.blob, rows: result.rows, fromCache: result.fromCache });
  } catch (error) {
    if (signal.aborted) post({ type: 'cancelled' });
    else post({ type: 'failed', ...failureMessage(error, i18n) });
  }
};
