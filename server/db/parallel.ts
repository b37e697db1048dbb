/** Runs `work` over `items`, at most `concurrency` at a time, in their order; rejects with the first failure. */
export async function inParallel<T>(
  items: readonly T[],
  work: (item: T) => Promise<void>,
  concurrency: number,
): Promise<void> {
  const queue = [...items];
  const next = async (): Promise<void> => {
    const item = queue.shift();
    if (item === undefined) return;
    await work(item);
    return next();
  };
  try {
    await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, next));
  } finally {
    // After a failure the other workers take nothing new.
    queue.length = 0;
  }
}
