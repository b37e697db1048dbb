import type { MessageDescriptor } from '@lingui/core';
import { useEffect, useState } from 'react';
import type { ReportId } from './registry';

type Registry = typeof import('./registry');

/**
 * A report's title, once the registry's module is loaded: it comes with the report's screen, so the
 * sign-in page's code does not carry it.
 */
export function useReportTitle(id: ReportId | undefined): MessageDescriptor | undefined {
  const [registry, setRegistry] = useState<Registry | null>(null);
  useEffect(() => {
    if (id === undefined || registry) return;
    let mounted = true;
    void import('./registry').then((module) => {
      if (mounted) setRegistry(module);
    });
    return () => {
      mounted = false;
    };
  }, [id, registry]);
  return id === undefined || !registry ? undefined : registry.reportById(id).title;
}
