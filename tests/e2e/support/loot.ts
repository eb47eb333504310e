/** Where LOOT sheets and the active one are saved (src/stores/loot/sheets.ts). */
export const LOOT_SHEETS_KEY = 'rules-at-hand:loot-sheets';
export const LOOT_ACTIVE_KEY = 'rules-at-hand:loot-active-sheet';

/** A LOOT sheet in the stored shape (src/rules/loot/sheet.ts): eleven empty slots, nothing marked. */
export function lootSheet(id: string, name: string) {
  return {
    id,
    name,
    slots: Array.from({ length: 11 }, () => ({
      items: [],
      marked: false,
      wound: 'none',
      conditions: [],
    })),
    backpackDropped: false,
    notes: '',
  };
}
