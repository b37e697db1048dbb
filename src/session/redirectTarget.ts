/** A backslash (URL parsers read it as a slash) or a control character (they drop tabs and line breaks). */
function hasUnsafeCharacter(target: string): boolean {
  for (const char of target) {
    const code = char.charCodeAt(0);
    if (char === '\\' || code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

/**
 * Where sign-in returns to, as the path, search and hash of the URL it resolves to against the app's
 * `origin`: a path of this app (written starting with one `/`), never another origin, never the
 * sign-in page itself. Backslashes and control characters are refused before resolving, so
 * `/\\evil.example` or `/%09/evil.example` (a tab, once decoded) cannot become `//evil.example`.
 */
export function resolveRedirect(target: unknown, origin: string): string | undefined {
  if (typeof target !== 'string' || target.length > 2000) return undefined;
  if (!/^\/(?!\/)/.test(target) || hasUnsafeCharacter(target)) return undefined;
  let url: URL;
  let base: URL;
  try {
    base = new URL(origin);
    url = new URL(target, base);
  } catch {
    return undefined;
  }
  if (url.origin !== base.origin || url.pathname.startsWith('/login')) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The origin the app runs at. */
const pageOrigin = () => (typeof window === 'undefined' ? 'http://localhost' : window.location.origin);

export interface LoginSearch {
  redirect?: string | undefined;
}

/** The sign-in page's search: `redirect` kept, normalised, only when it resolves to this app (see `resolveRedirect`). */
export function parseLoginSearch(
  search: Record<string, unknown>,
  origin: string = pageOrigin(),
): LoginSearch {
  const redirect = resolveRedirect(search.redirect, origin);
  return redirect === undefined ? {} : { redirect };
}
