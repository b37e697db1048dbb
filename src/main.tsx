import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { isApiError, uiMessageOf } from './api/errors';
import { createQueryClient } from './api/queryClient';
import { activateLocale, initialLocale } from './i18n/activate';
import { createAppRouter } from './router';
import { session } from './session/session';
import { signOut } from './session/signOut';
import { applyTheme, currentTheme } from './theme/themes';
import { toasts } from './ui/toasts';
import './styles.css';

const queryClient = createQueryClient((error) => {
  toasts.show('error', uiMessageOf(error));
  // The server no longer accepts this session (expired or revoked token): back to sign-in.
  if (isApiError(error) && error.status === 401 && session.check().signedIn) {
    signOut({ queryClient, session });
    void router.navigate({ to: '/login' });
  }
});
const router = createAppRouter({ queryClient, session });

applyTheme(currentTheme);
await activateLocale(initialLocale());

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');
createRoot(rootElement).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>
  </StrictMode>,
);
