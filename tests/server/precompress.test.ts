import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../../server/build/precompress';

let folder = '';
afterAll(() => rm(folder, { recursive: true, force: true }));

describe('build-time precompression', () => {
  it('writes brotli and gzip copies of text files from 1 KB up, and leaves maps and small files', async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'pos-precompress-'));
    await mkdir(path.join(folder, 'assets'));
    const script = `export const rows = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => ({ i })))};`;
    await writeFile(path.join(folder, 'assets', 'app-1.js'), script);
    await writeFile(path.join(folder, 'assets', 'app-1.js.map'), script);
    await writeFile(path.join(folder, 'assets', 'tiny-1.css'), 'a{}');
    await writeFile(path.join(folder, 'logo.png'), Buffer.alloc(4096));
    const report = await precompressDirectory(folder);
    expect(report.files).toBe(1);
    const base = path.join(folder, 'assets', 'app-1.js');
    expect(brotliDecompressSync(await readFile(`${base}.br`)).toString()).toBe(script);
    expect(gunzipSync(await readFile(`${base}.gz`)).toString()).toBe(script);
    expect(report.brotliBytes).toBeLessThan(script.length / 4);
    for (const left of ['assets/app-1.js.map.br', 'assets/tiny-1.css.br', 'logo.png.br'])
      expect(existsSync(path.join(folder, left)), left).toBe(false);
  });
});
