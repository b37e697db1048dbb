/**
 * The signed-in pages that are not reports (route files `src/routes/_app.<page>.tsx`): the user's saved
 * views, daily e-mails and the store's settings. Tests that walk every report route leave them out.
 */
export const SIGNED_IN_PAGES = ['saved-views', 'digest', 'store-settings'] as const;

export const isSignedInPage = (name: string): boolean =>
  (SIGNED_IN_PAGES as readonly string[]).includes(name);
