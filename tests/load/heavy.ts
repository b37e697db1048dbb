/**
 * Heavy work beside the light: 50 clients ask year-long reports of the biggest store as fast as they
 * are answered and 14 clients export 10,000 orders at a time (waiting what `Retry-After` says when
 * refused, as the app's export worker does), while probes time /api/health and a genuine sign-in.
 * Goals: health and sign-in p99 ≤ 100 ms; every export refused is told a wait after which it is
 * mostly admitted (retries per export ≤ 2 on average), and every export finishes.
 */
import { describeProbe, type Goal, ms, p99Of, percentile, startProbe } from './common';

export interface HeavyOptions {
  reports: number;
  exports: number;
  seconds: number;
  token: string;
}

const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
const YEAR = `createdAtMin=${day(364)}&createdAtMax=${day(0)}`;
/** Year-long reports of the biggest demo store (Seoul, store 1). */
const HEAVY_REPORTS = [
  `/api/reports/v0/stores/1/sale-summary?${YEAR}&mode=DATE&limit=1000&compare=previous`,
  `/api/reports/v0/stores/1/total-revenues?${YEAR}&limit=1000`,
  `/api/reports/v0/stores/1/product-sold?${YEAR}&limit=100&sortBy=totalPrice&sortDirection=desc`,
  `/api/reports/v0/stores/1/salesman?${YEAR}&limit=100`,
  `/api/reports/v0/stores/1/payment-methods?${YEAR}&mode=MONTH&limit=1000`,
  `/api/reports/v0/stores/1/global-report?${YEAR}&groupBy=store&limit=100`,
];
const EXPORT = `/api/reports/v1/stores/1/orders?${YEAR}&limit=10000&page=1&isExport=true`;

const pause = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

export async function heavy(base: string, options: HeavyOptions): Promise<Goal[]> {
  console.log(
    `\n== heavy: ${options.reports} clients of year-long reports and ${options.exports} exporting clients, ${options.seconds} s ==`,
  );
  const headers = { authorization: `Bearer ${options.token}`, 'accept-encoding': 'gzip, br' };
  const health = startProbe({ url: `${base}/api/health`, everyMs: 20 });
  const signIn = startProbe({
    url: `${base}/api/login`,
    method: 'POST',
    body: JSON.stringify({ username: 'staff', password: 'staff' }),
    everyMs: 250,
  });
  const until = Date.now() + options.seconds * 1000;
  const reportStatuses = new Map<number, number>();
  const reportTimes: number[] = [];
  const reportClient = async (index: number) => {
    for (let n = index; Date.now() < until; n++) {
      const started = performance.now();
      const response = await fetch(`${base}${HEAVY_REPORTS[n % HEAVY_REPORTS.length]}`, { headers });
      await response.arrayBuffer();
      reportStatuses.set(response.status, (reportStatuses.get(response.status) ?? 0) + 1);
      if (response.ok) reportTimes.push(performance.now() - started);
      // Someone told the server is busy reads the message and tries again when asked to.
      else await pause(Number(response.headers.get('retry-after') ?? 1));
    }
  };
  const exportTimes: number[] = [];
  const retryAfters: number[] = [];
  const exportStatuses = new Map<number, number>();
  let refusedAgain = 0;
  let exportsRefused = 0;
  const exportClient = async () => {
    while (Date.now() < until) {
      const started = performance.now();
      let retries = 0;
      for (;;) {
        const response = await fetch(`${base}${EXPORT}`, { headers });
        await response.arrayBuffer();
        exportStatuses.set(response.status, (exportStatuses.get(response.status) ?? 0) + 1);
        if (response.status !== 503) break;
        if (retries > 0) refusedAgain++;
        else exportsRefused++;
        retries++;
        const seconds = Number(response.headers.get('retry-after') ?? 1);
        retryAfters.push(seconds);
        await pause(seconds);
      }
      exportTimes.push(performance.now() - started);
    }
  };
  await Promise.all([
    ...Array.from({ length: options.reports }, (_, i) => reportClient(i)),
    ...Array.from({ length: options.exports }, () => exportClient()),
  ]);
  const healthResult = await health.stop();
  const signInResult = await signIn.stop();
  const sortedReports = reportTimes.sort((a, b) => a - b);
  const sortedExports = exportTimes.sort((a, b) => a - b);
  const list = (statuses: Map<number, number>) =>
    [...statuses].map(([status, n]) => `${status} ×${n}`).join(', ');
  console.log(
    `reports         ${sortedReports.length} answered: p50 ${ms(percentile(sortedReports, 50))}, p99 ${ms(percentile(sortedReports, 99))} (${list(reportStatuses)})`,
  );
  console.log(
    `exports         ${sortedExports.length} finished, waits included: p50 ${ms(percentile(sortedExports, 50))}, worst ${ms(sortedExports.at(-1) ?? Number.NaN)} (${list(exportStatuses)}); ${exportsRefused} refused at first, ${refusedAgain} refused again after the wait given; Retry-After ${retryAfters.length ? `${Math.min(...retryAfters)}–${Math.max(...retryAfters)} s` : 'never sent'}`,
  );
  console.log(describeProbe('/api/health', healthResult));
  console.log(describeProbe('sign-in', signInResult));
  const healthP99 = p99Of(healthResult);
  const signInP99 = p99Of(signInResult);
  const signInOk = (signInResult.statuses['200'] ?? 0) === signInResult.times.length;
  return [
    [
      `/api/health p99 ≤ 100 ms under heavy work (${ms(healthP99)})`,
      healthP99 <= 100 && !healthResult.failures,
    ],
    [`sign-in p99 ≤ 100 ms under heavy work, every one 200 (${ms(signInP99)})`, signInP99 <= 100 && signInOk],
    [
      `exports refused again after the wait they were given ≤ 1 in 4 refusals (${refusedAgain} after ${exportsRefused})`,
      refusedAgain <= Math.max(1, exportsRefused / 4),
    ],
    [
      `no export fails (${list(exportStatuses)})`,
      [...exportStatuses.keys()].every((s) => s === 200 || s === 503),
    ],
  ];
}
