import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { type RenderResult, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';

function WithI18n({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/**
 * Renders with English active and no catalog loaded, so messages show their source text. A
 * `rerender` of the result keeps the provider.
 */
export function renderWithI18n(element: ReactElement): RenderResult {
  if (i18n.locale !== 'en') i18n.loadAndActivate({ locale: 'en', messages: {} });
  return render(element, { wrapper: WithI18n });
}
