import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { ARGON2_OPTIONS, type PasswordHasher, poolHasher } from './password';

/**
 * Plain JavaScript (no loader needed): the thread reports its id, then does one password job at a
 * time. `workerData` is where `@node-rs/argon2` lies (an eval'd thread resolves from nowhere).
 */
const THREAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
const { readlinkSync } = require('node:fs');
const argon2 = require(workerData.argon2);
let tid = null;
try {
  tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
} catch {}
parentPort.postMessage({ tid });
parentPort.on('message', ({ id, job }) => {
  try {
    if (job.kind === 'hash') parentPort.postMessage({ id, encoded: argon2.hashSync(job.password, workerData.options) });
    else if (job.kind === 'verify') parentPort.postMessage({ id, valid: argon2.verifySync(job.encoded, job.password) });
    else parentPort.postMessage({ id, key: scryptSync(job.password, Buffer.from(job.salt), job.keylen) });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error) });
  }
});
`;

type Job =
  | { kind: 'hash'; password: string }
  | { kind: 'verify'; encoded: string; password: string }
  | { kind: 'scrypt'; password: string; salt: Uint8Array; keylen: number };

interface Answer {
  id: number;
  encoded?: string;
  valid?: boolean;
  key?: Uint8Array;
  error?: string;
}

interface Pending {
  job: Job;
  resolve: (answer: Omit<Answer, 'id'>) => void;
  reject: (error: Error) => void;
}

/** The same job on Node's thread pool, answered as the thread would. */
async function onPool(job: Job): Promise<Omit<Answer, 'id'>> {
  if (job.kind === 'hash') return { encoded: await poolHasher.hash(job.password) };
  if (job.kind === 'verify') return { valid: await poolHasher.verify(job.encoded, job.password) };
  return { key: await poolHasher.scrypt(job.password, Buffer.from(job.salt), job.keylen) };
}

function answered<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`the password thread gave no ${what}`);
  return value;
}

/**
 * Password hashing on a thread of its own, which the server keeps at the event loop's priority
 * (`keepThreadPriority` with its `tid`, in `server/main.ts`): Node's thread pool is lowered below
 * the event loop with DuckDB's workers (`keepWorkerThreadsYielding`), so under heavy reports a
 * check there waits for a core. One thread, one job at a time: the sign-in gate bounds how many
 * wait. Should the thread stop, the jobs it held and every later one run on Node's pool: slower
 * under load, never refused.
 */
export class PasswordThread implements PasswordHasher {
  private readonly worker = new Worker(THREAD_SOURCE, {
    eval: true,
    workerData: {
      argon2: createRequire(import.meta.url).resolve('@node-rs/argon2'),
      options: ARGON2_OPTIONS,
    },
  });
  private readonly pending = new Map<number, Pending>();
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
      for (const { job, resolve, reject } of this.pending.values()) onPool(job).then(resolve, reject);
      this.pending.clear();
    });
  }

  private settle(answer: Answer) {
    const pending = this.pending.get(answer.id);
    if (!pending) return;
    this.pending.delete(answer.id);
    if (answer.error !== undefined) pending.reject(new Error(answer.error));
    else pending.resolve(answer);
  }

  private async run(job: Job): Promise<Omit<Answer, 'id'>> {
    await this.ready;
    if (this.stopped) return onPool(job);
    return new Promise((resolve, reject) => {
      const id = this.nextId++;
      this.pending.set(id, { job, resolve, reject });
      this.worker.postMessage({ id, job });
    });
  }

  readonly hash = async (password: string) =>
    answered((await this.run({ kind: 'hash', password })).encoded, 'hash');

  readonly verify = async (encoded: string, password: string) =>
    answered((await this.run({ kind: 'verify', encoded, password })).valid, 'answer');

  readonly scrypt = async (password: string, salt: Buffer, keylen: number) =>
    Buffer.from(
      answered((await this.run({ kind: 'scrypt', password, salt: new Uint8Array(salt), keylen })).key, 'key'),
    );

  close(): Promise<number> {
    return this.worker.terminate();
  }
}
