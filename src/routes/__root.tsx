import { useLingui } from '@lingui/react';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { useEffect } from 'react';
import { appConfig } from '../config';
import { UpdatePrompt } from '../offline/UpdatePrompt';
import { useCurrentPage } from '../reports/useCurrentPage';
import { useReportTitle } from '../reports/useReportTitle';
import type { RouterContext } from '../router';
import { Toaster } from '../ui/Toaster';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
});

/** Page titles are the product name plus the page's section word. */
function useDocumentTitle() {
  const { i18n } = useLingui();
  const page = useCurrentPage();
  const reportTitle = useReportTitle(page?.reportId);
  const title = page?.title ?? reportTitle;
  const section = title ? i18n._(title) : null;
  useEffect(() => {
    document.title = section ? `${appConfig.productName} - ${section}` : appConfig.productName;
  }, [section]);
}

function Root() {
  useDocumentTitle();
  return (
    <>
      <Outlet />
      <Toaster />
      <UpdatePrompt />
    </>
  );
}
