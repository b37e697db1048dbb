/**
 * Waits until a server just started answers reports: a server whose report tables are missing builds
 * them in the background and refuses reports 503 with `preparing` and a Retry-After meanwhile. For the
 * tools that measure a started server (end-to-end tests, load, Lighthouse), so their figures are of a
 * server that answers. Signs in as `demo`.
 */
export async function waitForReports(base: string, timeoutSeconds = 900): Promise<void> {
  const deadline = Date.now() + timeoutSeconds * 1000;
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo', password: 'demo' }),
  });
  if (!login.ok) throw new Error(`sign-in of demo answered ${login.status}`);
  const { token } = (await login.json()) as { token: string };
  const report = `${base}/api/reports/v0/stores/1/sale-summary`;
  for (;;) {
    const answer = await fetch(report, { headers: { authorization: `Bearer ${token}` } });
    const body = (await answer.json().catch(() => ({}))) as { preparing?: unknown };
    if (answer.status !== 503 || body.preparing === undefined) {
      if (!answer.ok) throw new Error(`${report} answered ${answer.status}`);
      return;
    }
    if (Date.now() > deadline) throw new Error(`the report tables were not ready within ${timeoutSeconds} s`);
    const seconds = Number(answer.headers.get('retry-after') ?? 1);
    await new Promise((resolve) => setTimeout(resolve, Math.min(5, Math.max(1, seconds)) * 1000));
  }
}
