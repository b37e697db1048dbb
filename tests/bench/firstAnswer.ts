/**
 * The first answer to a report from a server just started, as the app gets it: while the server builds
 * its report tables it answers 503 with `preparing` and a `Retry-After`, and is asked again after it.
 */

/** What a server refusing reports while it builds its report tables said. */
export interface Refusal {
  retryAfter: number;
  progress: number;
}

/**
 * The first answer to a report, as the app gets it: asked again after the `Retry-After` of each 503
 * (the report tables being built); its time from `since`, and the refusals before it.
 */
export async function firstAnswer(url: string, token: string, since: number) {
  const refusals: Refusal[] = [];
  for (;;) {
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    const text = await response.text();
    if (response.ok) return { ms: performance.now() - since, refusals };
    const preparing =
      response.status === 503
        ? (JSON.parse(text) as { preparing?: { progress: number } }).preparing
        : undefined;
    if (!preparing) throw new Error(`${response.status} from ${url}: ${text.slice(0, 200)}`);
    const retryAfter = Number(response.headers.get('retry-after') ?? 1);
    refusals.push({ retryAfter, progress: preparing.progress });
    await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
  }
}

/** "3 answers 503 first (Retry-After 30 ×2, 6 s; progress 0 % → 91 %)". */
export function describeRefusals(refusals: readonly Refusal[]): string {
  if (!refusals.length) return 'no 503 first';
  const runs: { value: number; count: number }[] = [];
  for (const { retryAfter } of refusals) {
    const last = runs.at(-1);
    if (last?.value === retryAfter) last.count++;
    else runs.push({ value: retryAfter, count: 1 });
  }
  const after = runs.map(({ value, count }) => (count > 1 ? `${value} ×${count}` : String(value))).join(', ');
  const percent = (r: Refusal | undefined) => `${Math.floor((r?.progress ?? 0) * 100)} %`;
  return (
    `${refusals.length} answer${refusals.length === 1 ? '' : 's'} 503 first (Retry-After ${after} s; ` +
    `progress ${percent(refusals[0])} → ${percent(refusals.at(-1))})`
  );
}
