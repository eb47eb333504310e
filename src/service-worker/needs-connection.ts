/**
 * The page the service worker answers with when, offline, a reader opens a file that is not in
 * the saved copy: an EPUB, or any other file that is not a page. It says plainly that the file
 * needs a connection, with status 503, and never passes for the site's "not found" page.
 */
import { bookPageOfEpub } from './precache';

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/**
 * The HTML for an address (`key`, relative to the scope) that needs a connection. Links are
 * written from `scope`; the book page of an EPUB is offered only when it is saved.
 */
export function needsConnectionPage(
  key: string,
  scope: string,
  saved: ReadonlySet<string>,
): string {
  const link = (path: string, text: string) =>
    `<a href="${escapeHtml(new URL(path, scope).href)}">${escapeHtml(text)}</a>`;
  const book = bookPageOfEpub(key);
  const title = book === null ? 'This file needs a connection' : 'The EPUB needs a connection';
  const body =
    book === null
      ? `<p>You are offline, and <code>${escapeHtml(key)}</code> is not part of the copy of the site saved on this device. Open it again when you have a connection.</p>`
      : `<p>You are offline. The EPUB is downloaded only with a connection: it is not part of the copy of the site saved on this device. Download it when you have a connection.</p>` +
        (saved.has(book)
          ? `<p>The same text is saved as one page: ${link(book, 'read the book page')}.</p>`
          : '');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${title}</title>
<style>body{font:1.125rem/1.5 system-ui,sans-serif;max-width:36rem;margin:0 auto;padding:2rem 1.5rem}h1{font-size:2rem;line-height:1.2}</style>
</head>
<body>
<main>
<h1>${title}</h1>
${body}
<p>${link('offline/', 'What works without a connection')} · ${link('', 'Home')}</p>
</main>
</body>
</html>
`;
}
