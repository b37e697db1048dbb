/**
 * Shows a count on the installed app's icon (the brief's flags), or clears it at zero, where the
 * browser has the Badging API; cleared at sign-out like the rest of the device's data.
 */
export function showAppBadge(count: number, nav: Navigator | undefined = globalThis.navigator): void {
  if (!nav || !('setAppBadge' in nav)) return;
  const done = count > 0 ? nav.setAppBadge(count) : nav.clearAppBadge();
  // Refused when the app is not installed or badges are off: nothing to tell the user.
  done.catch(() => {});
}
