/**
 * Marks the table-of-contents link of the section being read. Only the contents column beside
 * the text (wide screens) shows the mark; the page script loads this module when the reader
 * scrolls where that column shows (see watchToc in site.ts), so phones never do.
 */
export function highlightToc(toc: Element): void {
  const links = [...toc.querySelectorAll<HTMLAnchorElement>('a')];
  if (links.length === 0 || !('IntersectionObserver' in window)) return;
  const headings = links
    .map((link) => document.getElementById(decodeURIComponent(link.hash.slice(1))))
    .filter((heading): heading is HTMLElement => heading !== null);
  const visible = new Set<Element>();
  const update = () => {
    // The current section is the last heading above the top third of the viewport.
    let current = headings[0];
    for (const heading of headings) {
      if (heading.getBoundingClientRect().top < innerHeight / 3) current = heading;
    }
    links.forEach((link) => {
      if (current && link.hash === `#${current.id}`) link.setAttribute('aria-current', 'true');
      else link.removeAttribute('aria-current');
    });
  };
  const observer = new IntersectionObserver((entries) => {
    entries.forEach((entry) =>
      entry.isIntersecting ? visible.add(entry.target) : visible.delete(entry.target),
    );
    update();
  });
  headings.forEach((heading) => observer.observe(heading));
  addEventListener('scroll', update, { passive: true });
  update();
}
