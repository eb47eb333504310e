/**
 * Saving a tool's data as a JSON file: the download behind FileTransfer's export buttons (and any
 * other download of a tool's text).
 */

/** Offers `text` to the reader as a download named `fileName`. */
export function downloadJson(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started the download by now; keep the URL a moment for slow ones.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
