import type { ExportJob, FromWorker, ToWorker } from './job';

export type ExportOutcome =
  | { kind: 'done'; blob: Blob; rows: number; fromCache: boolean }
  | { kind: 'failed'; message: string; detail: string }
  | { kind: 'cancelled' };

export interface RunningExport {
  result: Promise<ExportOutcome>;
  /** Stops the export at once: no file is made, and the worker cancels its requests in flight. */
  cancel(): void;
}

/** A worker that does not confirm a cancel is ended anyway after this long. */
const CANCEL_GRACE_MS = 2000;

/**
 * Runs one export in its own module worker, so fetching and writing never block the page. The worker
 * ends with the export.
 */
export function startExport(
  job: ExportJob,
  onProgress: (rows: number, total: number) => void,
): RunningExport {
  const worker = new Worker(new URL('./exportWorker.ts', import.meta.url), {
    type: 'module',
    name: 'export',
  });
  let resolveResult: (outcome: ExportOutcome) => void = () => {};
  const result = new Promise<ExportOutcome>((resolve) => {
    resolveResult = resolve;
  });
  let settled = false;
  const settle = (outcome: ExportOutcome) => {
    if (settled) return;
    settled = true;
    resolveResult(outcome);
  };
  worker.onmessage = (event: MessageEvent<FromWorker>) => {
    const message = event.data;
    if (message.type === 'progress') {
      if (!settled) onProgress(message.rows, message.total);
      return;
    }
    worker.terminate();
    if (message.type === 'done')
      settle({ kind: 'done', blob: message.blob, rows: message.rows, fromCache: message.fromCache });
    else if (message.type === 'failed')
      settle({ kind: 'failed', message: message.message, detail: message.detail });
    else settle({ kind: 'cancelled' });
  };
  worker.onerror = (event) => {
    event.preventDefault();
    worker.terminate();
    settle({ kind: 'failed', message: '', detail: event.message || 'the export worker stopped' });
  };
  worker.postMessage({ type: 'start', job } satisfies ToWorker);
  return {
    result,
    cancel() {
      if (settled) return;
      worker.postMessage({ type: 'cancel' } satisfies ToWorker);
      settle({ kind: 'cancelled' });
      setTimeout(() => worker.terminate(), CANCEL_GRACE_MS);
    },
  };
}
