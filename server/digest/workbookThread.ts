import { Worker } from 'node:worker_threads';
import type { ViewWorkbook, ViewWorkbookJob } from '../../src/contract/viewTools';

/**
 * Plain JavaScript (no loader needed): loads the built view code (`workerData.module`), writes the one
 * spreadsheet it is given and hands its bytes back without copying them.
 */
const THREAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
import(workerData.module)
  .then(({ viewTools }) => viewTools.writeViewWorkbook(workerData.job))
  .then(
    (workbook) => parentPort.postMessage({ workbook }, [workbook.bytes.buffer]),
    (error) => parentPort.postMessage({ error: String((error && error.stack) || error) }),
  );
`;

/**
 * Writes a saved view's spreadsheet on a thread of its own, so that the event loop keeps answering
 * while a large one is zipped (8,000 order rows held it 1.6 s at once when written on it). One thread
 * per spreadsheet: scheduled e-mails are few, and a thread that ends takes its memory with it.
 * `module` is the URL of the built view code (`dist-server/onServer.js`).
 */
export function writeWorkbookOnThread(module: string, job: ViewWorkbookJob): Promise<ViewWorkbook> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(THREAD_SOURCE, { eval: true, workerData: { module, job } });
    worker.once('message', (answer: { workbook?: ViewWorkbook; error?: string }) => {
      if (answer.workbook) resolve(answer.workbook);
      else reject(new Error(`the spreadsheet could not be written: ${answer.error ?? 'no answer'}`));
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) =>
      reject(new Error(`the spreadsheet's thread stopped (exit code ${code}) before it was written`)),
    );
  });
}
