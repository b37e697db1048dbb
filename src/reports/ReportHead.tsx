import { useLingui } from '@lingui/react';
import type { ReportDefinition } from './definition';
import { ReportMenu } from './ReportMenu';

/** A report's title and the menu of the other reports of its group. */
export function ReportHead({ report }: { report: ReportDefinition }) {
  const { i18n } = useLingui();
  return (
    <div className="page__head">
      <h1 className="page__title">{i18n._(report.title)}</h1>
      {report.group && <ReportMenu group={report.group} current={report} />}
    </div>
  );
}
