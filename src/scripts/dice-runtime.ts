/**
 * What happens when a reader presses a dice button or a table's roll button. Loaded on the
 * first press (src/scripts/site.ts delegates), so reading a page costs none of this code: the
 * dice core, the exact odds and the roll log arrive only when someone rolls.
 */
import popoverCss from '../styles/dice-popover.css?inline';
import { injectStyle } from '../lib/inject-style';
import {
  calculateChanceAtLeast,
  computeDistribution,
  computeRiskTriggerChance,
  parseNotation,
  rollExpression,
  type ExpressionRoll,
} from '../rules/dice';
import { rollTableIn } from '../lib/table-roll';
import { browserRng } from '../lib/browser-rng';
import { addRoll } from '../stores/roll-log';
import { describeRoll, describeRollBeyondTotal } from '../rules/dice/describe-roll';
import { formatChanceLine } from '../rules/dice/format-chance';
import { formatNumber } from '../rules/words';
import { placeBelow } from './place-below';
import { createPopover } from './popover';

// The popover's styles come with this code, so text pages do not carry them until a first roll.
injectStyle('dice-popover', popoverCss);

/** The chance worth showing next to a result: triggering for risk dice, "this or better" otherwise. */
function describeOdds(roll: ExpressionRoll, notation: string): string | undefined {
  const parsed = parseNotation(notation);
  if (!parsed.ok) return undefined;
  const [only] = parsed.value.terms;
  if (parsed.value.terms.length === 1 && only?.kind === 'risk') {
    return `Chance to trigger with ${only.count}d!: ${formatChanceLine(computeRiskTriggerChance(only.count))}`;
  }
  const distribution = computeDistribution(parsed.value);
  if (!distribution.ok) return undefined;
  return `Chance of ${formatNumber(roll.total)} or more: ${formatChanceLine(calculateChanceAtLeast(distribution.value, roll.total))}`;
}

/** Where a roll was made, for the roll log: the page title and the nearest section above it. */
function sourceOf(element: Element, label?: string): { source: string; href: string } {
  const pageTitle = label ?? document.querySelector('h1')?.textContent?.trim() ?? document.title;
  // Pages of a ruleset name it in the header switcher; other pages (the dice page) have none.
  const ruleset = document.body.dataset.ruleset
    ? document.querySelector('.ruleset-switcher-current')?.textContent?.trim()
    : undefined;
  const headings = [...document.querySelectorAll<HTMLElement>('article h2[id], article h3[id]')];
  const above = headings
    .filter(
      (heading) => heading.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING,
    )
    .at(-1);
  const hash = above ? `#${above.id}` : '';
  return {
    source: [ruleset, pageTitle].filter(Boolean).join(': '),
    href: `${location.pathname}${hash}`,
  };
}

let popover: HTMLElement | undefined;
let announcer: HTMLElement | undefined;

function ensurePopover(): HTMLElement {
  if (popover) return popover;
  popover = createPopover({ className: 'dice-popover', role: 'group', label: 'Roll result' });
  announcer = document.createElement('div');
  announcer.className = 'visually-hidden';
  announcer.setAttribute('role', 'status');
  announcer.setAttribute('aria-live', 'polite');
  document.body.append(announcer);
  return popover;
}

function announce(text: string): void {
  ensurePopover();
  // Clearing first makes a repeated identical result be read again.
  announcer!.textContent = '';
  requestAnimationFrame(() => (announcer!.textContent = text));
}

function line(className: string, text: string): HTMLElement {
  const node = document.createElement('p');
  node.className = className;
  node.textContent = text;
  return node;
}

export function rollInlineDice(button: HTMLButtonElement): void {
  const notation = button.dataset.roll ?? '';
  const parsed = parseNotation(notation);
  if (!parsed.ok) {
    announce(`Cannot roll ${notation}: ${parsed.error.message}`);
    return;
  }
  const roll = rollExpression(parsed.value, browserRng);
  const detail = describeRoll(roll);
  const odds = describeOdds(roll, notation);
  const box = ensurePopover();
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'dice-popover-close';
  close.setAttribute('aria-label', 'Close roll result');
  close.textContent = '×';
  close.addEventListener('click', () => {
    box.hidePopover();
    button.focus();
  });
  const total = line('dice-popover-total', formatNumber(roll.total));
  const extra = describeRollBeyondTotal(roll);
  box.replaceChildren(
    close,
    line('dice-popover-expression', button.textContent?.trim() ?? notation),
    total,
  );
  if (extra) box.append(line('dice-popover-detail', extra));
  if (odds) box.append(line('dice-popover-odds', odds));
  box.append(line('dice-popover-hint', 'Press again to re-roll · Esc to close'));
  if (box.matches(':popover-open')) box.hidePopover();
  box.showPopover();
  placeBelow(box, button, { width: 320 });
  announce(
    `${button.textContent?.trim()}: ${formatNumber(roll.total)}.${extra ? ` ${extra}.` : ''}${odds ? ` ${odds}.` : ''}`,
  );
  addRoll({ ...sourceOf(button), expression: notation, detail, total: roll.total });
}

/**
 * The rolled cells' content for the result line, as the table shows it: the dice in it are the
 * same buttons as in the row (the page's one listener rolls them wherever they are) and its term
 * links work too. Copies carry no ids, which stay the row's own.
 */
function cellCopies(cells: readonly HTMLTableCellElement[]): (Node | string)[] {
  return cells.flatMap((cell, index) => {
    const copy = cell.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('[id]').forEach((node) => node.removeAttribute('id'));
    // The cell's markup starts and ends with layout whitespace; the line reads without it.
    const { firstChild, lastChild } = copy;
    if (firstChild instanceof Text) firstChild.data = firstChild.data.trimStart();
    if (lastChild instanceof Text) lastChild.data = lastChild.data.trimEnd();
    return index > 0 ? [' · ', ...copy.childNodes] : [...copy.childNodes];
  });
}

export function rollTable(button: HTMLButtonElement): void {
  const figure = button.closest<HTMLElement>('[data-random-table]');
  if (!figure) return;
  const column = button.dataset.column === undefined ? undefined : Number(button.dataset.column);
  const rolled = rollTableIn(figure, column, browserRng);
  if (!rolled) return;
  const { roll, row, cells, label, text } = rolled;
  figure.querySelectorAll('.is-rolled').forEach((node) => node.classList.remove('is-rolled'));
  figure.querySelectorAll('[aria-current]').forEach((node) => node.removeAttribute('aria-current'));
  const status = figure.querySelector<HTMLElement>('[data-roll-result]');
  if (!row) {
    if (status) status.textContent = `Rolled ${roll.total}: ${text}.`;
    return;
  }
  row.classList.add('is-rolled');
  row.setAttribute('aria-current', 'true');
  cells.forEach((cell) => cell.classList.add('is-rolled'));
  if (status) {
    status.replaceChildren(
      `Rolled ${roll.total === Number(label) ? label : `${roll.total} (${label})`}: `,
      ...cellCopies(cells),
    );
  }
  row.scrollIntoView({
    block: 'nearest',
    behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
  });
  const table = figure.dataset.randomTable ?? '';
  addRoll({
    ...sourceOf(figure, rolled.title),
    expression: rolled.notation,
    detail: rolled.detail,
    total: roll.total,
    result: text,
    again: { kind: 'table', table, ...(column !== undefined && { column }) },
  });
}
