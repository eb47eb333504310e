/**
 * Whether MDX can build a page at all. A brace or a tag left open stops the MDX parser, and the
 * build then says only what it expected ("expected a corresponding closing brace for `{`"),
 * naming no file; a component the page neither imports nor is given fails only when a page is
 * rendered, naming whichever page shows it first. `npm run validate` and the dev server's banner
 * say both with the file and line instead, in the parser's words and what usually causes it.
 */
import { createProcessor } from '@mdx-js/mdx';
import { meantName } from '../rules/spelling.ts';

/** Why a page cannot be read, at the line and column where the parser gave up. */
export interface MdxSyntaxProblem {
  readonly line: number;
  readonly column: number;
  readonly message: string;
}

/**
 * The text with its front matter's lines left empty: the MDX parser alone would read the block as
 * a heading (text over a `---` line). The lines stay, so a problem's line is the file's.
 */
export function blankFrontmatter(text: string): string {
  return text.replace(/^---\n[\s\S]*?\n---\n/, (block) => block.replace(/[^\n]/g, ''));
}

/** What the parser's complaint usually means in a rules text, by the part that raised it. */
const LIKELY_CAUSE: Readonly<Record<string, string>> = {
  'micromark-extension-mdx-expression':
    'a “{” in the text opens code: write a brace meant as text as \\{ (and \\})',
  'micromark-extension-mdx-jsx':
    'a “<” in the text opens a tag: write a “<” meant as text as &lt;, and end a tag with > or />',
  'mdast-util-mdx-jsx': 'a tag is not closed, or closed where none is open: end each tag with />',
};

/**
 * The components every page may place without importing them: the ones the ruleset's page and
 * its book hand to the text (`<Content components={{ RandomTable, Check }} />` in
 * src/pages/[ruleset]/). A tool is imported at the top of the page that places it.
 */
export const COMPONENTS_EVERY_PAGE_HAS = ['Check', 'RandomTable'] as const;

interface MdxNode {
  type: string;
  name?: string | null;
  value?: string;
  position?: { start: { line: number; column: number } };
  children?: MdxNode[];
}

/**
 * The components a page places that it neither imports nor is given: MDX builds the page and
 * only rendering it fails ("Expected component `Chek` to be defined"), in whichever page shows it
 * first, often the book. And a table or check placed inside a line of text.
 */
function componentProblems(tree: MdxNode): MdxSyntaxProblem[] {
  const known = new Set<string>(COMPONENTS_EVERY_PAGE_HAS);
  const placed: MdxNode[] = [];
  const inline: MdxNode[] = [];
  const visit = (node: MdxNode) => {
    if (node.type === 'mdxjsEsm')
      for (const [, single, named] of (node.value ?? '').matchAll(
        /import\s+(?:(\w+)|\{([^}]*)\})/g,
      ))
        for (const name of single ? [single] : (named ?? '').split(','))
          known.add(
            name
              .trim()
              .split(/\s+as\s+/)
              .at(-1)!,
          );
    if (
      (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
      node.name &&
      /^[A-Z]/.test(node.name)
    )
      placed.push(node);
    // A table or a check is a block: inside a sentence it lands in a paragraph, which HTML refuses.
    if (
      node.type === 'mdxJsxTextElement' &&
      (COMPONENTS_EVERY_PAGE_HAS as readonly (string | null | undefined)[]).includes(node.name)
    )
      inline.push(node);
    node.children?.forEach(visit);
  };
  visit(tree);
  const inlineProblems = inline.map((node) => ({
    line: node.position?.start.line ?? 1,
    column: node.position?.start.column ?? 1,
    message: `<${node.name}> stands in a line of text: put it on a line of its own, with an empty line before and after`,
  }));
  const unknown = placed
    .filter((node) => !known.has(node.name!))
    .map((node) => {
      const name = node.name!;
      const meant = meantName(name, known);
      return {
        line: node.position?.start.line ?? 1,
        column: node.position?.start.column ?? 1,
        message: `<${name}> is no component this page has${meant ? ` (did you mean <${meant}>?)` : ''}: every page has ${COMPONENTS_EVERY_PAGE_HAS.map((known) => `<${known}>`).join(' and ')}, and a tool is imported at the top of the page that places it`,
      };
    });
  return [...unknown, ...inlineProblems].sort((a, b) => a.line - b.line);
}

/**
 * What stops MDX from building the page: the reason it cannot read it, or the components it
 * places that it does not have. Nothing when the page can be built.
 */
export function findMdxProblems(text: string): MdxSyntaxProblem[] {
  let tree: MdxNode;
  try {
    tree = createProcessor().parse(blankFrontmatter(text)) as unknown as MdxNode;
  } catch (error) {
    const { reason, line, column, source } = error as {
      reason?: string;
      line?: number;
      column?: number;
      source?: string;
    };
    const cause = source === undefined ? undefined : LIKELY_CAUSE[source];
    return [
      {
        line: line ?? 1,
        column: column ?? 1,
        message: `MDX cannot read the page here: ${reason ?? String(error)}${cause ? ` (${cause})` : ''}`,
      },
    ];
  }
  return componentProblems(tree);
}
