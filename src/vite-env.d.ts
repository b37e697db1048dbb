/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_REPORTS_API_URL?: string;
  readonly VITE_SETTINGS_API_URL?: string;
  readonly VITE_CATALOG_API_URL?: string;
  readonly VITE_GENERAL_API_URL?: string;
  readonly VITE_LOGIN_URL?: string;
  readonly VITE_POS_SITE_URL?: string;
  readonly VITE_CONTACT_URL?: string;
  /** Days the figures read on a device stay readable without the server (default 7). */
  readonly VITE_OFFLINE_DAYS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
