import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { keepThreadPriority, yieldWorkerThreads } from '../http/priority';
import { hashPassword, isCurrentHash, poolHasher, verifyPassword } from './password';
import { PasswordThread } from './passwordThread';

const thread = new PasswordThread();
afterAll(() => thread.close());

function niceOf(tid: number): number {
  const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
}

describe('PasswordThread', () => {
  it("hashes with Argon2id as Node's pool does: each checks the other's hashes", async () => {
    const fromThread = await hashPassword('crème brûlée', thread);
    const fromPool = await hashPassword('crème brûlée', poolHasher);
    expect(fromThread.hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(isCurrentHash(fromThread)).toBe(true);
    expect(fromThread.hash).not.toBe(fromPool.hash);
    expect(await verifyPassword('crème brûlée', fromPool, thread)).toBe(true);
    expect(await verifyPassword('crème brûlée', fromThread, poolHasher)).toBe(true);
    expect(await verifyPassword('creme brulee', fromThread, thread)).toBe(false);
  });

  it('matches no password with a stored hash that cannot be read, on the thread and on the pool', async () => {
    const damaged = { salt: '', hash: '$argon2id$v=19$m=19456,t=2,p=1$not-a-salt' };
    expect(isCurrentHash(damaged)).toBe(false);
    expect(await verifyPassword('anything', damaged, thread)).toBe(false);
    expect(await verifyPassword('anything', damaged, poolHasher)).toBe(false);
    expect(await verifyPassword('after it', await hashPassword('after it', thread), thread)).toBe(true);
  });

  it("derives the scrypt key Node's pool derives, for hashes stored before Argon2id", async () => {
    const salt = Buffer.from('0123456789abcdef');
    const key = await poolHasher.scrypt('right one', salt, 64);
    expect((await thread.scrypt('right one', salt, 64)).equals(key)).toBe(true);
    const stored = { salt: salt.toString('base64'), hash: key.toString('base64') };
    expect(isCurrentHash(stored)).toBe(false);
    expect(await verifyPassword('right one', stored, thread)).toBe(true);
    expect(await verifyPassword('wrong one', stored, thread)).toBe(false);
  });

  it('answers jobs asked at once, each with its own answer', async () => {
    const stored = await Promise.all(['a', 'b', 'c', 'd'].map((password) => hashPassword(password, thread)));
    const checks = await Promise.all(
      stored.flatMap((hash) =>
        ['a', 'b', 'c', 'd'].map((password) => verifyPassword(password, hash, thread)),
      ),
    );
    expect(checks).toEqual([0, 1, 2, 3].flatMap((row) => [0, 1, 2, 3].map((column) => row === column)));
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

  it("keeps answering on Node's pool once its thread has stopped, the jobs it held included", async () => {
    const own = new PasswordThread();
    await own.ready;
    const stored = await hashPassword('held', poolHasher);
    const held = verifyPassword('held', stored, own);
    await own.close();
    expect(await held).toBe(true);
    expect(await verifyPassword('after', await hashPassword('after', own), poolHasher)).toBe(true);
  });
});
