/**
 * Whether an error says the server is out of reach rather than the query wrong: a socket that
 * could not connect or was cut, a connection timeout, or PostgreSQL's connection-exception (08)
 * and shutting-down / not-yet-accepting (57P01–57P03) codes.
 */
export function isConnectionFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (/^08/.test(code) || /^57P0[123]$/.test(code))) return true;
  if (
    typeof code === 'string' &&
    /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|ENOTFOUND|EAI_AGAIN)$/.test(code)
  )
    return true;
  return /^Connection terminated|timeout exceeded when trying to connect/i.test(error.message);
}

/** Hides the password of a connection URL in messages. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres://…';
  }
}
