/**
 * Long conversions (a query result's rows, a large answer's JSON) give the event loop a turn
 * between their slices. They wait for it in one queue, and one of them goes on per turn of the
 * loop, so a health check, a sign-in or a finished query is handled between any two slices however
 * many conversions run. With a `setImmediate` each, every conversion's next slice would run in the
 * same turn, one after another, before any of that.
 */
const waiting: (() => void)[] = [];
let scheduled = false;

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  setImmediate(() => {
    scheduled = false;
    waiting.shift()?.();
    if (waiting.length) schedule();
  });
}

/** Resolves at a later turn of the event loop, after the conversions that asked before. */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    schedule();
  });
}
