/**
 * The catalog of what a screen can show besides tools (rules sections, random tables and the checks
 * pages declare), as src/pages/screen-catalog.json.ts writes it at build time: read and checked
 * here, and the title and home of any panel a screen names, known or since removed.
 */
import * as z from 'zod/mini';
import { panelKind } from './layout';
import { refuse, succeed, type Problem, type Result } from '../result';
import { CheckDeclarationSchema, type CheckDeclaration } from '../checks/declared-check';

const CatalogSchema = z.object({
  pages: z.array(
    z.tuple([
      z.string(),
      z.string(),
      z.string(),
      z.array(z.tuple([z.string(), z.string(), z.number()])),
    ]),
  ),
  tables: z.array(z.tuple([z.string(), z.string(), z.string()])),
  checks: z.array(z.tuple([z.string(), z.string(), CheckDeclarationSchema])),
  starts: z.record(z.string(), z.array(z.string())),
});

export interface CatalogSection {
  readonly panelId: string;
  readonly id: string;
  readonly text: string;
  readonly depth: number;
}
export interface CatalogPage {
  readonly path: string;
  readonly title: string;
  readonly ruleset: string;
  readonly sections: readonly CatalogSection[];
}
export interface CatalogTable {
  readonly panelId: string;
  readonly id: string;
  readonly title: string;
  readonly ruleset: string;
  /** The page that shows the table, relative to the base, without the trailing slash. */
  readonly path: string;
}
/** A check a page declares (`<Check>`), which a screen panel renders from its declaration. */
export interface CatalogCheck {
  readonly panelId: string;
  /** The check's id on its page. */
  readonly id: string;
  readonly ruleset: string;
  /** The page that declares it, relative to the base, without the trailing slash. */
  readonly path: string;
  readonly declaration: CheckDeclaration;
}
export interface Catalog {
  readonly pages: readonly CatalogPage[];
  readonly tables: readonly CatalogTable[];
  readonly checks: readonly CatalogCheck[];
  /** Per ruleset, the panels its screen page holds besides tools (tables, quick references). */
  readonly starts: Readonly<Record<string, readonly string[]>>;
}

/** The catalog as the build wrote it, or a refusal when it is in a shape this code does not know. */
export function readCatalog(data: unknown): Result<Catalog, Problem<'unknown-format'>> {
  const parsed = CatalogSchema.safeParse(data);
  if (!parsed.success)
    return refuse('unknown-format', 'the list of sections and tables is in an unknown format');
  return succeed({
    pages: parsed.data.pages.map(([path, title, ruleset, sections]) => ({
      path,
      title,
      ruleset,
      sections: sections.map(([id, text, depth]) => ({
        panelId: `section:${path}#${id}`,
        id,
        text,
        depth,
      })),
    })),
    tables: parsed.data.tables.map(([id, title, path]) => ({
      panelId: `table:${id}`,
      id,
      title,
      ruleset: id.split('/')[0]!,
      path,
    })),
    checks: parsed.data.checks.map(([path, id, declaration]) => ({
      panelId: `check:${path}#${id}`,
      id,
      ruleset: path.split('/')[0]!,
      path,
      declaration,
    })),
    starts: parsed.data.starts,
  });
}

/** A tool as the panels need it: the screen's list of tools is the widgets' (their declarations). */
export type FindTool = (
  id: string,
) => { readonly title: string; readonly ruleset?: string } | undefined;

export interface PanelInfo {
  readonly title: string;
  /** The ruleset's id, or undefined for the site-wide panels. */
  readonly ruleset?: string;
  /** Where the panel's content lives on the site, for the "from" link. */
  readonly path?: string;
  /** Whether the site knows this panel (a saved screen may name one since removed). */
  readonly known: boolean;
}

/**
 * Title and home of a panel; sections, tables and checks need the catalog, tools do not
 * ("Loading…" until it is in, their id when it could not be loaded).
 */
export function describePanel(
  id: string,
  catalog: Catalog | undefined,
  findTool: FindTool,
  catalogFailed = false,
): PanelInfo {
  const rest = id.slice(id.indexOf(':') + 1);
  switch (panelKind(id)) {
    case 'tool': {
      const tool = findTool(rest);
      return tool
        ? { title: tool.title, ruleset: tool.ruleset, known: true }
        : { title: rest, known: false };
    }
    case 'table': {
      const table = catalog?.tables.find((item) => item.id === rest);
      if (catalog === undefined) return { title: catalogFailed ? rest : 'Loading…', known: true };
      return table
        ? { title: table.title, ruleset: table.ruleset, path: table.path, known: true }
        : { title: rest, known: false };
    }
    case 'check': {
      const check = catalog?.checks.find((item) => item.panelId === id);
      if (catalog === undefined) return { title: catalogFailed ? rest : 'Loading…', known: true };
      return check
        ? { title: check.declaration.title, ruleset: check.ruleset, path: check.path, known: true }
        : { title: rest.split('#')[1] ?? rest, known: false };
    }
    default: {
      const [path = '', heading = ''] = rest.split('#');
      const page = catalog?.pages.find((item) => item.path === path);
      const section = page?.sections.find((item) => item.id === heading);
      if (catalog === undefined)
        return { title: catalogFailed ? heading : 'Loading…', known: true };
      return page && section
        ? { title: section.text, ruleset: page.ruleset, path, known: true }
        : { title: heading, known: false };
    }
  }
}
