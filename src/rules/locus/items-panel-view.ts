/**
 * What each Item card on a sheet shows, decided in one place: its title, its fields (each with the
 * change it makes), the Durability strip's boxes, the words of what is used, and the three flags.
 */
import { howMany } from '../words';
import {
  MAX_DURABILITY_BOXES,
  removeItem,
  setItemDurabilityBoxes,
  updateItem,
  type Item,
} from './character';
import type { SheetChange } from './character-sheet-view';
import type { FieldSpec } from './field-specs';
import { countOptions, SHEET_QUALITY_OPTIONS, SHEET_SIZE_OPTIONS } from './sheet-options';
import { itemTitle } from './sheet-text';

const FLAGS = ['weapon', 'damaged', 'destroyed'] as const;

export interface ItemCardView {
  /** "Item 2: Lantern": names the card's Use and Remove buttons. */
  readonly title: string;
  /** The title, and "(destroyed)" once it is. */
  readonly legend: string;
  readonly destroyed: boolean;
  readonly fields: readonly FieldSpec<SheetChange>[];
  /** Each Durability box, filled or not, in order; the Damaged box follows. */
  readonly boxes: readonly boolean[];
  readonly damaged: boolean;
  /** "1 of 3 Durability boxes used; Damaged box empty." */
  readonly used: string;
  /** Weapon, Damaged and Destroyed, each a box to tick. */
  readonly flags: readonly {
    readonly key: (typeof FLAGS)[number];
    readonly label: string;
    readonly checked: boolean;
    readonly change: (on: boolean) => SheetChange;
  }[];
  readonly remove: SheetChange;
}

/** Everything the card of the Item at `index` shows. */
export function viewItemCard(item: Item, index: number): ItemCardView {
  const title = itemTitle(item, index);
  const edit =
    (patch: Partial<Omit<Item, 'id'>>): SheetChange =>
    (current) =>
      updateItem(current, item.id, patch);
  return {
    title,
    legend: `${title}${item.destroyed ? ' (destroyed)' : ''}`,
    destroyed: item.destroyed,
    fields: [
      {
        kind: 'text',
        key: 'name',
        label: 'Name',
        value: item.name,
        wide: true,
        change: (name) => edit({ name }),
      },
      {
        kind: 'choice',
        key: 'size',
        label: 'Size',
        value: item.size,
        options: SHEET_SIZE_OPTIONS,
        change: (size) => edit({ size: size as Item['size'] }),
      },
      {
        kind: 'choice',
        key: 'quality',
        label: 'Quality',
        value: String(item.quality),
        options: SHEET_QUALITY_OPTIONS,
        change: (quality) => edit({ quality: Number(quality) as Item['quality'] }),
      },
      {
        kind: 'choice',
        key: 'boxes',
        label: 'Durability boxes',
        value: String(item.durabilityBoxes),
        options: countOptions(MAX_DURABILITY_BOXES),
        change: (boxes) => (current) => setItemDurabilityBoxes(current, item.id, Number(boxes)),
      },
      {
        kind: 'choice',
        key: 'used',
        label: 'Boxes used',
        value: String(item.durabilityUsed),
        options: countOptions(item.durabilityBoxes),
        change: (used) => edit({ durabilityUsed: Number(used) }),
      },
      {
        kind: 'text',
        key: 'damage',
        label: 'Damage type',
        value: item.damageType,
        change: (damageType) => edit({ damageType }),
      },
    ],
    boxes: Array.from({ length: item.durabilityBoxes }, (_, box) => box < item.durabilityUsed),
    damaged: item.damaged,
    used: `${item.durabilityUsed} of ${howMany(item.durabilityBoxes, 'Durability box', 'Durability boxes')} used; Damaged box ${item.damaged ? 'filled' : 'empty'}.`,
    flags: FLAGS.map((flag) => ({
      key: flag,
      label: flag.charAt(0).toUpperCase() + flag.slice(1),
      checked: item[flag],
      change: (on: boolean) => edit({ [flag]: on }),
    })),
    remove: (current) => removeItem(current, item.id),
  };
}
