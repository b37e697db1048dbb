import type { Context } from 'hono';
import * as v from 'valibot';
import { apiError } from './errors';

/** Reads a JSON body against a schema; a body that is not JSON, or the first problem in it, is a 400. */
export async function parseJsonBody<TSchema extends v.GenericSchema>(
  c: Context,
  schema: TSchema,
  example: string,
): Promise<v.InferOutput<TSchema>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw apiError(400, `The body must be JSON: ${example}`);
  }
  const parsed = v.safeParse(schema, body);
  if (parsed.success) return parsed.output;
  const issue = parsed.issues[0];
  throw apiError(400, `Invalid field '${v.getDotPath(issue) ?? 'body'}': ${issue.message}`);
}
