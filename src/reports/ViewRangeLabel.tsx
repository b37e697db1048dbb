import { Trans } from '@lingui/react/macro';
import type { SavedViewRange } from '../contract/savedViews';

/**
 * How a saved view's dates that move with today read ("The last 7 days", "This month so far");
 * `moving` adds that they move, where fixed dates are offered beside them.
 */
export function MovingRangeLabel({
  range,
  moving = false,
}: {
  range: Exclude<SavedViewRange, { kind: 'fixed' }>;
  moving?: boolean;
}) {
  if (range.kind === 'lastDays') {
    const days = range.days;
    return moving ? (
      <Trans>The last {days} days, moving with today</Trans>
    ) : (
      <Trans>The last {days} days</Trans>
    );
  }
  return range.unit === 'week' ? (
    <Trans>This week so far</Trans>
  ) : range.unit === 'month' ? (
    <Trans>This month so far</Trans>
  ) : (
    <Trans>This year so far</Trans>
  );
}
