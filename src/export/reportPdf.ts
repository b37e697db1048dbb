import { columnHeader, type FormatContext, formatValue, rowCurrencyOf } from '../reports/cellValue';
import type { ColumnDefinition, ReportDefinition, Row, ValueContext } from '../reports/definition';
import type { ChartImage } from './chartImage';

/** The page of a report PDF, in points. */
export const PDF_PAGE = { width: 900, height: 1000 } as const;
const MARGIN = 40;
const ROW_HEIGHT = 18;
const FIRST_COLUMN_WIDTH = 220;
const CHART_MAX_HEIGHT = 380;
const NOTE_LINE_HEIGHT = 13;

export interface PdfTable {
  headers: string[];
  /** Numeric columns are right-aligned. */
  numeric: boolean[];
  rows: string[][];
  /** The summary row, its label first; null without one. */
  totals: string[] | null;
}

export interface PdfContent {
  title: string;
  /** Lines under the title: the range, the grouping, the currency, the filters, the comparison. */
  details: string[];
  chart: ChartImage | null;
  table: PdfTable;
  /** What the table's figures mean, printed under it when the font can write them. */
  notes?: { title: string; lines: string[] } | undefined;
}

/** Characters outside Windows-1252, once spaces and dashes are plain. */
const UNWRITABLE = /[^\u0020-\u00ff\u20ac\u2018\u2019\u201c\u201d\u2022\u2026]/;

function withPlainSpacesAndDashes(text: string): string {
  return text.replace(/[\u00a0\u202f\u2009]/g, ' ').replace(/[\u2013\u2014]/g, '-');
}

/**
 * Text the PDF's built-in font can write (Windows-1252): no-break spaces become spaces and characters it
 * lacks become "?", instead of garbage. Amounts are written without a currency symbol for that reason;
 * headers carry the currency's code.
 */
export function pdfText(text: string): string {
  return withPlainSpacesAndDashes(text).replace(new RegExp(UNWRITABLE, 'g'), '?');
}

/** The built-in font writes the text without a "?" in place of a character (not Korean or Chinese). */
export function writableInPdf(text: string): boolean {
  return !UNWRITABLE.test(withPlainSpacesAndDashes(text));
}

function isNumeric(column: ColumnDefinition): boolean {
  return !['text', 'period', 'dateTime'].includes(column.kind);
}

/** A report's rows as the PDF's table: the screen's columns and formats, money without its symbol. */
export function reportPdfTable(
  report: ReportDefinition,
  columns: readonly ColumnDefinition[],
  items: readonly Row[],
  summary: { label: string; figures: Row } | null,
  values: ValueContext,
  format: FormatContext,
): PdfTable {
  const plain: FormatContext = { ...format, plainMoney: true };
  const headers = columns.map((column) => pdfText(columnHeader(column, values, format.currency.code)));
  const rows = items.map((item) =>
    columns.map((column) =>
      pdfText(formatValue(column.kind, column.value(item, values), plain, rowCurrencyOf(report, item))),
    ),
  );
  const totals = summary
    ? columns.map((column, index) => {
        if (index === 0) return pdfText(summary.label);
        const figure = column.total && isNumeric(column) ? column.total(summary.figures) : null;
        return figure === null || figure === undefined
          ? ''
          : pdfText(formatValue(column.kind, figure, plain));
      })
    : null;
  return { headers, numeric: columns.map(isNumeric), rows, totals };
}

/**
 * A report as a PDF of 900 × 1000 pt pages: title and details, the chart as drawn on screen, then the
 * table with its header repeated on every page and the summary row last. jspdf is loaded only here.
 */
export async function writeReportPdf(content: PdfContent): Promise<Blob> {
  const { jsPDF } = await import('jspdf');
  const doc = new jsPDF({ unit: 'pt', format: [PDF_PAGE.width, PDF_PAGE.height] });
  const inner = PDF_PAGE.width - 2 * MARGIN;
  let y = MARGIN + 16;

  doc.setFont('helvetica', 'bold');
  doc.setFontSize(22);
  doc.text(pdfText(content.title), MARGIN, y);
  y += 24;
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(11);
  // A long detail (many order statuses) wraps within the page.
  for (const detail of content.details) {
    for (const line of doc.splitTextToSize(pdfText(detail), inner) as string[]) {
      doc.text(line, MARGIN, y);
      y += 16;
    }
  }
  y += 8;

  if (content.chart) {
    const height = Math.min(CHART_MAX_HEIGHT, (inner * content.chart.height) / content.chart.width);
    const width = (height * content.chart.width) / content.chart.height;
    doc.addImage(content.chart.dataUrl, 'PNG', MARGIN, y, width, height);
    y += height + 24;
  }

  const { table } = content;
  const others = Math.max(1, table.headers.length - 1);
  const firstWidth = table.headers.length > 1 ? FIRST_COLUMN_WIDTH : inner;
  const otherWidth = (inner - firstWidth) / others;
  const columnX = (index: number) => (index === 0 ? MARGIN : MARGIN + firstWidth + (index - 1) * otherWidth);
  const writeRow = (cells: readonly string[], bold: boolean) => {
    doc.setFont('helvetica', bold ? 'bold' : 'normal');
    cells.forEach((cell, index) => {
      if (table.numeric[index] && index > 0)
        doc.text(cell, columnX(index) + otherWidth - 6, y, { align: 'right' });
      else doc.text(cell, columnX(index), y);
    });
    y += ROW_HEIGHT;
  };
  const writeHeader = () => {
    writeRow(table.headers, true);
    doc.setDrawColor(160);
    doc.line(MARGIN, y - ROW_HEIGHT + 5, MARGIN + inner, y - ROW_HEIGHT + 5);
  };
  const roomFor = () => {
    if (y + ROW_HEIGHT <= PDF_PAGE.height - MARGIN) return;
    doc.addPage([PDF_PAGE.width, PDF_PAGE.height]);
    y = MARGIN + 16;
    writeHeader();
  };

  doc.setFontSize(10);
  writeHeader();
  for (const row of table.rows) {
    roomFor();
    writeRow(row, false);
  }
  if (table.totals) {
    roomFor();
    doc.line(MARGIN, y - ROW_HEIGHT + 5, MARGIN + inner, y - ROW_HEIGHT + 5);
    writeRow(table.totals, true);
  }

  const { notes } = content;
  // Notes only where every one of them reads right: question marks in their place would not.
  if (notes?.lines.length && [notes.title, ...notes.lines].every(writableInPdf)) {
    doc.setFontSize(9);
    // Each note stays on one page: a note that does not fit starts the next.
    const keepTogether = (lineCount: number) => {
      if (y + lineCount * NOTE_LINE_HEIGHT <= PDF_PAGE.height - MARGIN) return;
      doc.addPage([PDF_PAGE.width, PDF_PAGE.height]);
      y = MARGIN + 16;
    };
    y += NOTE_LINE_HEIGHT;
    keepTogether(2);
    doc.setFont('helvetica', 'bold');
    doc.text(pdfText(notes.title), MARGIN, y);
    y += NOTE_LINE_HEIGHT + 2;
    doc.setFont('helvetica', 'normal');
    for (const note of notes.lines) {
      const lines = doc.splitTextToSize(pdfText(note), inner) as string[];
      keepTogether(lines.length);
      for (const line of lines) {
        doc.text(line, MARGIN, y);
        y += NOTE_LINE_HEIGHT;
      }
      y += 3;
    }
  }
  return doc.output('blob');
}
