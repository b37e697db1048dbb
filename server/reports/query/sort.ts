/** Orders values the same way everywhere: nulls first, numbers by value, text by code point. */
export function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return -1;
  if (b === null || b === undefined) return 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const x = String(a);
  const y = String(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Compares rows on several keys; a key prefixed with `-` sorts descending. */
export function compareRows(
  a: Record<string, unknown>,
  b: Record<string, unknown>,
  keys: readonly string[],
): number {
  for (const key of keys) {
    const descending = key.startsWith('-');
    const name = descending ? key.slice(1) : key;
    const order = compareValues(a[name], b[name]);
    if (order !== 0) return descending ? -order : order;
  }
  return 0;
}
