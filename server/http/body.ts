import type { Context } from 'hono';
import * as v from 'valibot';
import { apiError } from './errors';
import { shownName, UNSTORABLE_TEXT, unstorableField } from './text';

/**
 * Reads a JSON body against a schema; a body that is not JSON, a text holding U+0000 or an unpaired
 * surrogate, or the first problem in it, is a 400 naming the field.
 */
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
  // Text no column can hold is refused for every field alike, before the schema reads it.
  const unstorable = unstorableField(body);
  if (unstorable !== undefined)
    throw apiError(400, `Invalid field '${shownName(unstorable || 'body')}': ${UNSTORABLE_TEXT}`);
  const parsed = v.safeParse(schema, body);
  if (parsed.success) return parsed.output;
  const issue = parsed.issues[0];
  throw apiError(400, `Invalid field '${v.getDotPath(issue) ?? 'body'}': ${issue.message}`);
}
