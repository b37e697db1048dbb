import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { ErrorPanel } from '../ui/ErrorPanel';

/** A report that could not be loaded: what failed, and Retry (which asks the server again). */
export function ReportError({ error, reset }: ErrorComponentProps) {
  const queryReset = useQueryErrorResetBoundary();
  return (
    <div className="page">
      <ErrorPanel
        error={error}
        reset={() => {
          queryReset.reset();
          reset();
        }}
      />
    </div>
  );
}
