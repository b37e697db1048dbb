import * as v from 'valibot';
import { type Platform, platformSchema } from '../../src/contract/auth';
import { dayStartText } from '../../src/contract/businessDay';
import { savedViewInputSchema } from '../../src/contract/savedViews';
import { SCHEDULED_ATTACHMENT_MAX_BYTES } from '../../src/contract/viewSchedules';
import type { ServerView, ViewStore, ViewTools, ViewWorkbookInput } from '../../src/contract/viewTools';
import type { Database } from '../db/database';
import { composeViewMail } from './composeView';
import type { Mailer } from './mailer';
import { DIGEST_MESSAGES } from './messages';
import { pendingOccurrence } from './scheduleDue';
import { type DigestScheduler, type DigestTickResult, mayReceive, startPasses } from './scheduler';
import { claimSending, markFailed, markSent } from './sent';
import {
  ruleOf,
  type ScheduleRow,
  scheduleLanguage,
  scheduleRows,
  scheduleZone,
  VIEW_SCHEDULE_SENT,
  type ViewSentKey,
  viewSentSince,
} from './viewScheduleTable';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** How the scheduler reads reports as a view's owner: the server's own routes, with a token of theirs. */
export type ReaderFor = (userId: number) => Promise<Pick<ViewWorkbookInput, 'fetch' | 'token'>>;

export interface ViewSchedulerDeps {
  db: Database;
  mailer: Mailer;
  /** The app's public address, for the links of the e-mail. */
  appUrl: string;
  viewTools: Pick<ViewTools, 'viewWorkbook'>;
  readerFor: ReaderFor;
  /** The largest spreadsheet attached (default `SCHEDULED_ATTACHMENT_MAX_BYTES`). */
  attachmentMaxBytes?: number;
  log?: (line: string) => void;
}

interface DueView extends ViewSentKey {
  row: ScheduleRow;
  view: ServerView;
}

const serverViewSchema = v.pick(savedViewInputSchema, ['storeId', 'path', 'search', 'range']);

/** The view of a schedule's row, as its report reads it; null when the stored view no longer reads. */
function viewOf(row: ScheduleRow): ServerView | null {
  try {
    const parsed = v.safeParse(serverViewSchema, {
      storeId: row.store_id,
      path: row.path,
      search: JSON.parse(row.search),
      range: JSON.parse(row.date_range),
    });
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

function storeOf(row: ScheduleRow): ViewStore {
  const platform = v.safeParse(platformSchema, row.platform);
  return {
    id: row.store_id,
    platform: platform.success ? platform.output : ('default' satisfies Platform),
    timeZone: row.timezone || null,
    dayStartsAt: dayStartText(row.day_starts_at ?? 0),
    currency: row.currency,
    symbol: row.symbol,
  };
}

/**
 * The views whose current occurrence is due at `now` and that no scheduler has claimed yet (or whose
 * failure may be retried): of a user who may receive them, of a store they still see.
 */
async function dueViews(db: Database, now: Date): Promise<DueView[]> {
  const candidates = (await scheduleRows(db))
    .filter((row) => row.visible && mayReceive(row))
    .flatMap((row) => {
      const pending = pendingOccurrence(scheduleZone(row), ruleOf(row), Number(row.created_at), now);
      const view = pending && viewOf(row);
      return pending && view ? [{ viewId: row.view_id, occurrence: pending.occurrence, row, view }] : [];
    });
  if (!candidates.length) return [];
  const earliest = candidates.map((candidate) => candidate.occurrence).sort()[0] ?? '';
  const done = new Set(
    (await viewSentSince(db, earliest))
      .filter((record) => record.state !== 'failed')
      .map((record) => `${record.viewId}:${record.occurrence}`),
  );
  return candidates.filter((candidate) => !done.has(`${candidate.viewId}:${candidate.occurrence}`));
}

/** Builds the view's spreadsheet as its owner sees it at `now`, and sends it. */
async function sendView(deps: ViewSchedulerDeps, due: DueView, now: Date): Promise<void> {
  const { row } = due;
  const language = scheduleLanguage(row);
  const workbook = await deps.viewTools.viewWorkbook({
    view: due.view,
    store: storeOf(row),
    language,
    now,
    ...(await deps.readerFor(row.user_id)),
  });
  const limit = deps.attachmentMaxBytes ?? SCHEDULED_ATTACHMENT_MAX_BYTES;
  const attached = workbook.bytes.byteLength <= limit;
  const mail = composeViewMail({
    language,
    viewId: row.view_id,
    viewName: row.view_name,
    storeName: row.store_name || DIGEST_MESSAGES[language].unnamedStore({ id: row.store_id }),
    workbook,
    size: workbook.bytes.byteLength,
    attached,
    limit,
    rule: ruleOf(row),
    appUrl: deps.appUrl,
  });
  await deps.mailer.send({
    to: row.email,
    language,
    ...mail,
    attachments: attached
      ? [{ fileName: workbook.fileName, contentType: XLSX_TYPE, content: workbook.bytes }]
      : [],
  });
}

/**
 * One pass at `now`: every scheduled view whose occurrence is due and not sent yet is claimed, built
 * (its moving dates resolved at `now`) and sent; a failed sending is released for a later pass, with
 * the digest's backoff. Passes may overlap across processes: the claim lets one of them send each.
 */
export async function runViewScheduleTick(
  deps: ViewSchedulerDeps,
  now = new Date(),
): Promise<DigestTickResult> {
  const log = deps.log ?? ((line: string) => console.log(line));
  const result: DigestTickResult = { sent: 0, failed: 0 };
  for (const due of await dueViews(deps.db, now)) {
    if (!(await claimSending(deps.db, VIEW_SCHEDULE_SENT, due, now.getTime()))) continue;
    try {
      await sendView(deps, due, now);
    } catch (error) {
      result.failed++;
      const reason = error instanceof Error ? error.message : String(error);
      log(`[views] view ${due.viewId} not sent (${due.occurrence}), tried again later: ${reason}`);
      await markFailed(deps.db, VIEW_SCHEDULE_SENT, due, reason);
      continue;
    }
    result.sent++;
    await markSent(deps.db, VIEW_SCHEDULE_SENT, due, Date.now());
  }
  if (result.sent) log(`[views] ${result.sent} scheduled view${result.sent === 1 ? '' : 's'} sent`);
  return result;
}

/** Runs a pass at start and then every minute, as the daily digest's scheduler. */
export function startViewScheduler(deps: ViewSchedulerDeps, intervalMs?: number): DigestScheduler {
  const log = deps.log ?? ((line: string) => console.log(line));
  return startPasses(
    (now) => runViewScheduleTick(deps, now),
    (error) => log(`[views] pass failed, tried again in a minute: ${String(error)}`),
    intervalMs,
  );
}
