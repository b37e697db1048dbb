import { useLingui } from '@lingui/react';
import { PageHead } from '../ui/PageHead';
import type { ReportDefinition } from './definition';
import { ReportMenu } from './ReportMenu';
import { SaveViewButton } from './SaveViewButton';

/** A report's title, the menu of the other reports of its group, and saving the view. */
export function ReportHead({ report }: { report: ReportDefinition }) {
  const { i18n } = useLingui();
  return (
    <PageHead title={i18n._(report.title)}>
      {report.group && <ReportMenu group={report.group} current={report} />}
      <SaveViewButton report={report} />
    </PageHead>
  );
}
