import * as v from 'valibot';

/**
 * Where sign-in returns to: a path of this app (starting with one `/`), never another origin, and never
 * the sign-in page itself.
 */
export const redirectTargetSchema = v.pipe(
  v.string(),
  v.maxLength(2000),
  v.check((target) => /^\/(?!\/)/.test(target) && !target.startsWith('/login')),
);

export interface LoginSearch {
  redirect?: string | undefined;
}

export function parseLoginSearch(search: Record<string, unknown>): LoginSearch {
  const parsed = v.safeParse(redirectTargetSchema, search.redirect);
  return parsed.success ? { redirect: parsed.output } : {};
}
