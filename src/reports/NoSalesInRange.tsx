import { useLingui } from '@lingui/react/macro';
import '../charts/charts.css';
import { type AnswerRange, rangeBoundsText } from './answerRange';

/**
 * In place of a chart whose range holds no order (or, for the tip chart, no tip): the message names the
 * range ("No sales from Nov 1 to Nov 7, 2026"), where a chart would draw an axis of nothing.
 */
export function NoSalesInRange({ range, what = 'sales' }: { range: AnswerRange; what?: 'sales' | 'tips' }) {
  const { t, i18n } = useLingui();
  const bounds = rangeBoundsText(range, i18n.locale);
  let text: string;
  if (!bounds) text = what === 'tips' ? t`No tips in this range` : t`No sales in this range`;
  else if ('day' in bounds) {
    const { day } = bounds;
    text = what === 'tips' ? t`No tips on ${day}` : t`No sales on ${day}`;
  } else {
    const { from, to } = bounds;
    text = what === 'tips' ? t`No tips from ${from} to ${to}` : t`No sales from ${from} to ${to}`;
  }
  return (
    <div className="chart-empty chart-empty--no-sales" role="status" data-testid="no-sales">
      <p>{text}</p>
    </div>
  );
}
