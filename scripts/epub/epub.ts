/**
 * A ruleset's EPUB 3, made from its book page as built (src/pages/[ruleset]/book.astro): the
 * title page, one XHTML document per chapter (every page of the ruleset, the glossary, the
 * credits), a navigation document with each chapter's sections, a cover, and the metadata from
 * content/<ruleset>/ruleset.json. The text is the book page's, so the EPUB says what the pages say.
 */
import { createHash } from 'node:crypto';
import { elementEnd } from '../../src/lib/book/chapter.ts';
import { decodeEntities, escapeXml, toXhtml, type Attribute } from './xhtml.ts';
import { zip, type ZipEntry } from './zip.ts';

export interface BookMetadata {
  title: string;
  shortTitle: string;
  author: string;
  version: string;
  licence: string;
  licenceUrl?: string | undefined;
  source?: string | undefined;
  /** The book page's address: the EPUB's identifier and the base of every link to the site. */
  bookUrl: string;
  language: string;
  /** When the book was made: dc:date (its day) and dcterms:modified. */
  date: Date;
}

export interface Chapter {
  id: string;
  title: string;
  /** The chapter as the book page has it: `<section class="book-chapter ..." id="...">...</section>`. */
  html: string;
  /** The sections in it: the page's own headings, for the navigation document. */
  sections: { id: string; title: string }[];
}

export interface BookPage {
  titlePage: string;
  chapters: Chapter[];
}

function textOf(html: string): string {
  return decodeEntities(html.replace(/<[^>]+>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
}

/** The parts of a built book page an EPUB is made of. */
export function readBookPage(html: string): BookPage {
  const headerAt = html.indexOf('<header class="book-title-page"');
  if (headerAt < 0) throw new Error('the book page has no title page (header.book-title-page)');
  const titlePage = html
    .slice(headerAt, elementEnd(html, headerAt, 'header'))
    // What the page says about printing it and where the EPUB is: not for the EPUB itself.
    .replace(/<p class="book-screen-only">[\s\S]*?<\/p>/, '');
  const chapters: Chapter[] = [];
  const opening = /<section class="book-chapter\b[^"]*" id="([^"]+)"/g;
  for (let match = opening.exec(html); match; match = opening.exec(html)) {
    const end = elementEnd(html, match.index, 'section');
    const chapterHtml = html.slice(match.index, end);
    const title = /<h2\b[^>]*>([\s\S]*?)<\/h2>/.exec(chapterHtml);
    const sections = [...chapterHtml.matchAll(/<h3 id="([^"]+)"[^>]*>([\s\S]*?)<\/h3>/g)].map(
      (section) => ({ id: section[1]!, title: textOf(section[2]!) }),
    );
    chapters.push({
      id: match[1]!,
      title: textOf(title?.[1] ?? match[1]!),
      html: chapterHtml,
      sections,
    });
    opening.lastIndex = end;
  }
  if (chapters.length === 0)
    throw new Error('the book page has no chapters (section.book-chapter)');
  return { titlePage, chapters };
}

const STYLE = `body { font-family: serif; line-height: 1.45; margin: 0 0.5em; }
h1, h2, h3, h4, h5, h6 { font-family: sans-serif; line-height: 1.2; page-break-after: avoid; }
table { border-collapse: collapse; width: 100%; margin: 1em 0; }
caption { font-weight: bold; text-align: left; padding: 0.25em 0; }
th, td { border: 1px solid #999; padding: 0.25em 0.4em; vertical-align: top; text-align: left; }
tr { page-break-inside: avoid; }
figure { margin: 1em 0; }
.book-tool { border-left: 3px solid #8a2c1d; padding: 0.3em 0.6em; }
.book-tool-name { font-weight: bold; }
.book-facts dt, .book-glossary dt { font-weight: bold; margin-top: 0.6em; }
.book-facts dd, .book-glossary dd { margin-left: 1.2em; }
.book-glossary-meta { font-size: 0.9em; }
.book-kicker { text-transform: uppercase; letter-spacing: 0.08em; font-size: 0.85em; }
.cover { margin: 0; padding: 0; text-align: center; }
.cover img { max-width: 100%; max-height: 100%; }
`;

function document(title: string, body: string, language: string, extraHead = ''): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="${language}" lang="${language}">
<head>
<meta charset="UTF-8"/>
<title>${escapeXml(title)}</title>
<link rel="stylesheet" type="text/css" href="book.css"/>${extraHead}
</head>
<body>
${body}
</body>
</html>
`;
}

/** The words of a title in lines of at most `width` characters, for the cover. */
export function wrapWords(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && last.length + 1 + word.length <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

function coverSvg(meta: BookMetadata): string {
  const titleLines = wrapWords(meta.title, 16);
  const authorLines = wrapWords(`by ${meta.author}`, 30);
  const title = titleLines
    .map(
      (line, index) =>
        `<text x="300" y="${220 + index * 68}" font-size="56" font-weight="bold">${escapeXml(line)}</text>`,
    )
    .join('\n');
  const authorTop = 260 + titleLines.length * 68;
  const author = authorLines
    .map(
      (line, index) =>
        `<text x="300" y="${authorTop + index * 40}" font-size="30">${escapeXml(line)}</text>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 900" width="600" height="900">
<title>${escapeXml(meta.title)}</title>
<rect width="600" height="900" fill="#8a2c1d"/>
<rect x="30" y="30" width="540" height="840" fill="none" stroke="#f4e9dc" stroke-width="3"/>
<g fill="#f4e9dc" font-family="Georgia, serif" text-anchor="middle">
${title}
${author}
<text x="300" y="800" font-size="24">${escapeXml(meta.version)}</text>
<text x="300" y="840" font-size="22">Rules at Hand</text>
</g>
</svg>
`;
}

/** A name-based UUID (version 5 layout) from the book's address: the same book keeps its identifier. */
export function uuidFor(name: string): string {
  const hex = createHash('sha1').update(name).digest('hex').slice(0, 32).split('');
  hex[12] = '5';
  hex[16] = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

function isoSeconds(date: Date): string {
  return `${date.toISOString().slice(0, 19)}Z`;
}

/** The EPUB's files, in the order they are archived (the `mimetype` first, stored). */
export function epubEntries(page: BookPage, meta: BookMetadata): ZipEntry[] {
  const fileOf = new Map<string, string>();
  for (const chapter of page.chapters) {
    fileOf.set(chapter.id, `${chapter.id}.xhtml`);
    for (const [, id] of chapter.html.matchAll(/\sid="([^"]+)"/g))
      fileOf.set(id!, `${chapter.id}.xhtml`);
  }
  const lang = meta.language;
  /** Links within the book go to the chapter's file; links to the site get its full address. */
  const rewrite = (tagName: string, attributes: Attribute[]): Attribute[] =>
    attributes.flatMap((attribute): Attribute[] => {
      if (attribute.name === 'download') return [];
      if (attribute.name === 'href' && tagName === 'a') {
        const href = attribute.value;
        if (href.startsWith('#')) {
          const id = href.slice(1);
          const file = fileOf.get(id);
          if (!file) throw new Error(`epub: the book links to #${id}, which it does not hold`);
          return [{ name: 'href', value: file === `${id}.xhtml` ? file : `${file}#${id}` }];
        }
        return [{ name: 'href', value: new URL(href, meta.bookUrl).href }];
      }
      return [attribute];
    });
  const withSemantics =
    (kind: (tagName: string, attributes: Attribute[]) => string | undefined) =>
    (tagName: string, attributes: Attribute[]) => {
      const type = kind(tagName, attributes);
      const rewritten = rewrite(tagName, attributes);
      return type ? [...rewritten, { name: 'epub:type', value: type }] : rewritten;
    };

  const chapterFiles = page.chapters.map((chapter) => {
    const glossary = chapter.id === 'glossary';
    const body = toXhtml(
      chapter.html,
      withSemantics((tagName, attributes) => {
        const isChapter =
          tagName === 'section' &&
          attributes.some((a) => a.name === 'id' && a.value === chapter.id);
        if (isChapter)
          return glossary ? 'glossary' : chapter.id === 'credits' ? 'acknowledgments' : 'chapter';
        if (glossary && tagName === 'dt') return 'glossterm';
        if (glossary && tagName === 'dd') return 'glossdef';
        return undefined;
      }),
    );
    return { name: `OEBPS/${chapter.id}.xhtml`, data: document(chapter.title, body, lang) };
  });

  const titleBody = toXhtml(
    page.titlePage.replace(/^<header/, '<section').replace(/<\/header>$/, '</section>'),
    withSemantics((tagName) => (tagName === 'section' ? 'titlepage' : undefined)),
  );
  const navItems = page.chapters
    .map((chapter) => {
      const sections = chapter.sections
        .map(
          (section) =>
            `<li><a href="${chapter.id}.xhtml#${section.id}">${escapeXml(section.title)}</a></li>`,
        )
        .join('\n');
      return `<li><a href="${chapter.id}.xhtml">${escapeXml(chapter.title)}</a>${sections ? `\n<ol>\n${sections}\n</ol>` : ''}</li>`;
    })
    .join('\n');
  const nav = `<nav epub:type="toc" id="toc">
<h1>Contents</h1>
<ol>
<li><a href="title.xhtml">${escapeXml(meta.title)}</a></li>
${navItems}
</ol>
</nav>
<nav epub:type="landmarks" id="landmarks" hidden="hidden">
<h2>Landmarks</h2>
<ol>
<li><a epub:type="cover" href="cover.xhtml">Cover</a></li>
<li><a epub:type="titlepage" href="title.xhtml">Title page</a></li>
<li><a epub:type="toc" href="nav.xhtml">Contents</a></li>
<li><a epub:type="bodymatter" href="${page.chapters[0]!.id}.xhtml">${escapeXml(page.chapters[0]!.title)}</a></li>
</ol>
</nav>`;
  const cover = `<section class="cover" epub:type="cover"><img src="cover.svg" alt="${escapeXml(`${meta.title}, by ${meta.author}`)}"/></section>`;

  const spine = ['cover', 'title', 'nav', ...page.chapters.map((chapter) => chapter.id)];
  const manifest = [
    `<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>`,
    `<item id="cover-image" href="cover.svg" media-type="image/svg+xml" properties="cover-image"/>`,
    `<item id="style" href="book.css" media-type="text/css"/>`,
    `<item id="cover" href="cover.xhtml" media-type="application/xhtml+xml"/>`,
    `<item id="title" href="title.xhtml" media-type="application/xhtml+xml"/>`,
    ...page.chapters.map(
      (chapter) =>
        `<item id="c-${chapter.id}" href="${chapter.id}.xhtml" media-type="application/xhtml+xml"/>`,
    ),
  ];
  const itemref = (id: string) =>
    `<itemref idref="${['cover', 'title', 'nav'].includes(id) ? id : `c-${id}`}"/>`;
  const rights = `${meta.licence}${meta.licenceUrl ? ` (${meta.licenceUrl})` : ''}`;
  const opf = `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="book-id" xml:lang="${lang}">
<metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
<dc:identifier id="book-id">urn:uuid:${uuidFor(meta.bookUrl)}</dc:identifier>
<dc:title>${escapeXml(meta.title)}</dc:title>
<dc:creator>${escapeXml(meta.author)}</dc:creator>
<dc:language>${lang}</dc:language>
<dc:rights>${escapeXml(rights)}</dc:rights>
${meta.source ? `<dc:source>${escapeXml(meta.source)}</dc:source>\n` : ''}<dc:publisher>Rules at Hand</dc:publisher>
<dc:date>${meta.date.toISOString().slice(0, 10)}</dc:date>
<meta property="dcterms:modified">${isoSeconds(meta.date)}</meta>
<meta property="schema:version">${escapeXml(meta.version)}</meta>
${meta.licenceUrl ? `<link rel="dcterms:license" href="${escapeXml(meta.licenceUrl)}"/>\n` : ''}<meta name="cover" content="cover-image"/>
</metadata>
<manifest>
${manifest.join('\n')}
</manifest>
<spine>
${spine.map(itemref).join('\n')}
</spine>
</package>
`;
  const container = `<?xml version="1.0" encoding="UTF-8"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
<rootfiles>
<rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/>
</rootfiles>
</container>
`;
  return [
    { name: 'mimetype', data: 'application/epub+zip', stored: true },
    { name: 'META-INF/container.xml', data: container },
    { name: 'OEBPS/content.opf', data: opf },
    { name: 'OEBPS/nav.xhtml', data: document('Contents', nav, lang) },
    { name: 'OEBPS/cover.xhtml', data: document(meta.title, cover, lang) },
    { name: 'OEBPS/cover.svg', data: coverSvg(meta) },
    { name: 'OEBPS/book.css', data: STYLE },
    { name: 'OEBPS/title.xhtml', data: document(meta.title, titleBody, lang) },
    ...chapterFiles,
  ];
}

export function buildEpub(page: BookPage, meta: BookMetadata): Buffer {
  return zip(epubEntries(page, meta));
}
