import { useLingui } from '@lingui/react';
import type { ReportDefinition } from './definition';
import { ReportMenu } from './ReportMenu';
import { SaveViewButton } from './SaveViewButton';

/** A report's title, the menu of the other reports of its group, and saving the view. */
export function ReportHead({ report }: { report: ReportDefinition }) {
  const { i18n } = useLingui();
  return (
    <div className="page__head">
      <h1 className="page__title">{i18n._(report.title)}</h1>
      <div className="page__actions">
        {report.group && <ReportMenu group={report.group} current={report} />}
        <SaveViewButton report={report} />
      </div>
    </div>
  );
}
