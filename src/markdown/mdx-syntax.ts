/**
 * Whether MDX can build a page at all. A brace or a tag left open stops the MDX parser, and the
 * build then says only what it expected ("expected a corresponding closing brace for `{`"),
 * naming no file; a component the page neither imports nor is given fails only when a page is
 * rendered, naming whichever page shows it first. `npm run validate` and the dev server's banner
 * say both with the file and line instead, in the parser's words and what usually causes it.
 */
import { createProcessor } from '@mdx-js/mdx';
import { meantName } from '../rules/spelling.ts';
import { listInWords } from '../rules/words.ts';

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

interface MdxAttribute {
  type: string;
  name?: string;
  value?:
    | string
    | null
    | { data?: { estree?: { body: { expression?: { type: string; [key: string]: unknown } }[] } } };
}

interface MdxNode {
  type: string;
  name?: string | null;
  value?: string;
  attributes?: MdxAttribute[];
  position?: { start: { line: number; column: number } };
  children?: MdxNode[];
}

/**
 * The props `<RandomTable>` reads (src/components/RandomTable.astro's Props): any other is a typo
 * the component would ignore without a word ("filtr").
 */
export const RANDOM_TABLE_PROPS = ['id', 'filter'] as const;

/** A `<RandomTable>` a page places: where, and the table it names (`<slug>/<file>`). */
export interface PlacedTable {
  readonly line: number;
  readonly column: number;
  readonly id: string;
}

const COMPUTED = Symbol('computed');

/**
 * An attribute's text as the component receives it: `id="a/b"`, and `id={"a/b"}` or
 * id={`a/b`} written in braces alike; COMPUTED for code, undefined when the attribute is absent.
 */
function attributeText(node: MdxNode, name: string): string | true | typeof COMPUTED | undefined {
  const attribute = node.attributes?.find(
    (candidate) => candidate.type === 'mdxJsxAttribute' && candidate.name === name,
  );
  if (!attribute) return undefined;
  const { value } = attribute;
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value;
  const expression = value.data?.estree?.body[0]?.expression;
  if (expression?.type === 'Literal' && typeof expression.value === 'string')
    return expression.value;
  if (expression?.type === 'TemplateLiteral' && (expression.expressions as unknown[]).length === 0)
    return (expression.quasis as { value: { cooked: string } }[])[0]?.value.cooked ?? COMPUTED;
  return COMPUTED;
}

/**
 * What is wrong with the `<RandomTable>`s a page places, and the tables they name: a table
 * without an id (the build then stops with "getEntry() requires an entry identifier", naming no
 * page), a prop the component does not read, and the same table twice on one page (two result
 * areas with one id, so the second Roll button would announce the first's result).
 */
function tableProblems(tables: readonly MdxNode[]): {
  problems: MdxSyntaxProblem[];
  placed: PlacedTable[];
} {
  const problems: MdxSyntaxProblem[] = [];
  const placed: PlacedTable[] = [];
  const example =
    '<RandomTable id="<ruleset>/<table>" /> (the ruleset\'s folder, a slash and the table file\'s name without .json)';
  for (const node of tables) {
    const line = node.position?.start.line ?? 1;
    const column = node.position?.start.column ?? 1;
    const say = (message: string) => problems.push({ line, column, message });
    for (const attribute of node.attributes ?? []) {
      if (attribute.type !== 'mdxJsxAttribute') {
        say('<RandomTable> takes its props written out, as id="…", not spread from code');
        continue;
      }
      const name = attribute.name ?? '';
      if ((RANDOM_TABLE_PROPS as readonly string[]).includes(name)) continue;
      const meant = meantName(name, RANDOM_TABLE_PROPS);
      say(
        `<RandomTable> has a prop it does not read: ${name}${meant ? ` (did you mean ${meant}?)` : ''}; it reads ${listInWords([...RANDOM_TABLE_PROPS])}`,
      );
    }
    const id = attributeText(node, 'id');
    if (id === undefined)
      say(`<RandomTable> has no id, so the page cannot be built: write ${example}`);
    else if (id === COMPUTED)
      say(
        `<RandomTable>'s id is computed by code, so it cannot be checked: write it in quotes, as ${example}`,
      );
    else if (id === true || id.trim() === '')
      say(`<RandomTable>'s id is empty, so the page cannot be built: write ${example}`);
    else {
      const first = placed.find((table) => table.id === id);
      if (first)
        say(
          `<RandomTable id="${id}" /> is on this page already, on line ${first.line}: a table is placed once on a page (its Roll buttons and result would share one id)`,
        );
      else placed.push({ line, column, id });
    }
  }
  return { problems, placed };
}

/**
 * The components a page places that it neither imports nor is given: MDX builds the page and
 * only rendering it fails ("Expected component `Chek` to be defined"), in whichever page shows it
 * first, often the book. And a table or check placed inside a line of text.
 */
function componentProblems(tree: MdxNode): { problems: MdxSyntaxProblem[]; tables: PlacedTable[] } {
  const known = new Set<string>(COMPONENTS_EVERY_PAGE_HAS);
  const placed: MdxNode[] = [];
  const inline: MdxNode[] = [];
  const tables: MdxNode[] = [];
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
    if (
      (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
      node.name === 'RandomTable'
    )
      tables.push(node);
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
  const table = tableProblems(tables);
  return {
    problems: [...unknown, ...inlineProblems, ...table.problems].sort(
      (a, b) => a.line - b.line || a.column - b.column,
    ),
    tables: table.placed,
  };
}

/**
 * What stops MDX from building the page (the reason it cannot read it, or the components it
 * places that it does not have or places wrongly) and the tables it places. No problems when the
 * page can be built.
 */
export function readMdxPage(text: string): {
  problems: MdxSyntaxProblem[];
  tables: PlacedTable[];
} {
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
    // Some of the parser's complaints carry their place only in their words: "Expected a
    // closing tag for `<RandomTable>` (11:1-11:37)".
    const written = /\s*\((\d+):(\d+)(?:-\d+:\d+)?\)$/.exec(reason ?? '');
    const cause = source === undefined ? undefined : LIKELY_CAUSE[source];
    const words = written ? reason!.slice(0, written.index) : (reason ?? String(error));
    return {
      problems: [
        {
          line: line ?? (written ? Number(written[1]) : 1),
          column: column ?? (written ? Number(written[2]) : 1),
          message: `MDX cannot read the page here: ${words}${cause ? ` (${cause})` : ''}`,
        },
      ],
      tables: [],
    };
  }
  return componentProblems(tree);
}

/** What stops MDX from building the page: nothing when it can be built. */
export function findMdxProblems(text: string): MdxSyntaxProblem[] {
  return readMdxPage(text).problems;
}
