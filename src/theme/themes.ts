export interface Theme {
  name: string;
  logoUrl: string;
  faviconUrl: string;
  /** The sign-in page's illustration, drawn in the theme's palette. */
  loginIllustrationUrl: string;
  /** Both colours carry white text at AA contrast (≥ 4.5:1). */
  colors: { primary: string; primaryStrong: string; primarySoft: string };
}

export const defaultTheme: Theme = {
  name: 'default',
  logoUrl: '/logo.svg',
  faviconUrl: '/favicon.svg',
  loginIllustrationUrl: '/login-background.svg',
  colors: { primary: '#1d4ed8', primaryStrong: '#1e3a8a', primarySoft: '#e0e7ff' },
};

/** The reseller's theme. The `.localhost` alias lets a developer (and the browser tests) see it locally. */
export const whiteLabelThemes: ReadonlyArray<{ hosts: readonly string[]; theme: Theme }> = [
  {
    hosts: ['reports.retailpartner.example', 'retailpartner.localhost'],
    theme: {
      name: 'retailpartner',
      logoUrl: '/white-label/retailpartner-logo.svg',
      faviconUrl: '/white-label/retailpartner-favicon.svg',
      loginIllustrationUrl: '/white-label/retailpartner-login-background.svg',
      colors: { primary: '#0f766e', primaryStrong: '#134e4a', primarySoft: '#ccfbf1' },
    },
  },
];

export function themeForHost(hostname: string): Theme {
  const host = hostname.toLowerCase();
  return whiteLabelThemes.find((entry) => entry.hosts.includes(host))?.theme ?? defaultTheme;
}

/** Sets the colours, sign-in illustration, favicon and theme colour of the page. */
export function applyTheme(theme: Theme, doc: Document = document): void {
  const root = doc.documentElement;
  root.style.setProperty('--color-primary', theme.colors.primary);
  root.style.setProperty('--color-primary-strong', theme.colors.primaryStrong);
  root.style.setProperty('--theme-primary-soft', theme.colors.primarySoft);
  root.style.setProperty('--login-illustration', `url("${theme.loginIllustrationUrl}")`);
  root.dataset.theme = theme.name;
  const icon = doc.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (icon) icon.href = theme.faviconUrl;
  doc
    .querySelector<HTMLMetaElement>('meta[name="theme-color"]')
    ?.setAttribute('content', theme.colors.primary);
}

/** The theme of the page's host (the default one outside a browser, e.g. on the server). */
export const currentTheme: Theme =
  typeof window === 'undefined' ? defaultTheme : themeForHost(window.location.hostname);
