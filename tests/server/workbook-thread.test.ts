import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeWorkbookOnThread } from '../../server/digest/workbookThread';

/**
 * The thread a scheduled e-mail's spreadsheet is written on: it loads the view code it is given (here
 * a small module of the same shape as `dist-server/onServer.js`), and hands the spreadsheet back, or
 * the error that stopped it.
 */
let folder: string;
let module: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'workbook-thread-'));
  const file = join(folder, 'viewCode.mjs');
  await writeFile(
    file,
    `import { threadId } from 'node:worker_threads';
export const viewTools = {
  async writeViewWorkbook(job) {
    if (job.fail) throw new Error(job.fail);
    return {
      title: job.title, rangeText: 'Nov 20 – 26', headline: [], fileName: 'a.xlsx', rows: job.rows,
      bytes: new TextEncoder().encode(job.title + ' on thread ' + threadId),
    };
  },
};`,
  );
  module = pathToFileURL(file).href;
});
afterAll(() => rm(folder, { recursive: true, force: true }));

describe('the spreadsheet thread', () => {
  it('writes the spreadsheet of the job it is given on another thread, and hands its bytes back', async () => {
    const job = { language: 'fr' as const, title: 'Ventes', rows: 3 };
    const workbook = await writeWorkbookOnThread(module, job);
    expect(workbook).toMatchObject({ title: 'Ventes', rows: 3, fileName: 'a.xlsx' });
    const text = new TextDecoder().decode(workbook.bytes);
    expect(text).toMatch(/^Ventes on thread \d+$/);
    expect(text).not.toBe('Ventes on thread 0');
  });

  it('fails with what stopped it: an error of the view code, or view code that cannot be loaded', async () => {
    const failing = { language: 'en' as const, fail: 'no catalog for xx' };
    await expect(writeWorkbookOnThread(module, failing)).rejects.toThrow(
      /could not be written: Error: no catalog for xx/,
    );
    await expect(
      writeWorkbookOnThread(pathToFileURL(join(folder, 'missing.mjs')).href, { language: 'en' }),
    ).rejects.toThrow(/could not be written: .*Cannot find module/);
  });
});
