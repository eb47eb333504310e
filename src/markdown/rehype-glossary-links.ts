/**
 * Links the first mention of each glossary term in every section of the rules text to its entry
 * on the ruleset's glossary page (content/<ruleset>/glossary.json). A section starts at each
 * heading, so a reader who jumps straight to a section still finds its terms linked once.
 *
 * Never linked: headings (the link would break the heading's anchor and its table-of-contents
 * text), links and buttons (no nested interactive elements), code, table headers, tools (MDX
 * components and anything marked `data-pagefind-ignore`) and the hidden search words. Nor is a
 * term linked inside the section that holds its own full rule: that link would point back here.
 */
import { LEFT_AS_WRITTEN, type HastNode } from './hast';
import { createMentionFinder, findMentions, type MentionFinder } from '../lib/glossary/mentions.ts';
import { readGlossary } from '../lib/glossary/load.ts';
import { termHref } from '../lib/glossary/links.ts';

const SKIPPED = new Set([...LEFT_AS_WRITTEN, 'svg', 'dialog']);
const HEADING = /^h[1-6]$/;

interface Page {
  slug: string;
  finder: MentionFinder;
  /** Each term's own section on this page (`''`: the top of the page), where it is not linked. */
  homeSections: Map<string, string>;
}

interface Section {
  id: string;
  linked: Set<string>;
}

/** `content/<ruleset>/<page>.mdx`: partials in sub-folders are part of another page and are left alone. */
function pageOfFile(
  path: string | undefined,
): { contentDir: string; ruleset: string; slug: string } | undefined {
  const match = /^(.*)[\\/]([^\\/]+)[\\/]([^\\/]+)\.mdx?$/.exec(path ?? '');
  if (!match || !/[\\/]content$/.test(match[1]!)) return undefined;
  return { contentDir: match[1]!, ruleset: match[2]!, slug: match[3]! };
}

function isSkipped(node: HastNode): boolean {
  const properties = node.properties ?? {};
  const classes = Array.isArray(properties.className) ? properties.className : [];
  return (
    SKIPPED.has(node.tagName ?? '') ||
    properties.dataPagefindIgnore !== undefined ||
    properties.hidden !== undefined ||
    classes.includes('search-aliases')
  );
}

function termLink(page: Page, id: string, text: string): HastNode {
  return {
    type: 'element',
    tagName: 'a',
    properties: { href: termHref(page.slug, id), className: ['term-link'], dataTerm: id },
    children: [{ type: 'text', value: text }],
  };
}

function linkText(value: string, page: Page, section: Section): HastNode[] {
  const parts: HastNode[] = [];
  let from = 0;
  for (const mention of findMentions(value, page.finder)) {
    if (section.linked.has(mention.id) || page.homeSections.get(mention.id) === section.id)
      continue;
    section.linked.add(mention.id);
    if (mention.start > from) parts.push({ type: 'text', value: value.slice(from, mention.start) });
    parts.push(termLink(page, mention.id, value.slice(mention.start, mention.end)));
    from = mention.end;
  }
  if (from === 0) return [{ type: 'text', value }];
  if (from < value.length) parts.push({ type: 'text', value: value.slice(from) });
  return parts;
}

function visit(node: HastNode, page: Page, section: Section): Section {
  if (!node.children) return section;
  const children: HastNode[] = [];
  for (const child of node.children) {
    if (child.type === 'text' && child.value) {
      children.push(...linkText(child.value, page, section));
      continue;
    }
    if (child.type === 'element' && HEADING.test(child.tagName ?? '')) {
      section = { id: String(child.properties?.id ?? ''), linked: new Set() };
    } else if (child.type === 'element' && !isSkipped(child)) {
      section = visit(child, page, section);
    }
    children.push(child);
  }
  node.children = children;
  return section;
}

export function rehypeGlossaryLinks() {
  return (tree: HastNode, file: { path?: string; history?: string[] }) => {
    const where = pageOfFile(file.path ?? file.history?.[0]);
    const glossary = where && readGlossary(where.contentDir, where.ruleset);
    if (!where || !glossary) return;
    const homeSections = new Map(
      glossary.terms
        .filter((term) => term.source.page === where.slug)
        .map((term) => [term.id, term.source.section ?? '']),
    );
    visit(
      tree,
      { slug: where.slug, finder: createMentionFinder(glossary.terms), homeSections },
      { id: '', linked: new Set() },
    );
  };
}
