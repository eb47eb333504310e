/**
 * A search result link carries `?highlight=term`: mark the term in the rules text. The page
 * script loads this module only for such an address.
 */
export function highlightSearchTerms(term: string): void {
  const article = document.querySelector('[data-pagefind-body]');
  if (!article) return;
  const words = term
    .split(/\s+/)
    .filter((word) => word.length > 1)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  if (words.length === 0) return;
  const pattern = new RegExp(`(${words.join('|')})`, 'gi');
  // Only the rules text: not the contents list or widgets, which search does not index either.
  const walker = document.createTreeWalker(article, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node.parentElement?.closest('[data-pagefind-ignore]')
        ? NodeFilter.FILTER_REJECT
        : NodeFilter.FILTER_ACCEPT,
  });
  const nodes: Text[] = [];
  while (walker.nextNode()) nodes.push(walker.currentNode as Text);
  for (const node of nodes) {
    const text = node.nodeValue ?? '';
    if (!pattern.test(text)) continue;
    pattern.lastIndex = 0;
    const fragment = document.createDocumentFragment();
    text.split(pattern).forEach((part, index) => {
      if (index % 2 === 1) {
        const mark = document.createElement('mark');
        mark.className = 'search-hit';
        mark.textContent = part;
        fragment.append(mark);
      } else if (part) fragment.append(part);
    });
    node.replaceWith(fragment);
  }
  if (!location.hash)
    document.querySelector('mark.search-hit')?.scrollIntoView({ block: 'center' });
}
