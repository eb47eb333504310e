/**
 * Another page of this site as a document to read from: a screen panel cuts a section out of it,
 * "Roll again" finds a table on it. Each address is fetched once a visit (offline, the service
 * worker answers from the saved copy); a failed fetch is forgotten, so the next try asks again.
 */
const pages = new Map<string, Promise<Document>>();

export function fetchSitePage(address: string): Promise<Document> {
  let page = pages.get(address);
  if (!page) {
    page = fetch(address).then(async (response) => {
      if (!response.ok) throw new Error(`its page could not be loaded (${response.status})`);
      return new DOMParser().parseFromString(await response.text(), 'text/html');
    });
    page.catch(() => pages.delete(address));
    pages.set(address, page);
  }
  return page;
}
