/**
 * Where "your table" is saved (src/stores/your-table.ts), in a module of its own with no imports,
 * so the page script can tell whether this browser holds writing for a page without loading the
 * stores.
 */
export const MARKS_KEY = 'rules-at-hand:marks';
export const TABLES_KEY = 'rules-at-hand:tables';
