/**
 * Deterministic pseudo-random numbers for the demo data. In SQL the value is a hash of the seed,
 * the row's natural key and a salt, so a row's attributes never depend on generation order or on
 * how many threads DuckDB uses, and extending the data later yields the same rows.
 */
export function sqlRandom(seed: number, key: string, salt: number): string {
  return `(CAST(hash(${seed}, ${key}, ${salt}) % 1000003 AS DOUBLE) / 1000003.0)`;
}

/** The same idea in JS (mulberry32) for the few dimension rows built in TypeScript. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
