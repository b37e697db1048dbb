interface YieldingScheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a later task, so the browser can paint and handle a tap between two pieces of start-up
 * work instead of running them as one long task. `scheduler.yield()` where the browser has it: its
 * continuation runs before other queued tasks.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
