import { useLingui } from '@lingui/react';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { useEffect } from 'react';
import { appConfig } from '../config';
import { UpdatePrompt } from '../offline/UpdatePrompt';
import { useCurrentPage } from '../reports/useCurrentPage';
import type { RouterContext } from '../router';
import { Toaster } from '../ui/Toaster';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
});

/** Page titles are the product name plus the page's section word. */
function useDocumentTitle() {
  const { i18n } = useLingui();
  const page = useCurrentPage();
  const section = page ? i18n._(page.title) : null;
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
