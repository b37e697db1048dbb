/**
 * Build-time configuration of the app. Each service's base URL can point at an existing POS backend
 * (VITE_*_URL at build time); the defaults are the reference server on the same origin.
 */
export type ServiceName = 'reports' | 'settings' | 'catalog' | 'general';

const env = import.meta.env;

export const serviceBaseUrls: Record<ServiceName, string> = {
  reports: env.VITE_REPORTS_API_URL || '/api/reports',
  settings: env.VITE_SETTINGS_API_URL || '/api/settings',
  catalog: env.VITE_CATALOG_API_URL || '/api/catalog',
  general: env.VITE_GENERAL_API_URL || '/api/general',
};

/**
 * How long the figures read on this device stay readable without the server (`VITE_OFFLINE_DAYS`,
 * 7 days by default): the service worker keeps report answers this long, the app keeps its answers as
 * long, and an expired sign-in still opens them offline, read-only, for this long after it expired.
 */
export const OFFLINE_MAX_AGE_MS: number =
  (Number(env.VITE_OFFLINE_DAYS) > 0 ? Number(env.VITE_OFFLINE_DAYS) : 7) * 24 * 60 * 60 * 1000;

/** Sign-in is not part of the four services: it is `{api}/login`. */
export const loginUrl: string = env.VITE_LOGIN_URL || '/api/login';

export const appConfig = {
  productName: 'CReport',
  /** The point-of-sale product site linked from the header. */
  posSiteUrl: env.VITE_POS_SITE_URL || 'https://www.example.com/pos',
  contactUrl: env.VITE_CONTACT_URL || 'mailto:support@example.com',
  /** Stores on platform kidzania lose access to the report system from this day. */
  kidzaniaBlockedFrom: '2024-09-01',
  /** Requests that take longer than this are aborted and reported as a network failure. */
  requestTimeoutMs: 30_000,
} as const;
