import { msg } from '@lingui/core/macro';
import { summaryFigureReport } from './summaryFigures';

export const tax = summaryFigureReport({
  id: 'tax',
  path: '/tax',
  title: msg`Tax`,
  group: 'tax',
  figure: 'totalTax',
  customizableColumns: true,
});

/** The tax menu; keys are the reports' ids. */
export const TAX_REPORTS = { tax };
