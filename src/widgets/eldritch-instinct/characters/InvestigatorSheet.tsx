/**
 * The investigator's sheet: every part editable by hand (checked at the field) and re-rollable
 * alone, the "swap two" control, the 7-slot inventory (bulky = 2) with its warning, Bonds with
 * one Key Connection, and the free-text fields. Each edit goes to the sheet's store (which saves a
 * saved investigator as it changes); a re-roll goes to the generator, which logs it.
 */
import type { ComponentChildren } from 'preact';
import { useReducer, useState } from 'preact/hooks';
import type {
  Investigator,
  InvestigatorGender,
  InvestigatorPart,
} from '../../../rules/eldritch-instinct/investigator';
import { FIRST_NAME_COLUMNS } from '../../../rules/eldritch-instinct/investigator-sheet';
import {
  editInvestigatorSheet,
  viewInvestigatorSheet,
  type InvestigatorSheetEdit,
  type RequiredTextView,
} from '../../../rules/eldritch-instinct/investigator-sheet-view';
import {
  NEW_SWAP_FORM,
  SWAP_SIDES,
  swapFormReducer,
} from '../../../rules/eldritch-instinct/swap-form';
import {
  addDraftItem,
  allowAnotherSwap,
  swapDraftAbilities,
  updateDraft,
} from '../../../stores/eldritch-instinct/investigators';
import {
  Button,
  focusAfterRender,
  Pips,
  ChoiceField,
  LiveNote,
  Radio,
  SavedNumberField,
  TextArea,
  TextField,
  type TextFieldProps,
  Toggle,
  ValueCards,
} from '../../kit';

interface Props {
  id: string;
  investigator: Investigator;
  onReroll: (part: InvestigatorPart) => void;
}

function RerollButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button look="tool" noPrint onClick={onClick}>
      Re-roll {label}
    </Button>
  );
}

/** Text the sheet cannot be saved without: says so at the field while it is empty. */
function Required({
  field,
  ...props
}: Omit<TextFieldProps, 'label' | 'value'> & { field: RequiredTextView }) {
  return <TextField maxLength={80} {...props} {...field} />;
}

/** One part of the sheet, under its own heading. */
function SheetPart({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ComponentChildren;
}) {
  return (
    <section class="tool-card ei-sheet-part" aria-labelledby={`${id}-title`}>
      <h5 id={`${id}-title`}>{title}</h5>
      {children}
    </section>
  );
}

export default function InvestigatorSheet({ id, investigator, onReroll }: Props) {
  const [swap, dispatchSwap] = useReducer(swapFormReducer, NEW_SWAP_FORM);
  // The row of the item just added, whose name ("New item") is selected as the focus lands in it,
  // so typing replaces it; once only, so a later click in it places the caret as usual.
  const [fresh, setFresh] = useState<string | null>(null);
  const view = viewInvestigatorSheet(investigator, swap);
  const { inventory } = view;
  const edit = (change: InvestigatorSheetEdit) =>
    updateDraft(editInvestigatorSheet(investigator, change));
  const set = (patch: Partial<Investigator>) => edit({ kind: 'set', patch });

  return (
    <article id={`${id}-sheet`} class="tool-list" aria-labelledby={`${id}-sheet-title`}>
      <h4 id={`${id}-sheet-title`}>
        {view.heading}
        <span class="tool-muted"> · {view.occupation}</span>
      </h4>

      <SheetPart id={`${id}-name`} title="Name and occupation">
        <div class="tool-grid">
          {view.names.map((field) => (
            <Required
              key={field.part}
              id={`${id}-${field.part}`}
              field={field}
              maxLength={60}
              onText={(text) => edit({ kind: 'name', part: field.part, text })}
            />
          ))}
          <ChoiceField<InvestigatorGender>
            id={`${id}-gender`}
            label="First names from"
            value={investigator.gender}
            options={FIRST_NAME_COLUMNS}
            onChange={(gender) => set({ gender })}
          />
        </div>
        <RerollButton label="name" onClick={() => onReroll('name')} />
        <Required
          id={`${id}-occupation`}
          field={view.occupationField}
          onText={(occupation) => set({ occupation })}
        />
        <RerollButton label="occupation" onClick={() => onReroll('occupation')} />
      </SheetPart>

      <SheetPart id={`${id}-abilities`} title="Abilities (3d20+20 each: 23-80)">
        <div class="tool-grid">
          {view.abilities.map(({ ability, label, name, value, hint, read }) => (
            <div key={ability}>
              <SavedNumberField
                id={`${id}-${ability}`}
                label={
                  <>
                    {label} <span class="tool-muted">({name})</span>
                  </>
                }
                value={value}
                read={read}
                hint={hint}
                hintClass="visually-hidden"
                onValue={(score) => edit({ kind: 'ability', ability, value: score })}
              />
              <RerollButton label={label} onClick={() => onReroll(ability)} />
            </div>
          ))}
        </div>
        <ValueCards class="ei-derived" values={view.derived} />
        <p class="tool-hint">
          HP = STR ÷ 4 and MP = WIL ÷ 5, both rounded down. SAN starts at 4, MK at 0.
        </p>
        <fieldset class="tool-no-print ei-group">
          <legend>Swap two scores (once)</legend>
          <div class="tool-grid">
            {SWAP_SIDES.map(([side, label]) => (
              <ChoiceField
                key={side}
                id={`${id}-swap-${side}`}
                label={label}
                value={swap[side]}
                options={view.swap.options}
                onChange={(ability) => dispatchSwap({ type: 'picked', side, ability })}
              />
            ))}
          </div>
          <div class="tool-actions">
            <Button
              look="tool"
              disabled={view.swap.used}
              onClick={() =>
                dispatchSwap({ type: 'pressed', refusal: swapDraftAbilities(swap.a, swap.b) })
              }
            >
              Swap scores
            </Button>
            {view.swap.used ? (
              <Button
                onClick={() => {
                  allowAnotherSwap();
                  dispatchSwap({ type: 'allowed' });
                }}
              >
                Allow another swap
              </Button>
            ) : null}
          </div>
          <LiveNote class={view.swap.note.refused ? 'field-error' : 'tool-hint'}>
            {view.swap.note.text}
          </LiveNote>
        </fieldset>
      </SheetPart>

      <SheetPart id={`${id}-inventory`} title="Inventory">
        <Pips of={inventory.slots} filled={inventory.used} />
        <LiveNote atomic>
          {inventory.used} of {inventory.slots} slots used (bulky items take 2).
        </LiveNote>
        {inventory.warning ? (
          <p class={inventory.over ? 'tool-notice ei-over' : 'tool-notice'} role="alert">
            {inventory.warning}
          </p>
        ) : null}
        <ul class="tool-list">
          {inventory.rows.map(({ key, label, item, error, slots, action }) => (
            <li key={key} class="tool-row">
              <TextField
                id={`${id}-${key}-name`}
                label={label}
                value={item.name}
                maxLength={80}
                error={error}
                onText={(name) => edit({ kind: 'item', key, change: { name } })}
                onFocus={(event) => {
                  if (key !== fresh) return;
                  event.currentTarget.select();
                  setFresh(null);
                }}
              />
              <Toggle
                id={`${id}-${key}-bulky`}
                label={
                  <>
                    Bulky<span class="visually-hidden">: {label}</span>
                  </>
                }
                checked={item.bulky}
                onChange={(bulky) => edit({ kind: 'item', key, change: { bulky } })}
              />
              <span class="tool-hint">{slots}</span>
              {action.kind === 'reroll' ? (
                <RerollButton label={action.label} onClick={() => onReroll(action.part)} />
              ) : (
                <Button noPrint onClick={() => edit({ kind: 'remove-item', index: action.index })}>
                  Remove<span class="visually-hidden"> other item {action.index + 1}</span>
                </Button>
              )}
            </li>
          ))}
        </ul>
        <Button
          look="tool"
          noPrint
          disabled={!inventory.canAdd}
          onClick={() => {
            const key = addDraftItem();
            if (!key) return;
            setFresh(key);
            // The new item is typed over at once; the button moves down below it.
            focusAfterRender(`${id}-${key}-name`);
          }}
        >
          Add an item
        </Button>
        <p class="tool-hint">
          Equipment Table items take one slot; the weapon tables mark bulky weapons (2 slots). A
          loaded magazine does not count; a spare one takes a slot.
        </p>
      </SheetPart>

      <SheetPart id={`${id}-bonds`} title="Bonds">
        <fieldset class="ei-group">
          <legend>Four Bonds; mark one as the Key Connection</legend>
          <ol class="tool-list">
            {view.bonds.map(({ index, label, bond, detail, key }) => (
              <li key={index} class="tool-grid">
                <Required
                  id={`${id}-bond-${index + 1}`}
                  field={bond}
                  onText={(text) => edit({ kind: 'bond', index, change: { bond: text } })}
                />
                <TextField
                  id={`${id}-bond-${index + 1}-detail`}
                  label={`${label}: something short and specific`}
                  value={detail}
                  maxLength={200}
                  onText={(text) => edit({ kind: 'bond', index, change: { detail: text } })}
                />
                <Radio
                  id={`${id}-bond-${index + 1}-key`}
                  name={`${id}-key`}
                  checked={key}
                  onPick={() => edit({ kind: 'key', index })}
                >
                  Key Connection<span class="visually-hidden">: {label}</span>
                </Radio>
              </li>
            ))}
          </ol>
        </fieldset>
        <RerollButton label="Bonds" onClick={() => onReroll('bonds')} />
      </SheetPart>

      <SheetPart id={`${id}-more`} title="Language, contact, motivation">
        <div class="tool-grid">
          {view.shortTexts.map(({ field, ...text }) => (
            <TextField
              key={field}
              id={`${id}-${field}`}
              {...text}
              onText={(typed) => set({ [field]: typed })}
            />
          ))}
        </div>
        {view.longTexts.map(({ field, ...text }) => (
          <TextArea
            key={field}
            id={`${id}-${field}`}
            {...text}
            rows={3}
            onText={(typed) => set({ [field]: typed })}
          />
        ))}
      </SheetPart>
    </article>
  );
}
