import type { DigestLanguage } from '../../src/contract/digest';
import type { ViewWorkbook } from '../../src/contract/viewTools';
import { buttonLink, CELL, type ComposedDigest, escapeHtml, footnote, HEAD_CELL, mailPage } from './compose';
import type { ScheduleRule } from './scheduleDue';
import { VIEW_MAIL_MESSAGES, type ViewMailMessages } from './viewMessages';

/** What the e-mail of one occurrence of a scheduled view says. */
export interface ViewMailContent {
  language: DigestLanguage;
  viewId: string;
  viewName: string;
  storeName: string;
  /** The view's spreadsheet built for this occurrence (its bytes are attached or not, apart). */
  workbook: Omit<ViewWorkbook, 'bytes'>;
  /** The spreadsheet's size in bytes. */
  size: number;
  /** Whether it is attached: else it was larger than an e-mail carries (`limit` bytes). */
  attached: boolean;
  limit: number;
  rule: ScheduleRule;
  /** The app's public address, without a trailing slash. */
  appUrl: string;
}

/** Opens the saved view in the app (its dates as of the click, as the Saved views page opens it). */
export function viewLink(appUrl: string, viewId: string): string {
  return `${appUrl}/saved-views?${new URLSearchParams({ open: viewId })}`;
}

/** The Saved views page with the view's schedule at hand, to change or stop it. */
export function scheduleLink(appUrl: string, viewId: string): string {
  return `${appUrl}/saved-views?${new URLSearchParams({ schedule: viewId })}`;
}

/** The schedule in words: "every Monday at 7:00 AM". */
function scheduleText(m: ViewMailMessages, language: DigestLanguage, rule: ScheduleRule): string {
  const time = new Intl.DateTimeFormat(language, { timeStyle: 'short', timeZone: 'UTC' }).format(
    Date.UTC(2026, 0, 1, rule.hour),
  );
  if (rule.every === 'day') return m.everyDay({ time });
  if (rule.every === 'week') {
    // 4 January 2026 was a Sunday: ISO weekday n is n days later.
    const weekday = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(
      Date.UTC(2026, 0, 4 + (rule.weekday ?? 1)),
    );
    return m.everyWeek({ weekday, time });
  }
  return rule.dayOfMonth === 'last' || rule.dayOfMonth === undefined
    ? m.lastDayOfMonth({ time })
    : m.everyMonth({ day: rule.dayOfMonth, time });
}

/** A file's size in the language's units: "12.3 MB", or in kilobytes below a megabyte. */
function sizeText(language: DigestLanguage, bytes: number): string {
  const unit = bytes < 2 ** 20 ? 'kilobyte' : 'megabyte';
  const amount = unit === 'kilobyte' ? Math.max(1, Math.round(bytes / 2 ** 10)) : bytes / 2 ** 20;
  return new Intl.NumberFormat(language, { style: 'unit', unit, maximumFractionDigits: 1 }).format(amount);
}

/** The e-mail of one occurrence of a scheduled view: subject, plain text and HTML. */
export function composeViewMail(content: ViewMailContent): ComposedDigest {
  const m = VIEW_MAIL_MESSAGES[content.language];
  const { workbook } = content;
  const subject = m.subject({ view: content.viewName, range: workbook.rangeText });
  const reportLine = m.reportLine({
    report: workbook.title,
    store: content.storeName,
    range: workbook.rangeText,
  });
  const file = content.attached
    ? m.attached({
        file: workbook.fileName,
        rows: workbook.rows,
        count: new Intl.NumberFormat(content.language).format(workbook.rows),
      })
    : m.tooLarge({
        size: sizeText(content.language, content.size),
        limit: sizeText(content.language, content.limit),
      });
  const open = viewLink(content.appUrl, content.viewId);
  const stop = scheduleLink(content.appUrl, content.viewId);
  const why = m.why({ schedule: scheduleText(m, content.language, content.rule) });

  const text = [
    content.viewName,
    reportLine,
    '',
    ...(workbook.headline.length
      ? workbook.headline.map((figure) => m.labelled({ label: figure.label, text: figure.value }))
      : [m.noFigures]),
    '',
    file,
    '',
    m.labelled({ label: m.openView, text: open }),
    '',
    why,
    m.labelled({ label: m.stopLink, text: stop }),
    '',
  ].join('\n');

  const figures = workbook.headline.length
    ? `<table style="border-collapse:collapse;margin:16px 0 20px;">
<thead><tr><th scope="col" style="${HEAD_CELL}text-align:left;">${escapeHtml(m.figureHeader)}</th><th scope="col" style="${HEAD_CELL}">${escapeHtml(m.valueHeader)}</th></tr></thead>
<tbody>${workbook.headline
        .map(
          (figure) =>
            `<tr><th scope="row" style="${CELL}text-align:left;font-weight:normal;">${escapeHtml(figure.label)}</th><td style="${CELL}">${escapeHtml(figure.value)}</td></tr>`,
        )
        .join('')}</tbody>
</table>`
    : `<p style="margin:16px 0;">${escapeHtml(m.noFigures)}</p>`;
  const html = mailPage(
    content.language,
    subject,
    `<h1 style="margin:0 0 4px;font-size:22px;">${escapeHtml(content.viewName)}</h1>
<p style="margin:0;color:#4a525b;">${escapeHtml(reportLine)}</p>
${figures}
<p style="margin:0 0 16px;">${escapeHtml(file)}</p>
${buttonLink(open, m.openView)}
${footnote(why, stop, m.stopLink)}
`,
  );
  return { subject, text, html };
}
