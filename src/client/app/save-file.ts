/**
 * Hands a file the page fetched (an export, a notice's attachment, a batch for the tax system) to
 * the browser to save under a name: the addresses need the bearer token, so a plain link cannot.
 */
export function saveBlob(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken its copy once the click has been handled.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
