import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useId, useMemo } from 'react';
import { sliceColors } from '../charts/drawnSeries';
import { ReportChart } from '../charts/ReportChart';
import { useChartColors } from '../charts/useChartColors';
import type { ReportAnswer } from '../contract/answers';
import { roundMoney } from '../contract/money';
import { type FormatContext, formatValue } from '../reports/cellValue';
import type { ReportDefinition, ValueContext } from '../reports/definition';

/** The currency's own symbol in the user's language (`USD` → `$`), else its code. */
export function currencySymbol(code: string, locale: string): string {
  try {
    const parts = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: code,
      currencyDisplay: 'narrowSymbol',
    }).formatToParts(0);
    return parts.find((part) => part.type === 'currency')?.value ?? code;
  } catch {
    return code;
  }
}

/**
 * The report's shares of the whole range as a pie, with the figures as a table beside it: the table is
 * the pie's legend (each row with its slice's colour), so names and figures are printed once.
 */
export function PiePanel({
  report,
  response,
  format,
  context,
}: {
  report: ReportDefinition;
  response: ReportAnswer;
  format: FormatContext;
  context: ValueContext;
}) {
  const { t, i18n } = useLingui();
  const tableId = useId();
  const pie = report.pie;
  const title = pie ? i18n._(pie.title) : '';
  // Once per answer, so the pie is not drawn again for the same figures.
  const series = useMemo(
    () => [
      {
        id: 'share',
        label: title,
        points: (pie?.points(response, context) ?? []).filter((point) => point.y !== null && point.y > 0),
      },
    ],
    [pie, response, context, title],
  );
  const money = useCallback((value: number) => formatValue('money', value, format), [format]);
  const palette = useChartColors();
  const points = series[0]?.points ?? [];
  const colors = useMemo(() => sliceColors(points, palette), [points, palette]);
  if (points.length === 0) return null;
  const sum = points.reduce((total, point) => total + (point.y ?? 0), 0);
  return (
    <section className="panel report__chart" aria-label={title}>
      <h2 className="panel__heading">{title}</h2>
      <ReportChart
        kind="pie"
        series={series}
        title={title}
        describedBy={tableId}
        formatValue={money}
        tableIsLegend
      />
      <table id={tableId} className="compare-table payment-shares">
        <caption className="visually-hidden">{title}</caption>
        <tbody>
          {points.map((point) => (
            <tr key={point.x} data-row="slice">
              <th scope="row">
                <span
                  className="chart-swatch"
                  style={{ background: colors.get(point.x) ?? palette.other }}
                  aria-hidden="true"
                />
                {point.x}
              </th>
              <td>{money(point.y ?? 0)}</td>
            </tr>
          ))}
          <tr data-row="slices-total">
            <th scope="row">{t`Total`}</th>
            <td>{money(roundMoney(sum))}</td>
          </tr>
        </tbody>
      </table>
    </section>
  );
}

/** The stores whose amounts a converted report leaves out, listed in the language's own way. */
export function StoresWithoutRate({
  code,
  stores,
}: {
  code: string;
  stores: NonNullable<ReportAnswer['storesWithoutRate']>;
}) {
  const { i18n } = useLingui();
  const count = stores.length;
  const names = new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(
    stores.map((store) => `${store.storeName} (${store.currency ?? '?'})`),
  );
  return (
    <Plural
      value={count}
      one={
        <Trans>
          No exchange rate to {code} for {names}: its amounts cannot be converted and are left out of the
          converted figures.
        </Trans>
      }
      other={
        <Trans>
          No exchange rate to {code} for {names}: their amounts cannot be converted and are left out of the
          converted figures.
        </Trans>
      }
    />
  );
}
