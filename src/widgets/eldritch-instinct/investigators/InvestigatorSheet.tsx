/**
 * The investigator's sheet: every part editable by hand (checked at the field) and re-rollable
 * alone, the "swap two" control, the 7-slot inventory (bulky = 2) with its warning, Bonds with
 * one Key Connection, and the free-text fields. Renders only; the generator owns the state.
 */
import { useEffect, useState } from 'preact/hooks';
import {
  BONUS_ITEM_KIND_LABELS,
  hitProtection,
  INVESTIGATOR_ABILITIES,
  INVESTIGATOR_ABILITY_LABELS,
  INVESTIGATOR_ABILITY_MAX,
  INVESTIGATOR_ABILITY_MIN,
  INVESTIGATOR_ABILITY_NAMES,
  INVESTIGATOR_SLOTS,
  inventoryOf,
  magicPoints,
  parseAbilityScore,
  setKeyConnection,
  slotsOfItem,
  type Investigator,
  type InvestigatorAbility,
  type InvestigatorGender,
  type InvestigatorItem,
  type InvestigatorPart,
} from '../../../rules/eldritch-instinct/investigator';

interface Props {
  id: string;
  investigator: Investigator;
  onChange: (next: Investigator) => void;
  onReroll: (part: InvestigatorPart) => void;
  /** Returns an error message, or null when the scores were swapped. */
  onSwap: (a: InvestigatorAbility, b: InvestigatorAbility) => string | null;
}

function RerollButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" class="text-button ei-reroll ei-no-print" onClick={onClick}>
      Re-roll {label}
    </button>
  );
}

function TextField(props: { id: string; label: string; value: string; max: number; required?: boolean; multiline?: boolean; onInput: (value: string) => void }) {
  const missing = props.required === true && props.value.trim() === '';
  const errorId = `${props.id}-error`;
  const common = {
    id: props.id,
    value: props.value,
    maxLength: props.max,
    'aria-invalid': missing ? ('true' as const) : undefined,
    'aria-describedby': missing ? errorId : undefined,
    onInput: (event: Event) => props.onInput((event.currentTarget as HTMLInputElement).value),
  };
  return (
    <div class="field">
      <label for={props.id}>{props.label}</label>
      {props.multiline ? <textarea rows={3} {...common} /> : <input type="text" autoComplete="off" {...common} />}
      {missing ? (
        <p id={errorId} class="field-error">
          {props.label} is required (the last change is not saved until it is filled in).
        </p>
      ) : null}
    </div>
  );
}

function AbilityField({ id, ability, value, onValid }: { id: string; ability: InvestigatorAbility; value: number; onValid: (value: number) => void }) {
  const [text, setText] = useState(String(value));
  const [error, setError] = useState<string | null>(null);
  // A re-roll or a swap changes the score from outside: show it.
  useEffect(() => {
    setText(String(value));
    setError(null);
  }, [value]);
  const errorId = `${id}-error`;
  return (
    <div class="field ei-ability-field">
      <label for={id}>
        {INVESTIGATOR_ABILITY_LABELS[ability]} <span class="ei-muted">({INVESTIGATOR_ABILITY_NAMES[ability]})</span>
      </label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={text}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={error ? errorId : `${id}-hint`}
        onInput={(event) => {
          const next = event.currentTarget.value;
          setText(next);
          const parsed = parseAbilityScore(next);
          if (parsed.ok) {
            setError(null);
            if (parsed.value !== value) onValid(parsed.value);
          } else {
            setError(parsed.error);
          }
        }}
      />
      {error ? (
        <p id={errorId} class="field-error">
          {error} The sheet keeps {value}.
        </p>
      ) : (
        <p id={`${id}-hint`} class="ei-hint visually-hidden">
          {INVESTIGATOR_ABILITY_MIN} to {INVESTIGATOR_ABILITY_MAX}
        </p>
      )}
    </div>
  );
}

function ItemRow(props: { id: string; label: string; item: InvestigatorItem; onChange: (item: InvestigatorItem) => void; action?: preact.ComponentChildren }) {
  const missing = props.item.name.trim() === '';
  return (
    <li class="ei-item">
      <div class="field ei-item-name">
        <label for={`${props.id}-name`}>{props.label}</label>
        <input
          id={`${props.id}-name`}
          type="text"
          autoComplete="off"
          maxLength={80}
          value={props.item.name}
          aria-invalid={missing ? 'true' : undefined}
          aria-describedby={missing ? `${props.id}-error` : undefined}
          onInput={(event) => props.onChange({ ...props.item, name: event.currentTarget.value })}
        />
        {missing ? (
          <p id={`${props.id}-error`} class="field-error">
            Name the item (or remove it).
          </p>
        ) : null}
      </div>
      <div class="ei-item-side">
        <label class="ei-check">
          <input type="checkbox" checked={props.item.bulky} onChange={(event) => props.onChange({ ...props.item, bulky: event.currentTarget.checked })} />
          Bulky<span class="visually-hidden">: {props.label}</span>
        </label>
        <span class="ei-slots-tag">
          {slotsOfItem(props.item)} slot{slotsOfItem(props.item) === 1 ? '' : 's'}
        </span>
        {props.action}
      </div>
    </li>
  );
}

export default function InvestigatorSheet({ id, investigator, onChange, onReroll, onSwap }: Props) {
  const [swapA, setSwapA] = useState<InvestigatorAbility>('str');
  const [swapB, setSwapB] = useState<InvestigatorAbility>('dex');
  const [swapMessage, setSwapMessage] = useState<string | null>(null);
  const inventory = inventoryOf(investigator);
  const set = (patch: Partial<Investigator>) => onChange({ ...investigator, ...patch });

  return (
    <article class="ei-sheet" aria-labelledby={`${id}-sheet-title`}>
      <h4 id={`${id}-sheet-title`} class="ei-sheet-title">
        {`${investigator.name.first} ${investigator.name.surname}`.trim() || 'Unnamed investigator'}
        <span class="ei-muted"> · {investigator.occupation || 'no occupation'}</span>
      </h4>

      <section class="ei-part" aria-labelledby={`${id}-name-title`}>
        <h5 id={`${id}-name-title`}>Name and occupation</h5>
        <div class="ei-grid">
          <TextField id={`${id}-first`} label="First name" value={investigator.name.first} max={60} required onInput={(first) => set({ name: { ...investigator.name, first } })} />
          <TextField id={`${id}-surname`} label="Surname" value={investigator.name.surname} max={60} required onInput={(surname) => set({ name: { ...investigator.name, surname } })} />
          <div class="field">
            <label for={`${id}-gender`}>First names from</label>
            <select id={`${id}-gender`} value={investigator.gender} onChange={(event) => set({ gender: event.currentTarget.value as InvestigatorGender })}>
              <option value="female">Female Names</option>
              <option value="male">Male Names</option>
            </select>
          </div>
        </div>
        <RerollButton label="name" onClick={() => onReroll('name')} />
        <div class="ei-grid">
          <TextField id={`${id}-occupation`} label="Occupation" value={investigator.occupation} max={80} required onInput={(occupation) => set({ occupation })} />
        </div>
        <RerollButton label="occupation" onClick={() => onReroll('occupation')} />
      </section>

      <section class="ei-part" aria-labelledby={`${id}-abilities-title`}>
        <h5 id={`${id}-abilities-title`}>Abilities (3d20+20 each: 23-80)</h5>
        <div class="ei-abilities">
          {INVESTIGATOR_ABILITIES.map((ability) => (
            <div class="ei-ability" key={ability}>
              <AbilityField
                id={`${id}-${ability}`}
                ability={ability}
                value={investigator.abilities[ability]}
                onValid={(value) => set({ abilities: { ...investigator.abilities, [ability]: value } })}
              />
              <RerollButton label={INVESTIGATOR_ABILITY_LABELS[ability]} onClick={() => onReroll(ability)} />
            </div>
          ))}
        </div>
        <dl class="ei-derived">
          <div>
            <dt>HP</dt>
            <dd>{hitProtection(investigator)}</dd>
          </div>
          <div>
            <dt>MP</dt>
            <dd>{magicPoints(investigator)}</dd>
          </div>
          <div>
            <dt>SAN</dt>
            <dd>{investigator.san}</dd>
          </div>
          <div>
            <dt>MK</dt>
            <dd>{investigator.mk}</dd>
          </div>
        </dl>
        <p class="ei-hint">HP = STR ÷ 4 and MP = WIL ÷ 5, both rounded down. SAN starts at 4, MK at 0.</p>
        <fieldset class="ei-swap ei-no-print">
          <legend>Swap two scores (once)</legend>
          <div class="ei-grid">
            <div class="field">
              <label for={`${id}-swap-a`}>Swap</label>
              <select id={`${id}-swap-a`} value={swapA} disabled={investigator.swapped} onChange={(event) => setSwapA(event.currentTarget.value as InvestigatorAbility)}>
                {INVESTIGATOR_ABILITIES.map((ability) => (
                  <option value={ability} key={ability}>
                    {INVESTIGATOR_ABILITY_LABELS[ability]} ({investigator.abilities[ability]})
                  </option>
                ))}
              </select>
            </div>
            <div class="field">
              <label for={`${id}-swap-b`}>with</label>
              <select id={`${id}-swap-b`} value={swapB} disabled={investigator.swapped} onChange={(event) => setSwapB(event.currentTarget.value as InvestigatorAbility)}>
                {INVESTIGATOR_ABILITIES.map((ability) => (
                  <option value={ability} key={ability}>
                    {INVESTIGATOR_ABILITY_LABELS[ability]} ({investigator.abilities[ability]})
                  </option>
                ))}
              </select>
            </div>
          </div>
          <div class="ei-row">
            <button type="button" class="text-button" disabled={investigator.swapped} onClick={() => setSwapMessage(onSwap(swapA, swapB))}>
              Swap scores
            </button>
            {investigator.swapped ? (
              <button
                type="button"
                class="text-button"
                onClick={() => {
                  set({ swapped: false });
                  setSwapMessage(null);
                }}
              >
                Allow another swap
              </button>
            ) : null}
          </div>
          <p class={swapMessage ? 'field-error' : 'ei-hint'} role="status">
            {swapMessage ?? (investigator.swapped ? 'The swap has been used.' : 'Not used yet.')}
          </p>
        </fieldset>
      </section>

      <section class="ei-part" aria-labelledby={`${id}-inventory-title`}>
        <h5 id={`${id}-inventory-title`}>Inventory</h5>
        <p class="ei-slot-meter" aria-hidden="true">
          {Array.from({ length: Math.max(INVESTIGATOR_SLOTS, inventory.used) }, (_, index) => (
            <span key={index} class={index < inventory.used ? (index >= INVESTIGATOR_SLOTS ? 'ei-slot ei-slot-over' : 'ei-slot ei-slot-used') : 'ei-slot'} />
          ))}
        </p>
        <p role="status" class="ei-slot-count">
          {inventory.used} of {INVESTIGATOR_SLOTS} slots used (bulky items take 2).
        </p>
        {inventory.warning ? (
          <p class={inventory.state === 'over' ? 'ei-warning ei-warning-over' : 'ei-warning'} role="alert">
            {inventory.warning}
          </p>
        ) : null}
        <ul class="ei-items">
          {investigator.equipment.map((item, index) => (
            <ItemRow
              key={`equipment-${index}`}
              id={`${id}-equipment-${index + 1}`}
              label={`Equipment ${index + 1}`}
              item={item}
              onChange={(next) => set({ equipment: investigator.equipment.map((candidate, at) => (at === index ? next : candidate)) })}
              action={<RerollButton label={`Equipment ${index + 1}`} onClick={() => onReroll(index === 0 ? 'equipment-1' : 'equipment-2')} />}
            />
          ))}
          <ItemRow
            id={`${id}-bonus`}
            label={`Bonus Item (${BONUS_ITEM_KIND_LABELS[investigator.bonusItem.kind]})`}
            item={investigator.bonusItem.item}
            onChange={(item) => set({ bonusItem: { ...investigator.bonusItem, item } })}
            action={<RerollButton label="Bonus Item" onClick={() => onReroll('bonus-item')} />}
          />
          {investigator.items.map((item, index) => (
            <ItemRow
              key={`item-${index}`}
              id={`${id}-item-${index + 1}`}
              label={`Other item ${index + 1}`}
              item={item}
              onChange={(next) => set({ items: investigator.items.map((candidate, at) => (at === index ? next : candidate)) })}
              action={
                <button type="button" class="text-button ei-no-print" onClick={() => set({ items: investigator.items.filter((_, at) => at !== index) })}>
                  Remove<span class="visually-hidden"> other item {index + 1}</span>
                </button>
              }
            />
          ))}
        </ul>
        <button
          type="button"
          class="text-button ei-no-print"
          disabled={investigator.items.length >= INVESTIGATOR_SLOTS}
          onClick={() => set({ items: [...investigator.items, { name: 'New item', bulky: false }] })}
        >
          Add an item
        </button>
        <p class="ei-hint">
          Equipment Table items take one slot; the weapon tables mark bulky weapons (2 slots). A loaded magazine does not count; a spare one takes a slot.
        </p>
      </section>

      <section class="ei-part" aria-labelledby={`${id}-bonds-title`}>
        <h5 id={`${id}-bonds-title`}>Bonds</h5>
        <fieldset class="ei-bonds">
          <legend>Four Bonds; mark one as the Key Connection</legend>
          <ol>
            {investigator.bonds.map((bond, index) => (
              <li key={index} class="ei-bond">
                <TextField
                  id={`${id}-bond-${index + 1}`}
                  label={`Bond ${index + 1}`}
                  value={bond.bond}
                  max={80}
                  required
                  onInput={(value) => set({ bonds: investigator.bonds.map((candidate, at) => (at === index ? { ...candidate, bond: value } : candidate)) })}
                />
                <TextField
                  id={`${id}-bond-${index + 1}-detail`}
                  label={`Bond ${index + 1}: something short and specific`}
                  value={bond.detail}
                  max={200}
                  onInput={(detail) => set({ bonds: investigator.bonds.map((candidate, at) => (at === index ? { ...candidate, detail } : candidate)) })}
                />
                <label class="ei-check">
                  <input type="radio" name={`${id}-key`} checked={bond.key} onChange={() => onChange(setKeyConnection(investigator, index))} />
                  Key Connection<span class="visually-hidden">: Bond {index + 1}</span>
                </label>
              </li>
            ))}
          </ol>
        </fieldset>
        <RerollButton label="Bonds" onClick={() => onReroll('bonds')} />
      </section>

      <section class="ei-part" aria-labelledby={`${id}-more-title`}>
        <h5 id={`${id}-more-title`}>Language, contact, motivation</h5>
        <div class="ei-grid">
          <TextField id={`${id}-language`} label="Other language" value={investigator.language} max={80} onInput={(language) => set({ language })} />
          <TextField id={`${id}-contact`} label="Contact (name and occupation)" value={investigator.contact} max={200} onInput={(contact) => set({ contact })} />
        </div>
        <TextField id={`${id}-motivation`} label="Motivation" value={investigator.motivation} max={500} multiline onInput={(motivation) => set({ motivation })} />
        <TextField id={`${id}-personality`} label="Personality (five factors), face and clothes" value={investigator.personality} max={500} multiline onInput={(personality) => set({ personality })} />
        <TextField id={`${id}-notes`} label="Notes" value={investigator.notes} max={2000} multiline onInput={(notes) => set({ notes })} />
      </section>
    </article>
  );
}
