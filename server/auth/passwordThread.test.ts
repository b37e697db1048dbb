import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { keepThreadPriority, yieldWorkerThreads } from '../http/priority';
import { hashPassword, scryptAsync, verifyPassword } from './password';
import { PasswordThread } from './passwordThread';

const thread = new PasswordThread();
afterAll(() => thread.close());

function niceOf(tid: number): number {
  const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
}

describe('PasswordThread', () => {
  it("derives the very key Node's thread pool derives, and checks passwords with it", async () => {
    const salt = Buffer.from('0123456789abcdef');
    expect(
      (await thread.derive('crème brûlée', salt, 64)).equals(await scryptAsync('crème brûlée', salt, 64)),
    ).toBe(true);
    const stored = await hashPassword('right one');
    expect(await verifyPassword('right one', stored, thread.derive)).toBe(true);
    expect(await verifyPassword('wrong one', stored, thread.derive)).toBe(false);
  });

  it('answers checks asked at once, each with its own key', async () => {
    const salts = ['a', 'b', 'c', 'd'].map((s) => Buffer.from(s.repeat(16)));
    const keys = await Promise.all(salts.map((salt) => thread.derive('same password', salt, 32)));
    for (const [i, salt] of salts.entries())
      expect(keys[i]?.equals(await scryptAsync('same password', salt, 32))).toBe(true);
  });

  it.runIf(process.platform === 'linux')(
    'knows its thread id, by which it is kept at its priority when the worker threads are lowered',
    async () => {
      await thread.ready;
      expect(thread.tid).toBeGreaterThan(0);
      keepThreadPriority(thread.tid as number);
      yieldWorkerThreads(5);
      expect(niceOf(thread.tid as number)).toBe(niceOf(process.pid));
    },
  );

  it("keeps answering on Node's pool once its thread has stopped, the checks it held included", async () => {
    const own = new PasswordThread();
    await own.ready;
    const salt = Buffer.from('fedcba9876543210');
    const held = own.derive('held', salt, 32);
    await own.close();
    expect((await held).equals(await scryptAsync('held', salt, 32))).toBe(true);
    expect((await own.derive('after', salt, 32)).equals(await scryptAsync('after', salt, 32))).toBe(true);
  });
});
