import type { Context } from 'hono';
import { type Theme, themeForHost } from '../../src/theme/themes';

/** The parts of a web app manifest that differ between the product and a white-label host. */
interface Brand {
  name: string;
  shortName: string;
  description: string;
  /** Folder and file-name start of the icons and screenshots. */
  icons: string;
  screenshots: string;
  backgroundColor: string;
}

const BRANDS: Record<string, Brand> = {
  default: {
    name: 'CReport',
    shortName: 'CReport',
    description: 'Sales reports of your point-of-sale stores, on the counter and on the go, even offline.',
    icons: '/icons/icon',
    screenshots: '/screenshots/',
    backgroundColor: '#ffffff',
  },
  retailpartner: {
    name: 'RetailPartner Reports',
    shortName: 'RetailPartner',
    description: 'Sales reports of your RetailPartner stores, on the counter and on the go, even offline.',
    icons: '/white-label/retailpartner-icon',
    screenshots: '/white-label/retailpartner-screenshot-',
    backgroundColor: '#ffffff',
  },
};

/** Sizes of the screenshots in public/ (wide: a desktop window; narrow: a phone). */
export const SCREENSHOT_SIZES = { wide: '1280x800', narrow: '412x915' } as const;

/** The web app manifest of a host: its brand's name, colours, icons and screenshots. */
export function webManifest(theme: Theme) {
  const brand = BRANDS[theme.name] ?? (BRANDS.default as Brand);
  return {
    id: '/',
    name: brand.name,
    short_name: brand.shortName,
    description: brand.description,
    lang: 'en',
    dir: 'ltr',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: theme.colors.primary,
    background_color: brand.backgroundColor,
    categories: ['business', 'finance', 'productivity'],
    icons: [
      { src: `${brand.icons}-192.png`, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: `${brand.icons}-512.png`, sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: `${brand.icons}-maskable-512.png`, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    screenshots: (['wide', 'narrow'] as const).map((formFactor) => ({
      src: `${brand.screenshots}${formFactor}.png`,
      sizes: SCREENSHOT_SIZES[formFactor],
      type: 'image/png',
      form_factor: formFactor,
      label:
        formFactor === 'wide'
          ? 'The dashboard: revenue, orders and top products of a store'
          : 'The dashboard on a phone',
    })),
  };
}

/** The host a request was made to, without its port (behind a trusted proxy: the forwarded one). */
function requestHost(c: Context, trustProxy: boolean): string {
  const forwarded = trustProxy ? c.req.header('x-forwarded-host')?.split(',')[0]?.trim() : undefined;
  const host = forwarded || c.req.header('host') || '';
  // `[::1]:4173` → `[::1]`, `example.com:443` → `example.com`.
  return host.replace(/:\d+$/, '').toLowerCase();
}

/** `GET /manifest.webmanifest`: the manifest of the brand the host belongs to. */
export function serveWebManifest({ trustProxy = false }: { trustProxy?: boolean } = {}) {
  return (c: Context) => {
    const manifest = webManifest(themeForHost(requestHost(c, trustProxy)));
    return c.body(JSON.stringify(manifest), 200, {
      'content-type': 'application/manifest+json; charset=utf-8',
      // Each host has its own; a change (a new icon) reaches installed apps on their next check.
      'cache-control': 'no-cache',
    });
  };
}
