/** How long the file's object URL lives after the download starts. */
const REVOKE_AFTER_MS = 10_000;

/** Saves a file the page made: an object URL clicked through a download link, revoked afterwards. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
