import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ReportMode } from '../contract/constants';

/** Each grouping of a report's periods by its name, as the grouping select and the PDF name it. */
export const MODE_LABELS: Record<ReportMode, MessageDescriptor> = {
  DATE: msg`Day`,
  WEEK: msg`Week`,
  MONTH: msg`Month`,
  YEAR: msg`Year`,
  DATETIME: msg`Date and hour`,
  HOURS: msg`Hour of the day`,
  WEEKHOURS: msg`Weekday and hour`,
};
