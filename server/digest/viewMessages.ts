import type { DigestLanguage } from '../../src/contract/digest';

/**
 * Every text of the e-mail of a scheduled saved view, per language, with the daily digest's
 * typography (`messages.ts`: U+202F before : ; ! ? in French, full-width punctuation in Chinese) and
 * the app's terms. Numbers, sizes, times and weekdays come formatted (Intl, in the language).
 */
export interface ViewMailMessages {
  subject(args: { view: string; range: string }): string;
  /** The report, its store and the dates it covers, under the view's name (no full stop: the dates may end with one). */
  reportLine(args: { report: string; store: string; range: string }): string;
  /** "Label: text", with the language's colon. */
  labelled(args: { label: string; text: string }): string;
  /** When the report has no total to show. */
  noFigures: string;
  figureHeader: string;
  valueHeader: string;
  attached(args: { file: string; rows: number; count: string }): string;
  /** The spreadsheet is larger than an e-mail carries. */
  tooLarge(args: { size: string; limit: string }): string;
  openView: string;
  everyDay(args: { time: string }): string;
  everyWeek(args: { weekday: string; time: string }): string;
  everyMonth(args: { day: number; time: string }): string;
  lastDayOfMonth(args: { time: string }): string;
  /** Why the reader gets it: `schedule` is one of the four above. */
  why(args: { schedule: string }): string;
  stopLink: string;
}

const NNBSP = '\u202f';

const en: ViewMailMessages = {
  subject: ({ view, range }) => `${view}: ${range}`,
  reportLine: ({ report, store, range }) => `${report} at ${store}, ${range}`,
  labelled: ({ label, text }) => `${label}: ${text}`,
  noFigures: 'No figures for these dates.',
  figureHeader: 'Figure',
  valueHeader: 'Value',
  attached: ({ file, rows, count }) =>
    `The report is attached as a spreadsheet: ${file} (${count} ${rows === 1 ? 'row' : 'rows'}).`,
  tooLarge: ({ size, limit }) =>
    `The spreadsheet (${size}) is larger than an e-mail may carry (${limit}): open the view to export it.`,
  openView: 'Open the view in the app',
  everyDay: ({ time }) => `every day at ${time}`,
  everyWeek: ({ weekday, time }) => `every ${weekday} at ${time}`,
  everyMonth: ({ day, time }) => `on day ${day} of every month at ${time}`,
  lastDayOfMonth: ({ time }) => `on the last day of every month at ${time}`,
  why: ({ schedule }) => `You receive this e-mail because you scheduled this view ${schedule}.`,
  stopLink: 'Stop these e-mails',
};

const fr: ViewMailMessages = {
  subject: ({ view, range }) => `${view}${NNBSP}: ${range}`,
  reportLine: ({ report, store, range }) => `${report} à ${store}, ${range}`,
  labelled: ({ label, text }) => `${label}${NNBSP}: ${text}`,
  noFigures: 'Aucun chiffre pour ces dates.',
  figureHeader: 'Indicateur',
  valueHeader: 'Valeur',
  attached: ({ file, rows, count }) =>
    `Le rapport est joint en tableur${NNBSP}: ${file} (${count} ${rows < 2 ? 'ligne' : 'lignes'}).`,
  tooLarge: ({ size, limit }) =>
    `Le tableur (${size}) dépasse ce qu’un e-mail peut contenir (${limit})${NNBSP}: ouvrez la vue pour l’exporter.`,
  openView: 'Ouvrir la vue dans l’application',
  everyDay: ({ time }) => `tous les jours à ${time}`,
  everyWeek: ({ weekday, time }) => `chaque ${weekday} à ${time}`,
  everyMonth: ({ day, time }) => `le ${day} de chaque mois à ${time}`,
  lastDayOfMonth: ({ time }) => `le dernier jour de chaque mois à ${time}`,
  why: ({ schedule }) =>
    `Vous recevez cet e-mail parce que vous avez programmé l’envoi de cette vue ${schedule}.`,
  stopLink: 'Arrêter ces e-mails',
};

const ko: ViewMailMessages = {
  subject: ({ view, range }) => `${view}: ${range}`,
  reportLine: ({ report, store, range }) => `${store} ${report}, ${range}`,
  labelled: ({ label, text }) => `${label}: ${text}`,
  noFigures: '이 기간에는 수치가 없습니다.',
  figureHeader: '항목',
  valueHeader: '값',
  attached: ({ file, count }) => `보고서를 스프레드시트로 첨부했습니다: ${file} (${count}행)`,
  tooLarge: ({ size, limit }) =>
    `스프레드시트(${size})가 이메일에 첨부할 수 있는 크기(${limit})보다 큽니다. 보기를 열어 내보내 주세요.`,
  openView: '앱에서 보기 열기',
  everyDay: ({ time }) => `매일 ${time}`,
  everyWeek: ({ weekday, time }) => `매주 ${weekday} ${time}`,
  everyMonth: ({ day, time }) => `매월 ${day}일 ${time}`,
  lastDayOfMonth: ({ time }) => `매월 마지막 날 ${time}`,
  why: ({ schedule }) => `이 보기를 ${schedule}에 받도록 예약하셔서 보내 드리는 이메일입니다.`,
  stopLink: '이 이메일 중지',
};

const zhHant: ViewMailMessages = {
  subject: ({ view, range }) => `${view}：${range}`,
  reportLine: ({ report, store, range }) => `${store}的${report}，${range}`,
  labelled: ({ label, text }) => `${label}：${text}`,
  noFigures: '這段期間沒有數據。',
  figureHeader: '指標',
  valueHeader: '數值',
  attached: ({ file, count }) => `報表已以試算表附上：${file}（${count} 列）。`,
  tooLarge: ({ size, limit }) => `試算表（${size}）超過電子郵件可附加的大小（${limit}）：請開啟檢視後匯出。`,
  openView: '在應用程式中開啟檢視',
  everyDay: ({ time }) => `每天${time}`,
  everyWeek: ({ weekday, time }) => `每週${weekday}${time}`,
  everyMonth: ({ day, time }) => `每月${day}日${time}`,
  lastDayOfMonth: ({ time }) => `每月最後一天${time}`,
  why: ({ schedule }) => `您排定了在${schedule}寄送此檢視，因此收到這封電子郵件。`,
  stopLink: '停止這些電子郵件',
};

const zhHans: ViewMailMessages = {
  subject: ({ view, range }) => `${view}：${range}`,
  reportLine: ({ report, store, range }) => `${store}的${report}，${range}`,
  labelled: ({ label, text }) => `${label}：${text}`,
  noFigures: '这段时间没有数据。',
  figureHeader: '指标',
  valueHeader: '数值',
  attached: ({ file, count }) => `报表已作为电子表格附上：${file}（${count} 行）。`,
  tooLarge: ({ size, limit }) => `电子表格（${size}）超过邮件可附带的大小（${limit}）：请打开视图后导出。`,
  openView: '在应用中打开视图',
  everyDay: ({ time }) => `每天${time}`,
  everyWeek: ({ weekday, time }) => `每周${weekday}${time}`,
  everyMonth: ({ day, time }) => `每月${day}日${time}`,
  lastDayOfMonth: ({ time }) => `每月最后一天${time}`,
  why: ({ schedule }) => `您设定了在${schedule}发送此视图，因此收到这封邮件。`,
  stopLink: '停止这些邮件',
};

export const VIEW_MAIL_MESSAGES: Record<DigestLanguage, ViewMailMessages> = {
  en,
  fr,
  ko,
  'zh-Hant': zhHant,
  'zh-Hans': zhHans,
};
