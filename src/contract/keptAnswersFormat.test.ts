// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { KEPT_ANSWERS_FORMAT } from './serviceWorker';

const modules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], { eager: true });

/** Keys of a valibot schema that are not its shape: messages, functions and the standard interface. */
const NOT_SHAPE = new Set(['message', '~standard', '~run', '~types', 'async', 'default', 'fallback']);

/** A schema's shape as plain data: its types, entries, items, options and checks, nothing else. */
function shapeOf(value: unknown, seen = new WeakSet<object>()): unknown {
  if (typeof value === 'function') return undefined;
  if (value instanceof RegExp) return value.source;
  if (value === null || typeof value !== 'object') return value;
  if (seen.has(value)) return '[cycle]';
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => shapeOf(item, seen));
  const shape: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) {
    if (!NOT_SHAPE.has(key)) shape[key] = shapeOf((value as Record<string, unknown>)[key], seen);
  }
  return shape;
}

const isSchema = (value: unknown) =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'schema';

/** Every export but the format itself: schemas, and the catalogues and constants that hold schemas. */
function schemasDigest(): string {
  const schemas: Record<string, unknown> = {};
  for (const [file, exports] of Object.entries(modules).sort(([a], [b]) => a.localeCompare(b)))
    for (const [name, value] of Object.entries(exports).sort(([a], [b]) => a.localeCompare(b)))
      if (value !== KEPT_ANSWERS_FORMAT) schemas[`${file}#${name}`] = shapeOf(value);
  return createHash('sha256').update(JSON.stringify(schemas)).digest('hex').slice(0, 16);
}

describe('the format of the answers kept on the device', () => {
  it('names the schemas it was set for: a changed schema asks for a new version', () => {
    const digest = schemasDigest();
    expect(
      KEPT_ANSWERS_FORMAT.schemas,
      `The contract's schemas changed (digest ${digest}): set KEPT_ANSWERS_FORMAT to { version: ${KEPT_ANSWERS_FORMAT.version + 1}, schemas: '${digest}' } in src/contract/serviceWorker.ts if the answers kept on devices changed shape, or keep the version and only set the digest if they did not.`,
    ).toBe(digest);
  });

  it('reads the schemas of the contract', () => {
    const count = Object.values(modules).flatMap((exports) => Object.values(exports).filter(isSchema)).length;
    expect(count).toBeGreaterThan(20);
  });
});
