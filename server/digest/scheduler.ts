import * as v from 'valibot';
import { type BriefItem, briefItemSchema } from '../../src/contract/brief';
import type { DigestLanguage } from '../../src/contract/digest';
import { type MonthPaceItem, monthPaceItemSchema } from '../../src/contract/monthPace';
import type { Database } from '../db/database';
import { RUNNERS } from '../reports/allRunners';
import { answerReport } from '../reports/engine';
import { businessZone } from '../reports/time/businessZone';
import { storeZone } from '../reports/time/zone';
import { composeDigest } from './compose';
import { digestDue } from './due';
import { type Mailer, mailAddress } from './mailer';
import { DIGEST_MESSAGES } from './messages';
import { claimSending, DIGEST_SENT, type DigestKey, digestRecordsSince, markFailed, markSent } from './sent';
import { digestLanguage } from './subscriptions';

/** How often the scheduler looks for digests that have come due. */
export const DIGEST_TICK_MS = 60_000;

export interface DigestSchedulerDeps {
  db: Database;
  mailer: Mailer;
  /** The app's public address, for the links of the e-mail. */
  appUrl: string;
  log?: (line: string) => void;
}

export interface DigestTickResult {
  sent: number;
  failed: number;
}

interface SubscriptionRow extends Record<string, unknown> {
  user_id: number;
  store_id: number;
  hour: number;
  language: string;
  email: string;
  blocked: boolean | null;
  is_owner: boolean;
  not_allowed: string;
  store_name: string;
  currency: string;
  timezone: string | null;
  utc_offset_minutes: number;
  day_starts_at: number | null;
}

interface DueDigest extends DigestKey {
  reportDay: string;
  email: string;
  language: DigestLanguage;
  storeName: string;
  currency: string;
}

const briefItems = v.array(briefItemSchema);

/**
 * The subscriptions whose reader may still receive them: the user may sign in (not blocked, not a
 * non-owner denied the reports), has an address, and still sees the store. A subscription of a store
 * the user lost is kept, and sent again if the access comes back.
 */
function deliverableSubscriptions(db: Database): Promise<SubscriptionRow[]> {
  return db.all<SubscriptionRow>(
    `SELECT d.user_id, d.store_id, d.hour, d.language, u.email, u.blocked, u.is_owner, u.not_allowed,
       s.name AS store_name, s.currency, s.timezone, s.utc_offset_minutes, s.day_starts_at
     FROM digest_subscriptions d
     JOIN users u ON u.id = d.user_id
     JOIN stores s ON s.id = d.store_id
     JOIN user_stores a ON a.user_id = d.user_id AND a.store_id = d.store_id
     ORDER BY d.store_id, d.user_id`,
  );
}

/** Whether a user may receive e-mails of the reports (the digest, a scheduled view). */
export function mayReceive(
  row: Pick<SubscriptionRow, 'email' | 'blocked' | 'is_owner' | 'not_allowed'>,
): boolean {
  const deniedReports = !row.is_owner && row.not_allowed.split(',').includes('access_to_xreport');
  // One address, or nothing is sent: a stored value holding a list or a header is never used.
  return row.blocked !== true && !deniedReports && mailAddress(row.email) !== undefined;
}

/** The digests due at `now` that no scheduler has claimed yet (or whose failure may be retried). */
async function dueDigests(db: Database, now: Date): Promise<DueDigest[]> {
  const candidates = (await deliverableSubscriptions(db)).filter(mayReceive).flatMap((row) => {
    const due = digestDue(businessZone(storeZone(row), row.day_starts_at ?? 0), row.hour, now);
    if (!due.due) return [];
    const language = digestLanguage(row.language);
    return [
      {
        userId: row.user_id,
        storeId: row.store_id,
        localDay: due.localDay,
        reportDay: due.reportDay,
        email: row.email,
        language,
        storeName: row.store_name || DIGEST_MESSAGES[language].unnamedStore({ id: row.store_id }),
        currency: row.currency,
      },
    ];
  });
  if (!candidates.length) return [];
  const earliest = candidates.map((candidate) => candidate.localDay).sort()[0] ?? '';
  const done = new Set(
    (await digestRecordsSince(db, earliest))
      .filter((record) => record.state !== 'failed')
      .map((record) => `${record.userId}:${record.storeId}:${record.localDay}`),
  );
  return candidates.filter(
    (candidate) => !done.has(`${candidate.userId}:${candidate.storeId}:${candidate.localDay}`),
  );
}

/**
 * One pass of the scheduler at `now`: every digest due today in its store's zone and not sent yet is
 * claimed, composed from the brief of the day before, and sent; a failed sending is released for a
 * later pass. Passes may overlap across processes: the claim lets one of them send each digest.
 */
export async function runDigestTick(deps: DigestSchedulerDeps, now = new Date()): Promise<DigestTickResult> {
  const log = deps.log ?? ((line: string) => console.log(line));
  const result: DigestTickResult = { sent: 0, failed: 0 };
  const briefs = new Map<string, Promise<BriefItem[]>>();
  const briefOf = (digest: DueDigest) => {
    const key = `${digest.storeId}:${digest.reportDay}`;
    let brief = briefs.get(key);
    if (!brief) {
      brief = answerReport(
        RUNNERS.brief,
        {
          storeId: digest.storeId,
          userId: digest.userId,
          now,
          query: { createdAtMin: digest.reportDay, createdAtMax: digest.reportDay },
        },
        deps.db,
      ).then((answer) => v.parse(briefItems, answer.items));
      briefs.set(key, brief);
    }
    return brief;
  };
  const paces = new Map<string, Promise<MonthPaceItem | undefined>>();
  const paceOf = (digest: DueDigest) => {
    const month = digest.reportDay.slice(0, 7);
    const key = `${digest.storeId}:${month}`;
    let pace = paces.get(key);
    if (!pace) {
      pace = answerReport(
        RUNNERS.monthPace,
        { storeId: digest.storeId, userId: digest.userId, now, query: { month } },
        deps.db,
      ).then(
        (answer) => v.parse(v.tuple([monthPaceItemSchema]), answer.items)[0],
        // The pace is one line of the e-mail: without it, the e-mail still goes.
        (error: unknown) => {
          log(`[digest] no month pace for store ${digest.storeId} (${month}): ${String(error)}`);
          return undefined;
        },
      );
      paces.set(key, pace);
    }
    return pace;
  };
  for (const digest of await dueDigests(deps.db, now)) {
    if (!(await claimSending(deps.db, DIGEST_SENT, digest, now.getTime()))) continue;
    try {
      const mail = composeDigest({
        language: digest.language,
        storeId: digest.storeId,
        storeName: digest.storeName,
        currency: digest.currency,
        day: digest.reportDay,
        items: await briefOf(digest),
        pace: await paceOf(digest),
        appUrl: deps.appUrl,
      });
      await deps.mailer.send({ to: digest.email, language: digest.language, ...mail });
    } catch (error) {
      result.failed++;
      const reason = error instanceof Error ? error.message : String(error);
      log(
        `[digest] not sent to user ${digest.userId} for store ${digest.storeId} (${digest.localDay}), tried again later: ${reason}`,
      );
      await markFailed(deps.db, DIGEST_SENT, digest, reason);
      continue;
    }
    result.sent++;
    await markSent(deps.db, DIGEST_SENT, digest, Date.now());
  }
  if (result.sent) log(`[digest] ${result.sent} daily e-mail${result.sent === 1 ? '' : 's'} sent`);
  return result;
}

export interface DigestScheduler {
  /** Runs one pass now (at `now`, default the clock's), unless one is under way. */
  tick(now?: Date): Promise<DigestTickResult>;
  stop(): void;
}

/** Runs a pass at start (catching up today's digests whose hour has passed) and then every minute. */
export function startDigestScheduler(
  deps: DigestSchedulerDeps,
  intervalMs: number = DIGEST_TICK_MS,
): DigestScheduler {
  const log = deps.log ?? ((line: string) => console.log(line));
  return startPasses(
    (now) => runDigestTick(deps, now),
    (error) => log(`[digest] pass failed, tried again in a minute: ${String(error)}`),
    intervalMs,
  );
}

/** Runs `pass` now and every `intervalMs`, one at a time: a pass asked for while one runs is that one. */
export function startPasses(
  pass: (now?: Date) => Promise<DigestTickResult>,
  onError: (error: unknown) => void,
  intervalMs: number = DIGEST_TICK_MS,
): DigestScheduler {
  let running: Promise<DigestTickResult> | undefined;
  const tick = (now?: Date) => {
    running ??= pass(now)
      .catch((error: unknown) => {
        onError(error);
        return { sent: 0, failed: 0 };
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  void tick();
  return {
    tick,
    stop: () => clearInterval(timer),
  };
}
