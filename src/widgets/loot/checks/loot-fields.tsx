/**
 * Pieces the LOOT check and attack tools share: the sheet picker (the active sheet every LOOT
 * tool acts on), a small select field, and exact chances as a list.
 */
import { useStore } from '@nanostores/preact';
import { useState } from 'preact/hooks';
import type { Fraction } from '../../../rules/dice';
import { $lootActiveSheet, $lootSheets, addLootSheet, setActiveLootSheet } from '../../../stores/loot/sheets';
import { withBase } from '../../../lib/navigation';
import { formatChance, formatFraction } from '../../shared/format-chance';

export const LOOT_INVENTORY_HREF = withBase(import.meta.env.BASE_URL, 'loot/');

/** A link back to the tool for the roll log. */
export function lootHrefFor(id: string): string | undefined {
  if (typeof location === 'undefined') return undefined;
  return `${location.pathname}#${id}`;
}

/**
 * Chooses the active sheet (shared with every LOOT tool). With no sheets yet, offers to start
 * one by name; its items are filled in with the inventory sheet.
 */
export function SheetSelect({ id }: { id: string }) {
  const sheets = useStore($lootSheets);
  const active = useStore($lootActiveSheet);
  const [name, setName] = useState('');
  if (!active) {
    return (
      <div class="lk-empty">
        <p>
          No LOOT sheet yet. Start one here and fill its slots with the <a href={LOOT_INVENTORY_HREF}>inventory sheet</a>.
        </p>
        <div class="lk-row">
          <div class="field">
            <label for={`${id}-new-sheet`}>Character name</label>
            <input id={`${id}-new-sheet`} type="text" autocomplete="off" maxLength={60} value={name} onInput={(event) => setName(event.currentTarget.value)} />
          </div>
          <button type="button" class="primary-button" onClick={() => addLootSheet(name)}>
            Start a sheet
          </button>
        </div>
      </div>
    );
  }
  return (
    <div class="field">
      <label for={`${id}-sheet`}>Character (active sheet)</label>
      <select id={`${id}-sheet`} value={active.id} onChange={(event) => setActiveLootSheet(event.currentTarget.value)}>
        {sheets.map((sheet) => (
          <option key={sheet.id} value={sheet.id}>
            {sheet.name || 'Unnamed'}
          </option>
        ))}
      </select>
    </div>
  );
}

export function SelectField<T extends string>({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: T;
  options: readonly (readonly [T, string])[];
  onChange: (value: T) => void;
}) {
  return (
    <div class="field">
      <label for={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.currentTarget.value as T)}>
        {options.map(([optionValue, text]) => (
          <option key={optionValue} value={optionValue}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

export function ChanceLine({ label, fraction }: { label: string; fraction: Fraction }) {
  const text = formatFraction(fraction);
  return (
    <div class="lk-chance">
      <dt>{label}</dt>
      <dd>
        <strong>{formatChance(fraction)}</strong> <span class="lk-muted">({text.reduced ?? text.exact})</span>
      </dd>
    </div>
  );
}
