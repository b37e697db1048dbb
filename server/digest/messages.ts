import type { BriefFigure } from '../../src/contract/brief';
import type { DigestLanguage } from '../../src/contract/digest';
import type { PaceState } from '../../src/contract/monthPace';

/**
 * Every text of the daily e-mail, per language. Numbers, money and dates come formatted (Intl, in the
 * language) as arguments. French puts a narrow no-break space (U+202F) before : ; ! ?; Chinese uses
 * full-width punctuation, “” quotes in zh-Hans and 「」 in zh-Hant; the terms are those of the app's
 * glossary (src/locales/GLOSSARY.md).
 */
export interface DigestMessages {
  subject(args: { store: string; revenue: string; usual: string }): string;
  /** The subject when the same weekdays had no orders to compare with. */
  subjectWithoutUsual(args: { store: string; revenue: string }): string;
  heading(args: { store: string }): string;
  dateLine(args: { date: string }): string;
  figureHeader: string;
  yesterdayHeader: string;
  usualHeader: string;
  noteHeader: string;
  figures: Record<BriefFigure, string>;
  high: string;
  low: string;
  /** In place of the usual value when the same weekdays had no orders. */
  noUsual: string;
  /** "Label: text", with the language's colon. */
  labelled(args: { label: string; text: string }): string;
  /** A value beside its usual one, in the plain-text part. */
  withUsual(args: { value: string; usual: string }): string;
  /** A line of the plain-text part with its flag. */
  withNote(args: { text: string; note: string }): string;
  unusualIntro: string;
  nothingUnusual: string;
  openDashboard: string;
  settingsNote: string;
  settingsLink: string;
  /** A store without a name. */
  unnamedStore(args: { id: number }): string;
  /**
   * The month's pace in one line, by its state against the pace its target expects by now: its
   * revenue so far, the gap, and its month-end projection.
   */
  pace: Record<PaceState, (args: PaceArgs) => string>;
  /** The month's line without a target: so far and the projection. */
  paceWithoutTarget(args: PaceArgs): string;
}

interface PaceArgs {
  month: string;
  soFar: string;
  gap: string;
  projection: string;
}

const NNBSP = '\u202f';

const en: DigestMessages = {
  subject: ({ store, revenue, usual }) => `Yesterday at ${store}: ${revenue} (usually ${usual})`,
  subjectWithoutUsual: ({ store, revenue }) => `Yesterday at ${store}: ${revenue}`,
  heading: ({ store }) => `Yesterday at ${store}`,
  dateLine: ({ date }) => `${date}, compared with the same weekday of the weeks before.`,
  figureHeader: 'Figure',
  yesterdayHeader: 'Yesterday',
  usualHeader: 'Usual',
  noteHeader: 'Note',
  figures: {
    totalRevenue: 'Total revenue',
    orderCount: 'Number of orders',
    avgOrderValue: 'Average order value',
    totalRefund: 'Refunds',
    totalDiscount: 'Discounts',
  },
  high: 'Unusually high',
  low: 'Unusually low',
  noUsual: 'not known yet',
  labelled: ({ label, text }) => `${label}: ${text}`,
  withUsual: ({ value, usual }) => `${value} (usually ${usual})`,
  withNote: ({ text, note }) => `${text} – ${note}`,
  unusualIntro: 'Unusual yesterday:',
  nothingUnusual: 'Nothing unusual yesterday.',
  openDashboard: 'Open the dashboard on that day',
  settingsNote:
    'You receive this e-mail because you asked for it. To change its hour or stop it, open your daily e-mail settings.',
  settingsLink: 'Daily e-mail settings',
  unnamedStore: ({ id }) => `Store ${id}`,
  pace: {
    ahead: ({ month, soFar, gap, projection }) =>
      `${month}: ${soFar} so far, ahead of pace by ${gap}; heading for ${projection}.`,
    behind: ({ month, soFar, gap, projection }) =>
      `${month}: ${soFar} so far, behind pace by ${gap}; heading for ${projection}.`,
    onPace: ({ month, soFar, projection }) =>
      `${month}: ${soFar} so far, on pace; heading for ${projection}.`,
  },
  paceWithoutTarget: ({ month, soFar, projection }) =>
    `${month}: ${soFar} so far; heading for ${projection}.`,
};

const fr: DigestMessages = {
  subject: ({ store, revenue, usual }) => `Hier à ${store}${NNBSP}: ${revenue} (habituellement ${usual})`,
  subjectWithoutUsual: ({ store, revenue }) => `Hier à ${store}${NNBSP}: ${revenue}`,
  heading: ({ store }) => `Hier à ${store}`,
  dateLine: ({ date }) => `${date}, comparé au même jour de la semaine des semaines précédentes.`,
  figureHeader: 'Indicateur',
  yesterdayHeader: 'Hier',
  usualHeader: 'Habituel',
  noteHeader: 'Remarque',
  figures: {
    totalRevenue: "Chiffre d'affaires total",
    orderCount: 'Nombre de commandes',
    avgOrderValue: 'Panier moyen',
    totalRefund: 'Remboursements',
    totalDiscount: 'Remises',
  },
  high: "Plus élevé que d'habitude",
  low: "Plus bas que d'habitude",
  noUsual: 'pas encore connu',
  labelled: ({ label, text }) => `${label}${NNBSP}: ${text}`,
  withUsual: ({ value, usual }) => `${value} (habituellement ${usual})`,
  withNote: ({ text, note }) => `${text} – ${note}`,
  unusualIntro: `Inhabituel hier${NNBSP}:`,
  nothingUnusual: "Rien d'inhabituel hier.",
  openDashboard: 'Ouvrir le tableau de bord de ce jour',
  settingsNote:
    "Vous recevez cet e-mail parce que vous l'avez demandé. Pour changer son heure ou l'arrêter, ouvrez les réglages de l'e-mail quotidien.",
  settingsLink: "Réglages de l'e-mail quotidien",
  unnamedStore: ({ id }) => `Boutique ${id}`,
  pace: {
    ahead: ({ month, soFar, gap, projection }) =>
      `${month}${NNBSP}: ${soFar} à ce jour, en avance de ${gap} sur le rythme de l’objectif${NNBSP}; fin de mois prévue${NNBSP}: ${projection}.`,
    behind: ({ month, soFar, gap, projection }) =>
      `${month}${NNBSP}: ${soFar} à ce jour, en retard de ${gap} sur le rythme de l’objectif${NNBSP}; fin de mois prévue${NNBSP}: ${projection}.`,
    onPace: ({ month, soFar, projection }) =>
      `${month}${NNBSP}: ${soFar} à ce jour, au rythme de l’objectif${NNBSP}; fin de mois prévue${NNBSP}: ${projection}.`,
  },
  paceWithoutTarget: ({ month, soFar, projection }) =>
    `${month}${NNBSP}: ${soFar} à ce jour${NNBSP}; fin de mois prévue${NNBSP}: ${projection}.`,
};

const ko: DigestMessages = {
  subject: ({ store, revenue, usual }) => `어제 ${store}: ${revenue} (평소 ${usual})`,
  subjectWithoutUsual: ({ store, revenue }) => `어제 ${store}: ${revenue}`,
  heading: ({ store }) => `어제 ${store} 실적`,
  dateLine: ({ date }) => `${date}, 지난 몇 주의 같은 요일과 비교한 수치입니다.`,
  figureHeader: '항목',
  yesterdayHeader: '어제',
  usualHeader: '평소',
  noteHeader: '비고',
  figures: {
    totalRevenue: '총매출',
    orderCount: '주문 수',
    avgOrderValue: '평균 주문 금액',
    totalRefund: '환불',
    totalDiscount: '할인',
  },
  high: '평소보다 높음',
  low: '평소보다 낮음',
  noUsual: '아직 알 수 없음',
  labelled: ({ label, text }) => `${label}: ${text}`,
  withUsual: ({ value, usual }) => `${value} (평소 ${usual})`,
  withNote: ({ text, note }) => `${text} – ${note}`,
  unusualIntro: '어제 평소와 달랐던 항목:',
  nothingUnusual: '어제는 평소와 다른 점이 없습니다.',
  openDashboard: '그날의 대시보드 열기',
  settingsNote:
    '요청하신 일일 이메일입니다. 받는 시간을 바꾸거나 수신을 중지하려면 일일 이메일 설정을 열어 주세요.',
  settingsLink: '일일 이메일 설정',
  unnamedStore: ({ id }) => `스토어 ${id}`,
  pace: {
    ahead: ({ month, soFar, gap, projection }) =>
      `${month}: 지금까지 ${soFar}, 목표 페이스보다 ${gap} 앞서 있습니다. 월말 예상: ${projection}.`,
    behind: ({ month, soFar, gap, projection }) =>
      `${month}: 지금까지 ${soFar}, 목표 페이스보다 ${gap} 뒤처져 있습니다. 월말 예상: ${projection}.`,
    onPace: ({ month, soFar, projection }) =>
      `${month}: 지금까지 ${soFar}, 목표 페이스대로입니다. 월말 예상: ${projection}.`,
  },
  paceWithoutTarget: ({ month, soFar, projection }) =>
    `${month}: 지금까지 ${soFar}. 월말 예상: ${projection}.`,
};

const zhHant: DigestMessages = {
  subject: ({ store, revenue, usual }) => `昨日${store}：營收${revenue}（通常為${usual}）`,
  subjectWithoutUsual: ({ store, revenue }) => `昨日${store}：營收${revenue}`,
  heading: ({ store }) => `${store}昨日概況`,
  dateLine: ({ date }) => `${date}，與前幾週的同一星期幾相比。`,
  figureHeader: '指標',
  yesterdayHeader: '昨日',
  usualHeader: '通常',
  noteHeader: '備註',
  figures: {
    totalRevenue: '總營收',
    orderCount: '訂單數',
    avgOrderValue: '平均訂單金額',
    totalRefund: '退款',
    totalDiscount: '折扣',
  },
  high: '異常偏高',
  low: '異常偏低',
  noUsual: '尚無資料',
  labelled: ({ label, text }) => `${label}：${text}`,
  withUsual: ({ value, usual }) => `${value}（通常為${usual}）`,
  withNote: ({ text, note }) => `${text}，${note}`,
  unusualIntro: '昨日異常的指標：',
  nothingUnusual: '昨日沒有異常。',
  openDashboard: '開啟當日的儀表板',
  settingsNote: '您訂閱了這封每日電子郵件。如需變更寄送時間或取消訂閱，請開啟「每日電子郵件」設定。',
  settingsLink: '每日電子郵件設定',
  unnamedStore: ({ id }) => `商店${id}`,
  pace: {
    ahead: ({ month, soFar, gap, projection }) =>
      `${month}：至今 ${soFar}，領先目標進度 ${gap}；預計月底 ${projection}。`,
    behind: ({ month, soFar, gap, projection }) =>
      `${month}：至今 ${soFar}，落後目標進度 ${gap}；預計月底 ${projection}。`,
    onPace: ({ month, soFar, projection }) =>
      `${month}：至今 ${soFar}，符合目標進度；預計月底 ${projection}。`,
  },
  paceWithoutTarget: ({ month, soFar, projection }) => `${month}：至今 ${soFar}；預計月底 ${projection}。`,
};

const zhHans: DigestMessages = {
  subject: ({ store, revenue, usual }) => `昨日${store}：营业额${revenue}（通常为${usual}）`,
  subjectWithoutUsual: ({ store, revenue }) => `昨日${store}：营业额${revenue}`,
  heading: ({ store }) => `${store}昨日概况`,
  dateLine: ({ date }) => `${date}，与前几周的同一星期几相比。`,
  figureHeader: '指标',
  yesterdayHeader: '昨日',
  usualHeader: '通常',
  noteHeader: '备注',
  figures: {
    totalRevenue: '总营业额',
    orderCount: '订单数',
    avgOrderValue: '客单价',
    totalRefund: '退款',
    totalDiscount: '折扣',
  },
  high: '异常偏高',
  low: '异常偏低',
  noUsual: '暂无数据',
  labelled: ({ label, text }) => `${label}：${text}`,
  withUsual: ({ value, usual }) => `${value}（通常为${usual}）`,
  withNote: ({ text, note }) => `${text}，${note}`,
  unusualIntro: '昨日异常的指标：',
  nothingUnusual: '昨日没有异常。',
  openDashboard: '打开当日的仪表盘',
  settingsNote: '您订阅了这封每日邮件。如需更改发送时间或退订，请打开“每日邮件”设置。',
  settingsLink: '每日邮件设置',
  unnamedStore: ({ id }) => `店铺${id}`,
  pace: {
    ahead: ({ month, soFar, gap, projection }) =>
      `${month}：至今 ${soFar}，领先目标进度 ${gap}；预计月底 ${projection}。`,
    behind: ({ month, soFar, gap, projection }) =>
      `${month}：至今 ${soFar}，落后目标进度 ${gap}；预计月底 ${projection}。`,
    onPace: ({ month, soFar, projection }) =>
      `${month}：至今 ${soFar}，符合目标进度；预计月底 ${projection}。`,
  },
  paceWithoutTarget: ({ month, soFar, projection }) => `${month}：至今 ${soFar}；预计月底 ${projection}。`,
};

export const DIGEST_MESSAGES: Record<DigestLanguage, DigestMessages> = {
  en,
  fr,
  ko,
  'zh-Hant': zhHant,
  'zh-Hans': zhHans,
};
