/**
 * Whether a page's MDX can be read at all. A brace or a tag left open stops the MDX parser, and
 * the build then says only what it expected ("expected a corresponding closing brace for `{`"),
 * naming no file; `npm run validate` and the dev server's banner say it with the file and line
 * instead, in the parser's words and what usually causes it.
 */
import { createProcessor } from '@mdx-js/mdx';

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

/** The reason MDX cannot read the page, or undefined when it can. */
export function findMdxSyntaxProblem(text: string): MdxSyntaxProblem | undefined {
  try {
    createProcessor().parse(blankFrontmatter(text));
    return undefined;
  } catch (error) {
    const { reason, line, column, source } = error as {
      reason?: string;
      line?: number;
      column?: number;
      source?: string;
    };
    const cause = source === undefined ? undefined : LIKELY_CAUSE[source];
    return {
      line: line ?? 1,
      column: column ?? 1,
      message: `MDX cannot read the page here: ${reason ?? String(error)}${cause ? ` (${cause})` : ''}`,
    };
  }
}
