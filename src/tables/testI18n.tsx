import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { type RenderResult, render } from '@testing-library/react';
import type { ReactElement } from 'react';

/** Renders with English active and no catalog loaded, so messages show their source text. */
export function renderWithI18n(element: ReactElement): RenderResult {
  if (i18n.locale !== 'en') i18n.loadAndActivate({ locale: 'en', messages: {} });
  return render(<I18nProvider i18n={i18n}>{element}</I18nProvider>);
}
