import { escapeToBuffer, type StringBuffer } from 'hono/utils/html';
import { BRIEF_FIGURES, type BriefFigure, type BriefItem } from '../../src/contract/brief';
import type { DigestLanguage } from '../../src/contract/digest';
import type { MonthPaceItem } from '../../src/contract/monthPace';
import { DIGEST_MESSAGES } from './messages';

/** What one digest says: a store's brief of one local day, for one reader. */
export interface DigestContent {
  language: DigestLanguage;
  storeId: number;
  storeName: string;
  currency: string;
  /** The day reported, `YYYY-MM-DD` in the store's zone. */
  day: string;
  /** The brief of that day: one item per figure. */
  items: readonly BriefItem[];
  /** The pace of that day's month, as of sending (`month-pace`). */
  pace?: MonthPaceItem | undefined;
  /** The app's public address, without a trailing slash. */
  appUrl: string;
}

export interface ComposedDigest {
  subject: string;
  text: string;
  html: string;
}

/** Opens the app on that store's dashboard for that day (the app switches to the store first). */
export function dashboardLink(appUrl: string, storeId: number, day: string): string {
  return `${appUrl}/digest?${new URLSearchParams({ store: String(storeId), day })}`;
}

/** The page where the reader changes the hour or stops the e-mail. */
export function settingsLink(appUrl: string): string {
  return `${appUrl}/digest`;
}

const COUNTS: ReadonlySet<BriefFigure> = new Set(['orderCount']);

function formatters(language: DigestLanguage, currency: string) {
  const money = new Intl.NumberFormat(language, { style: 'currency', currency });
  const count = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  return {
    figure: (figure: BriefFigure, value: number) =>
      COUNTS.has(figure) ? count.format(value) : money.format(value),
    money: (value: number) => money.format(value),
    /** `YYYY-MM` as "March 2026". */
    month: (month: string) =>
      new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        Date.parse(`${month}-01T00:00:00Z`),
      ),
    /** A `YYYY-MM-DD` day written out in full: "Saturday, March 14, 2026". */
    day: (day: string) => {
      const [year, month, date] = day.split('-').map(Number);
      return new Intl.DateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' }).format(
        Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1),
      );
    },
  };
}

/** Text as HTML, with Hono's escaping of & < > " '. */
export function escapeHtml(text: string): string {
  const buffer: StringBuffer = [''];
  escapeToBuffer(text, buffer);
  return String(buffer[0]);
}

interface Line {
  figure: BriefFigure;
  label: string;
  value: string;
  usual: string | null;
  note: string | null;
}

export const CELL = 'padding:6px 12px;border-bottom:1px solid #dde1e6;text-align:right;';
export const HEAD_CELL = 'padding:6px 12px;border-bottom:2px solid #8d959e;text-align:right;font-weight:600;';

/** The page of an e-mail's HTML part: `body` is its markup, `title` its subject. */
export function mailPage(language: string, title: string, body: string): string {
  return `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#ffffff;color:#1d2329;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;font-size:15px;line-height:1.5;">
${body}</body>
</html>
`;
}

/** The e-mail's main link, drawn as a button. */
export function buttonLink(href: string, label: string): string {
  return `<p style="margin:0 0 24px;"><a href="${escapeHtml(href)}" style="display:inline-block;padding:10px 16px;background:#1f5fbf;color:#ffffff;text-decoration:none;border-radius:4px;">${escapeHtml(label)}</a></p>`;
}

/** The e-mail's last line: why it is sent, and a link to change or stop it. */
export function footnote(note: string, href: string, label: string): string {
  return `<p style="margin:0;color:#4a525b;font-size:13px;">${escapeHtml(note)} <a href="${escapeHtml(href)}" style="color:#1f5fbf;">${escapeHtml(label)}</a></p>`;
}

/** The e-mail of one digest: subject, plain text and HTML, in the reader's language. */
export function composeDigest(content: DigestContent): ComposedDigest {
  const m = DIGEST_MESSAGES[content.language];
  const format = formatters(content.language, content.currency);
  const byFigure = new Map(content.items.map((item) => [item.figure, item]));
  const lines: Line[] = BRIEF_FIGURES.flatMap((figure) => {
    const item = byFigure.get(figure);
    if (!item) return [];
    return [
      {
        figure,
        label: m.figures[figure],
        value: format.figure(figure, item.value),
        usual: item.median === null ? null : format.figure(figure, item.median),
        note: item.flag === 'high' ? m.high : item.flag === 'low' ? m.low : null,
      },
    ];
  });
  const revenue = byFigure.get('totalRevenue');
  const store = content.storeName;
  const subject =
    revenue && revenue.median !== null
      ? m.subject({ store, revenue: format.money(revenue.value), usual: format.money(revenue.median) })
      : m.subjectWithoutUsual({ store, revenue: format.money(revenue?.value ?? 0) });
  const heading = m.heading({ store });
  const dateLine = m.dateLine({ date: format.day(content.day) });
  const flagged = lines.filter((line) => line.note !== null);
  const paceArgs = content.pace && {
    month: format.month(content.pace.month),
    soFar: format.money(content.pace.soFar.revenue),
    gap: format.money(Math.abs(content.pace.gap ?? 0)),
    projection: format.money(content.pace.projection.revenue),
  };
  const pace =
    content.pace && paceArgs
      ? content.pace.state
        ? m.pace[content.pace.state](paceArgs)
        : m.paceWithoutTarget(paceArgs)
      : null;
  const dashboard = dashboardLink(content.appUrl, content.storeId, content.day);
  const settings = settingsLink(content.appUrl);

  const text = [
    heading,
    dateLine,
    '',
    ...(flagged.length
      ? [
          m.unusualIntro,
          ...flagged.map((line) => `- ${m.labelled({ label: line.label, text: line.note ?? '' })}`),
        ]
      : [m.nothingUnusual]),
    ...(pace ? ['', pace] : []),
    '',
    ...lines.map((line) => {
      const text = m.labelled({
        label: line.label,
        text: m.withUsual({ value: line.value, usual: line.usual ?? m.noUsual }),
      });
      return line.note ? m.withNote({ text, note: line.note }) : text;
    }),
    '',
    m.labelled({ label: m.openDashboard, text: dashboard }),
    '',
    m.settingsNote,
    m.labelled({ label: m.settingsLink, text: settings }),
    '',
  ].join('\n');

  const row = (line: Line) =>
    `<tr><th scope="row" style="${CELL}text-align:left;font-weight:normal;">${escapeHtml(line.label)}</th>` +
    `<td style="${CELL}${line.note ? 'font-weight:600;' : ''}">${escapeHtml(line.value)}</td>` +
    `<td style="${CELL}color:#4a525b;">${escapeHtml(line.usual ?? m.noUsual)}</td>` +
    `<td style="${CELL}text-align:left;${line.note ? 'color:#a3211a;font-weight:600;' : ''}">${escapeHtml(line.note ?? '')}</td></tr>`;
  const callout = flagged.length
    ? `<p style="margin:16px 0 4px;font-weight:600;">${escapeHtml(m.unusualIntro)}</p><ul style="margin:0 0 16px;padding-left:20px;">${flagged
        .map((line) => `<li>${escapeHtml(m.labelled({ label: line.label, text: line.note ?? '' }))}</li>`)
        .join('')}</ul>`
    : `<p style="margin:16px 0;">${escapeHtml(m.nothingUnusual)}</p>`;
  const html = mailPage(
    content.language,
    subject,
    `<h1 style="margin:0 0 4px;font-size:22px;">${escapeHtml(heading)}</h1>
<p style="margin:0;color:#4a525b;">${escapeHtml(dateLine)}</p>
${callout}
${pace ? `<p style="margin:0 0 16px;">${escapeHtml(pace)}</p>\n` : ''}<table style="border-collapse:collapse;margin:8px 0 20px;">
<thead><tr><th scope="col" style="${HEAD_CELL}text-align:left;">${escapeHtml(m.figureHeader)}</th><th scope="col" style="${HEAD_CELL}">${escapeHtml(m.yesterdayHeader)}</th><th scope="col" style="${HEAD_CELL}">${escapeHtml(m.usualHeader)}</th><th scope="col" style="${HEAD_CELL}text-align:left;">${escapeHtml(m.noteHeader)}</th></tr></thead>
<tbody>${lines.map(row).join('')}</tbody>
</table>
${buttonLink(dashboard, m.openDashboard)}
${footnote(m.settingsNote, settings, m.settingsLink)}
`,
  );
  return { subject, text, html };
}
