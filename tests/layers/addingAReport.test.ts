import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * README's "Adding a report", done: the two files of its example written into a copy of the repository
 * (what the app's type check and tests read), then its commands run there. The recipe cannot drift
 * from what the registry, the route generator, the type check and Biome accept.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
/**
 * What the type check, Biome and the app's tests read (the Vite config imports the precompression, the
 * registry test the list of pages that are not reports).
 */
const COPIED = [
  'src',
  'scripts',
  'server/build',
  'tests/signedInPages.ts',
  'package.json',
  'tsconfig.json',
  'biome.json',
  'vite.config.ts',
  'vitest.config.ts',
  'lingui.config.ts',
];

const run = promisify(execFile);

/** The README's section, and each file it gives: a line naming the file in backquotes, then its block. */
function recipe(): { section: string; files: Map<string, string> } {
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const section = readme.split('### Adding a report')[1]?.split(/\n#{1,3} /)[0] ?? '';
  const blocks = section.matchAll(/`((?:src|tests)\/[^`]+\.tsx?)`:\n\n```tsx?\n([\s\S]*?)```/g);
  return { section, files: new Map([...blocks].map(([, file = '', source = '']) => [file, source])) };
}

/** A child process's environment without this test run's (a Vitest inside would take itself for a worker). */
function childEnv(): NodeJS.ProcessEnv {
  const inherited = Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST'));
  return { ...Object.fromEntries(inherited), NO_COLOR: '1' };
}

/** Runs a command in `cwd`; a failure shows what it printed (the type check prints its errors on stdout). */
async function runIn(cwd: string, command: string, args: readonly string[]): Promise<string> {
  try {
    const { stdout } = await run(command, args, { cwd, env: childEnv(), maxBuffer: 16 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed:\n${stdout}\n${stderr}`);
  }
}

describe("README's recipe for a new view of an existing endpoint", () => {
  const copy = mkdtempSync(path.join(tmpdir(), 'adding-a-report-'));
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  const inCopy = (command: string, args: readonly string[]) => runIn(copy, command, args);
  const bin = (name: string) => path.join(ROOT, 'node_modules/.bin', name);

  it('is two files, which the route generation, the type check, Biome and the registry tests accept', async () => {
    const { section, files } = recipe();
    expect([...files.keys()]).toEqual([
      'src/reports/definitions/averageDiscountPerOrder.report.ts',
      'src/routes/_app.average-discount-per-order.tsx',
    ]);
    for (const command of ['npm run routes', 'npm run check', 'npm run extract'])
      expect(section).toContain(command);

    for (const entry of COPIED) cpSync(path.join(ROOT, entry), path.join(copy, entry), { recursive: true });
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
    for (const [file, source] of files) writeFileSync(path.join(copy, file), source);

    await inCopy('npm', ['run', 'routes', '--silent']);
    const routeTree = readFileSync(path.join(copy, 'src/routeTree.gen.ts'), 'utf8');
    expect(routeTree).toContain("'/_app/average-discount-per-order'");

    await Promise.all([
      inCopy(bin('tsc'), ['--noEmit', '-p', '.']),
      inCopy(bin('biome'), ['check', '--vcs-enabled=false', ...files.keys()]),
    ]);
    const tests = await inCopy(bin('vitest'), [
      'run',
      '--project',
      'app',
      'src/reports/registry.test.ts',
      'src/reports/metrics.test.ts',
    ]);
    expect(tests).toMatch(/Test Files +2 passed/);
  }, 150_000);
});
