/**
 * "Roll again" for any entry of the roll log. A dice expression rolls from its notation; a random
 * table is found again by its id on the page it was rolled on (this page, or that page fetched:
 * the offline cache holds every page); a tool rolls again through its ruleset's tool log, loaded
 * only when asked, so the log on a text page carries no tool code.
 */
import { fetchSitePage } from '../../lib/site-page';
import { parseNotation, rollExpression } from '../../rules/dice';
import { describeRoll } from '../../rules/dice/describe-roll';
import { rollLoggedTool, type ToolLog } from '../../rules/roll-recipe';
import { browserRng } from '../../lib/browser-rng';
import { addRoll, type RollLogEntry } from '../../stores/roll-log';

/** Each ruleset's tool log, found by its file (src/rules/<ruleset>/log.ts) so a new ruleset's tools need no entry here. */
const toolLogs: Readonly<Record<string, () => Promise<ToolLog>>> = Object.fromEntries(
  Object.entries(import.meta.glob<ToolLog>('../../rules/*/log.ts', { import: 'toolLog' })).map(
    ([file, load]) => [file.split('/').at(-2)!, load],
  ),
);

/** Whether the entry says enough to be rolled again. */
export function canRollAgain(entry: RollLogEntry): boolean {
  const again = entry.again;
  if (again?.kind === 'table') return entry.href !== undefined;
  if (again?.kind === 'tool') return Object.hasOwn(toolLogs, again.ruleset);
  return entry.result === undefined && parseNotation(entry.expression).ok;
}

/** The page a table was rolled on, as a document to read it from. */
async function pageOf(href: string): Promise<Document> {
  const url = new URL(href, location.href);
  if (url.pathname === location.pathname) return document;
  return fetchSitePage(url.pathname);
}

/**
 * Rolls the entry again and logs the new roll. Resolves to null when it was logged, or to what
 * went wrong in plain words.
 */
export async function rollAgain(entry: RollLogEntry): Promise<string | null> {
  const place = { source: entry.source, ...(entry.href !== undefined && { href: entry.href }) };
  const again = entry.again;
  if (again?.kind === 'tool') {
    const load = toolLogs[again.ruleset];
    const line = load ? rollLoggedTool(await load(), again.tool, again.input, browserRng) : null;
    if (!line)
      return 'This roll was saved in a form this version of the tool cannot read, so it cannot be rolled again here. Open the tool to roll it.';
    addRoll({ ...place, ...line, again });
    return null;
  }
  if (again?.kind === 'table') {
    const { rollTableIn } = await import('../../lib/table-roll');
    let page: Document;
    try {
      page = await pageOf(entry.href ?? '');
    } catch {
      return 'The page with this table could not be loaded (are you offline?). Open the table to roll it.';
    }
    const figure = [...page.querySelectorAll('[data-random-table]')].find(
      (element) => element.getAttribute('data-random-table') === again.table,
    );
    const rolled = figure ? rollTableIn(figure, again.column, browserRng) : null;
    if (!rolled)
      return 'This table is no longer on its page, so it cannot be rolled again from here.';
    addRoll({
      ...place,
      expression: rolled.notation,
      detail: rolled.detail,
      total: rolled.roll.total,
      result: rolled.text,
      again,
    });
    return null;
  }
  const parsed = parseNotation(entry.expression);
  if (!parsed.ok) return `“${entry.expression}” cannot be rolled: ${parsed.error.message}`;
  const roll = rollExpression(parsed.value, browserRng);
  addRoll({
    ...place,
    expression: entry.expression,
    detail: describeRoll(roll),
    total: roll.total,
  });
  return null;
}
