/**
 * The filter field of a long random table (`<RandomTable filter="spells" />`): typing hides the
 * rows whose text lacks any of the typed words and says how many remain ("12 of 100 spells").
 * Rows are only hidden, never removed, so the whole table stays in the page for search engines
 * and Pagefind, which index the built HTML. A roll of the table while filtered clears the filter
 * first, so the rolled row is never hidden. Loaded only on pages with such a table (by the page
 * script, src/scripts/site.ts); the filter's look comes with the page (table-filter.css). Which
 * rows match, and the words for how many, are the rules' (src/rules/tables/filter.ts).
 */
import { describeTableFilter, rowMatchesTableFilter } from '../rules/tables/filter';

export function setupFilter(box: HTMLElement): void {
  const figure = box.closest<HTMLElement>('[data-random-table]');
  const input = box.querySelector<HTMLInputElement>('[data-table-filter-input]');
  const count = box.querySelector<HTMLElement>('[data-table-filter-count]');
  const clear = box.querySelector<HTMLButtonElement>('[data-table-filter-clear]');
  if (!figure || !input || !count) return;
  const noun = box.dataset.tableFilter ?? 'rows';
  const rows = [...figure.querySelectorAll<HTMLTableRowElement>('tbody tr')];
  // Folded once: the texts do not change while the page is open.
  const texts = rows.map((row) => row.textContent ?? '');

  const apply = () => {
    const query = input.value;
    let shown = 0;
    rows.forEach((row, index) => {
      const match = rowMatchesTableFilter(texts[index]!, query);
      row.hidden = !match;
      if (match) shown += 1;
    });
    count.textContent = describeTableFilter(shown, rows.length, noun, query);
    if (clear) clear.hidden = query.trim() === '';
  };

  const reset = () => {
    if (input.value === '') return;
    input.value = '';
    apply();
  };

  input.addEventListener('input', apply);
  clear?.addEventListener('click', () => {
    reset();
    input.focus();
  });
  // The roll button's own listener runs before the page-wide one that rolls, so the rolled
  // row is visible again by the time it is marked and scrolled to.
  figure
    .querySelectorAll<HTMLButtonElement>('[data-roll-table]')
    .forEach((button) => button.addEventListener('click', reset));
  box.hidden = false;
  apply();
}

export function setupTableFilters(): void {
  document.querySelectorAll<HTMLElement>('[data-table-filter]').forEach(setupFilter);
}
