import { Worker } from 'node:worker_threads';
import { type DeriveKey, scryptAsync } from './password';

/** Plain JavaScript (no loader needed): the thread reports its id, then derives keys one at a time. */
const THREAD_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
const { readlinkSync } = require('node:fs');
let tid = null;
try {
  tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
} catch {}
parentPort.postMessage({ tid });
parentPort.on('message', ({ id, password, salt, keylen }) => {
  try {
    const key = scryptSync(password, Buffer.from(salt), keylen);
    parentPort.postMessage({ id, key });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error) });
  }
});
`;

interface Answer {
  id: number;
  key?: Uint8Array;
  error?: string;
}

interface Check {
  password: string;
  salt: Buffer;
  keylen: number;
  resolve: (key: Buffer) => void;
  reject: (error: Error) => void;
}

/**
 * Password checks on a thread of their own, which the server keeps at the event loop's priority
 * (`keepThreadPriority` with its `tid`, in `server/main.ts`): Node's thread pool, where
 * `crypto.scrypt` runs, is lowered below the event loop with DuckDB's workers
 * (`keepWorkerThreadsYielding`), so under heavy reports a check there waits for a core. One
 * thread, one check at a time: the sign-in gate bounds how many wait. Should the thread stop, the
 * checks it held and every later one run on Node's pool: slower under load, never refused.
 */
export class PasswordThread {
  private readonly worker = new Worker(THREAD_SOURCE, { eval: true });
  private readonly pending = new Map<number, Check>();
  private nextId = 0;
  private stopped = false;
  /** The thread's id in the kernel, once ready (Linux only). */
  tid: number | null = null;
  /** Resolves once the thread runs and its id is known (Linux; elsewhere it stays null), or has stopped. */
  readonly ready: Promise<void>;

  constructor() {
    this.worker.unref();
    this.ready = new Promise((resolve) => {
      this.worker.once('exit', () => resolve());
      this.worker.once('message', ({ tid }: { tid: number | null }) => {
        this.tid = tid;
        this.worker.on('message', (answer: Answer) => this.settle(answer));
        resolve();
      });
    });
    // An error ends the thread too: 'exit' follows it.
    this.worker.on('error', () => undefined);
    this.worker.on('exit', () => {
      this.stopped = true;
      for (const check of this.pending.values()) this.onPool(check);
      this.pending.clear();
    });
  }

  private onPool({ password, salt, keylen, resolve, reject }: Check) {
    scryptAsync(password, salt, keylen).then(resolve, reject);
  }

  private settle({ id, key, error }: Answer) {
    const check = this.pending.get(id);
    if (!check) return;
    this.pending.delete(id);
    if (key) check.resolve(Buffer.from(key));
    else check.reject(new Error(error ?? 'the password thread gave no key'));
  }

  readonly derive: DeriveKey = async (password, salt, keylen) => {
    await this.ready;
    return new Promise((resolve, reject) => {
      const check = { password, salt, keylen, resolve, reject };
      if (this.stopped) return this.onPool(check);
      const id = this.nextId++;
      this.pending.set(id, check);
      this.worker.postMessage({ id, password, salt: new Uint8Array(salt), keylen });
    });
  };

  close(): Promise<number> {
    return this.worker.terminate();
  }
}
