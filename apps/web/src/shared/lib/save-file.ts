/**
 * Hands a downloaded blob to the browser as a file: an object URL on a temporary link, clicked
 * and revoked at once, so the bytes do not stay in memory for the page's lifetime.
 */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  // Firefox follows a click only on a link that is in the document.
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
