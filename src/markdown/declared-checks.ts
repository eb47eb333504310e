/**
 * The checks a page declares (`<Check ... />`, src/components/Check.astro),
 * read from its MDX text and checked with the rules' own checkDeclarationProblems, so a bad band
 * or a typo in the dice stops the build, and `npm run validate` says the same, naming the file,
 * the line, the check and the field. Props are read as written: numbers, text, lists and objects
 * of them. A prop computed by code cannot be checked before the page runs, and is refused.
 */
import { createProcessor } from '@mdx-js/mdx';
import GithubSlugger from 'github-slugger';
import { blankFrontmatter } from './mdx-syntax';
import {
  checkDeclarationProblems,
  CheckDeclarationSchema,
  type CheckDeclaration,
} from '../rules/checks/declared-check';

/** The element a page declares a check with, given to every page (src/components/Check.astro). */
const ELEMENT = 'Check';

/** The props a page places a check with that are not its declaration. */
const PLACEMENT = new Set(['id', 'headingLevel']);

interface EstreeNode {
  type: string;
  [key: string]: unknown;
}

const NOT_LITERAL = Symbol('not a literal');

/** The value an expression of literals writes, or NOT_LITERAL for anything computed. */
function literalOf(node: EstreeNode): unknown {
  switch (node.type) {
    case 'Literal':
      return node.value;
    case 'TemplateLiteral': {
      const quasis = node.quasis as { value: { cooked: string } }[];
      return (node.expressions as unknown[]).length === 0 ? quasis[0]?.value.cooked : NOT_LITERAL;
    }
    case 'UnaryExpression': {
      const value = literalOf(node.argument as EstreeNode);
      if (typeof value !== 'number') return NOT_LITERAL;
      return node.operator === '-' ? -value : node.operator === '+' ? value : NOT_LITERAL;
    }
    case 'ArrayExpression': {
      const items = (node.elements as (EstreeNode | null)[]).map((element) =>
        element ? literalOf(element) : NOT_LITERAL,
      );
      return items.includes(NOT_LITERAL) ? NOT_LITERAL : items;
    }
    case 'ObjectExpression': {
      const entries: [string, unknown][] = [];
      for (const property of node.properties as EstreeNode[]) {
        const key = property.key as EstreeNode | undefined;
        const name = key?.type === 'Identifier' ? key.name : key?.value;
        if (property.type !== 'Property' || property.computed || typeof name !== 'string')
          return NOT_LITERAL;
        const value = literalOf(property.value as EstreeNode);
        if (value === NOT_LITERAL) return NOT_LITERAL;
        entries.push([name, value]);
      }
      return Object.fromEntries(entries);
    }
    default:
      return NOT_LITERAL;
  }
}

interface JsxAttribute {
  type: string;
  name?: string;
  value?: string | null | { data?: { estree?: { body: { expression?: EstreeNode }[] } } };
}

interface MdxNode {
  type: string;
  name?: string | null;
  value?: string;
  attributes?: JsxAttribute[];
  children?: MdxNode[];
  position?: { start: { line: number } };
}

/** One problem with a check placed in a page. */
export interface PlacedCheckProblem {
  readonly line: number;
  /** `<Check id="grit-check">, 'bands[1].atLeast': …` */
  readonly message: string;
}

/** A heading of the page's own text, with the id the build gives it. */
interface PageHeading {
  readonly id: string;
  readonly text: string;
  readonly line: number;
}

/** The `<Check>` elements of an MDX text and its headings, each in page order. */
function readPage(text: string): { checks: MdxNode[]; headings: PageHeading[] } {
  if (!text.includes(`<${ELEMENT}`)) return { checks: [], headings: [] };
  const tree = createProcessor().parse(blankFrontmatter(text)) as unknown as MdxNode;
  const checks: MdxNode[] = [];
  const headings: PageHeading[] = [];
  // Ids as the build's rehypeHeadingIds makes them: the heading's text, slugged in page order (a
  // second "Omens" is "omens-1").
  const slugger = new GithubSlugger();
  const visit = (node: MdxNode) => {
    if (
      (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
      node.name === ELEMENT
    )
      checks.push(node);
    if (node.type === 'heading') {
      const words = textOf(node);
      headings.push({ id: slugger.slug(words), text: words, line: lineOf(node) });
    }
    node.children?.forEach(visit);
  };
  visit(tree);
  return { checks, headings };
}

/** A heading's words: its text, code and expressions, inside links and emphasis too. */
function textOf(node: MdxNode): string {
  if (node.type === 'text' || node.type === 'inlineCode' || node.type === 'mdxTextExpression')
    return node.value ?? '';
  return (node.children ?? []).map(textOf).join('');
}

const lineOf = (node: MdxNode) => node.position?.start.line ?? 0;

/** Every problem with the checks an MDX text places (nothing when it places none, or sound ones). */
export function findDeclaredCheckProblems(text: string): PlacedCheckProblem[] {
  const { checks, headings } = readPage(text);
  return [
    ...checks.flatMap((node) => checkElement(ELEMENT, node)),
    ...idClashes(checks, headings),
  ].sort((a, b) => a.line - b.line);
}

/**
 * A check's id is its address on the page (`#grit-check`) and its share link's name, so it must
 * be the page's alone: a second check or a heading with the same id would take its links.
 */
function idClashes(
  checks: readonly MdxNode[],
  headings: readonly PageHeading[],
): PlacedCheckProblem[] {
  const problems: PlacedCheckProblem[] = [];
  const earlier = new Map<string, number>();
  for (const node of checks) {
    const { id } = readElement(node);
    if (typeof id !== 'string') continue;
    const line = lineOf(node);
    const placed = `<${ELEMENT} id="${id}">`;
    const check = earlier.get(id);
    const heading = headings.find((candidate) => candidate.id === id);
    if (check !== undefined)
      problems.push({
        line,
        message: `${placed}: the check on line ${check} has this id already: give each check on a page an id of its own`,
      });
    else if (heading)
      problems.push({
        line,
        message: `${placed}: the heading "${heading.text}" on line ${heading.line} has this id already (its link is #${id}): give the check another id, such as "${id}-roller"`,
      });
    else earlier.set(id, line);
  }
  return problems;
}

/** A sound check a page declares: its id there and its declaration, for the screen's catalog. */
export interface PlacedCheck {
  readonly id: string;
  readonly declaration: CheckDeclaration;
}

/** The sound checks an MDX text places (the build refuses the others), in page order. */
export function findDeclaredChecks(text: string): PlacedCheck[] {
  return readPage(text).checks.flatMap((node) => {
    if (checkElement(ELEMENT, node).length > 0) return [];
    const { props, id } = readElement(node);
    const parsed = CheckDeclarationSchema.safeParse(props);
    return parsed.success && typeof id === 'string' ? [{ id, declaration: parsed.data }] : [];
  });
}

/** The declaration's props written as literals (NOT_LITERAL where computed) and the check's id. */
function readElement(node: MdxNode): { props: Record<string, unknown>; id: unknown } {
  const props: Record<string, unknown> = {};
  for (const attribute of node.attributes ?? []) {
    if (attribute.type !== 'mdxJsxAttribute' || !attribute.name) continue;
    if (attribute.name.includes(':') || PLACEMENT.has(attribute.name)) continue;
    const value = attribute.value;
    props[attribute.name] =
      value === null || value === undefined
        ? true
        : typeof value === 'string'
          ? value
          : literalOf(value.data?.estree?.body[0]?.expression ?? { type: 'Empty' });
  }
  const id = (node.attributes ?? []).find((attribute) => attribute.name === 'id')?.value;
  return { props, id };
}

function checkElement(name: string, node: MdxNode): PlacedCheckProblem[] {
  const line = lineOf(node);
  const read = readElement(node);
  const id = read.id;
  const props: Record<string, unknown> = {};
  const problems: PlacedCheckProblem[] = [];
  for (const [key, literal] of Object.entries(read.props)) {
    if (literal === NOT_LITERAL)
      problems.push({
        line,
        message: `'${key}' is computed: write it as plain numbers, "text", [lists] and { objects }, so the check can be verified before the page is built`,
      });
    else props[key] = literal;
  }
  const placed = `<${name}${typeof id === 'string' ? ` id="${id}"` : ''}>`;
  if (typeof id !== 'string')
    problems.push({ line, message: `${placed} has no id: give it id="…", unique on the page` });
  for (const problem of checkDeclarationProblems(props))
    problems.push({
      line,
      message: `${placed}${problem.field ? `, '${problem.field}'` : ''}: ${problem.message}`,
    });
  return problems.map((problem) =>
    problem.message.startsWith('<')
      ? problem
      : { ...problem, message: `${placed}: ${problem.message}` },
  );
}

interface PageFile {
  path?: string;
  value?: unknown;
}

/** Stops the build at a page whose declared checks have problems, each said with its line. */
export function rehypeDeclaredChecks() {
  return (_tree: unknown, file: PageFile) => {
    if (typeof file.value !== 'string') return;
    const problems = findDeclaredCheckProblems(file.value);
    if (problems.length === 0) return;
    throw new Error(
      `${file.path ?? 'A page'} declares a check that cannot be built:\n${problems
        .map((problem) => `  line ${problem.line}: ${problem.message}`)
        .join('\n')}`,
    );
  };
}
