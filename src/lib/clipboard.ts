/**
 * The site's one way to copy text for the reader. Browsers refuse the clipboard outside a secure
 * page, in old versions and when a permission is denied; each copy button then shows the text to
 * copy by hand, so the answer is a yes or no rather than an error to catch at every caller.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
