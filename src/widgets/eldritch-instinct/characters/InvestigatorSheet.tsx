/**
 * The investigator's sheet: every part editable by hand (checked at the field) and re-rollable
 * alone, the "swap two" control, the 7-slot inventory (bulky = 2) with its warning, Bonds with
 * one Key Connection, and the free-text fields. Each edit goes to the sheet's store (which saves a
 * saved investigator as it changes); a re-roll goes to the generator, which logs it.
 */
import { howMany } from '../../../rules/words';
import type { ComponentChildren } from 'preact';
import { useReducer, useState } from 'preact/hooks';
import {
  canAddInvestigatorItem,
  hitProtection,
  INVESTIGATOR_ABILITIES,
  INVESTIGATOR_ABILITY_LABELS,
  INVESTIGATOR_ABILITY_MAX,
  INVESTIGATOR_ABILITY_MIN,
  INVESTIGATOR_ABILITY_NAMES,
  INVESTIGATOR_SLOTS,
  INVESTIGATOR_TEXT_MAX,
  inventoryOf,
  magicPoints,
  setKeyConnection,
  slotsOfItem,
  type Investigator,
  type InvestigatorGender,
  type InvestigatorItem,
  type InvestigatorPart,
  type InvestigatorText,
} from '../../../rules/eldritch-instinct/investigator';
import {
  FIRST_NAME_COLUMNS,
  itemNameError,
  readSheetAbility,
  removeSheetItem,
  requiredTextError,
  setBond,
  setSheetItem,
  sheetItemRows,
  sheetName,
  swapOptions,
} from '../../../rules/eldritch-instinct/investigator-sheet';
import {
  NEW_SWAP_FORM,
  SWAP_SIDES,
  swapFormReducer,
  swapNote,
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
function Required(field: TextFieldProps & { label: string }) {
  return (
    <TextField maxLength={80} {...field} error={requiredTextError(field.label, field.value)} />
  );
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

/** The sheet's free texts, each with its label: a line each, then a few lines each. */
const SHORT_TEXTS: readonly (readonly [InvestigatorText, string])[] = [
  ['language', 'Other language'],
  ['contact', 'Contact (name and occupation)'],
];
const LONG_TEXTS: readonly (readonly [InvestigatorText, string])[] = [
  ['motivation', 'Motivation'],
  ['personality', 'Personality (five factors), face and clothes'],
  ['notes', 'Notes'],
];

/** The name's two required fields, each with its label. */
const NAME_PARTS = [
  ['first', 'First name'],
  ['surname', 'Surname'],
] as const;

export default function InvestigatorSheet({ id, investigator, onReroll }: Props) {
  const [swap, dispatchSwap] = useReducer(swapFormReducer, NEW_SWAP_FORM);
  // The row of the item just added, whose name ("New item") is selected as the focus lands in it,
  // so typing replaces it; once only, so a later click in it places the caret as usual.
  const [fresh, setFresh] = useState<string | null>(null);
  const inventory = inventoryOf(investigator);
  const swapped = swapNote(swap, investigator.swapped);
  const set = (patch: Partial<Investigator>) => updateDraft({ ...investigator, ...patch });
  const textProps = (field: InvestigatorText) => ({
    id: `${id}-${field}`,
    value: investigator[field],
    maxLength: INVESTIGATOR_TEXT_MAX[field],
    onText: (text: string) => set({ [field]: text }),
  });

  return (
    <article id={`${id}-sheet`} class="tool-list" aria-labelledby={`${id}-sheet-title`}>
      <h4 id={`${id}-sheet-title`}>
        {sheetName(investigator)}
        <span class="tool-muted"> · {investigator.occupation || 'no occupation'}</span>
      </h4>

      <SheetPart id={`${id}-name`} title="Name and occupation">
        <div class="tool-grid">
          {NAME_PARTS.map(([part, label]) => (
            <Required
              key={part}
              id={`${id}-${part}`}
              label={label}
              maxLength={60}
              value={investigator.name[part]}
              onText={(text) => set({ name: { ...investigator.name, [part]: text } })}
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
          label="Occupation"
          value={investigator.occupation}
          onText={(occupation) => set({ occupation })}
        />
        <RerollButton label="occupation" onClick={() => onReroll('occupation')} />
      </SheetPart>

      <SheetPart id={`${id}-abilities`} title="Abilities (3d20+20 each: 23-80)">
        <div class="tool-grid">
          {INVESTIGATOR_ABILITIES.map((ability) => (
            <div key={ability}>
              <SavedNumberField
                id={`${id}-${ability}`}
                label={
                  <>
                    {INVESTIGATOR_ABILITY_LABELS[ability]}{' '}
                    <span class="tool-muted">({INVESTIGATOR_ABILITY_NAMES[ability]})</span>
                  </>
                }
                value={investigator.abilities[ability]}
                read={(text) => readSheetAbility(text, investigator.abilities[ability])}
                hint={`${INVESTIGATOR_ABILITY_MIN} to ${INVESTIGATOR_ABILITY_MAX}`}
                hintClass="visually-hidden"
                onValue={(value) =>
                  set({ abilities: { ...investigator.abilities, [ability]: value } })
                }
              />
              <RerollButton
                label={INVESTIGATOR_ABILITY_LABELS[ability]}
                onClick={() => onReroll(ability)}
              />
            </div>
          ))}
        </div>
        <ValueCards
          class="ei-derived"
          values={[
            ['HP', hitProtection(investigator)],
            ['MP', magicPoints(investigator)],
            ['SAN', investigator.san],
            ['MK', investigator.mk],
          ]}
        />
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
                options={swapOptions(investigator)}
                onChange={(ability) => dispatchSwap({ type: 'picked', side, ability })}
              />
            ))}
          </div>
          <div class="tool-actions">
            <Button
              look="tool"
              disabled={investigator.swapped}
              onClick={() =>
                dispatchSwap({ type: 'pressed', refusal: swapDraftAbilities(swap.a, swap.b) })
              }
            >
              Swap scores
            </Button>
            {investigator.swapped ? (
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
          <LiveNote class={swapped.refused ? 'field-error' : 'tool-hint'}>{swapped.text}</LiveNote>
        </fieldset>
      </SheetPart>

      <SheetPart id={`${id}-inventory`} title="Inventory">
        <Pips of={INVESTIGATOR_SLOTS} filled={inventory.used} />
        <LiveNote atomic>
          {inventory.used} of {INVESTIGATOR_SLOTS} slots used (bulky items take 2).
        </LiveNote>
        {inventory.warning ? (
          <p
            class={inventory.state === 'over' ? 'tool-notice ei-over' : 'tool-notice'}
            role="alert"
          >
            {inventory.warning}
          </p>
        ) : null}
        <ul class="tool-list">
          {sheetItemRows(investigator).map(({ key, label, item, place, action }) => {
            const change = (next: Partial<InvestigatorItem>) =>
              updateDraft(setSheetItem(investigator, place, { ...item, ...next }));
            return (
              <li key={key} class="tool-row">
                <TextField
                  id={`${id}-${key}-name`}
                  label={label}
                  value={item.name}
                  maxLength={80}
                  error={itemNameError(item)}
                  onText={(name) => change({ name })}
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
                  onChange={(bulky) => change({ bulky })}
                />
                <span class="tool-hint">{howMany(slotsOfItem(item), 'slot')}</span>
                {action.kind === 'reroll' ? (
                  <RerollButton label={action.label} onClick={() => onReroll(action.part)} />
                ) : (
                  <Button
                    noPrint
                    onClick={() => updateDraft(removeSheetItem(investigator, action.index))}
                  >
                    Remove<span class="visually-hidden"> other item {action.index + 1}</span>
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
        <Button
          look="tool"
          noPrint
          disabled={!canAddInvestigatorItem(investigator)}
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
            {investigator.bonds.map((bond, index) => (
              <li key={index} class="tool-grid">
                <Required
                  id={`${id}-bond-${index + 1}`}
                  label={`Bond ${index + 1}`}
                  value={bond.bond}
                  onText={(text) => updateDraft(setBond(investigator, index, { bond: text }))}
                />
                <TextField
                  id={`${id}-bond-${index + 1}-detail`}
                  label={`Bond ${index + 1}: something short and specific`}
                  value={bond.detail}
                  maxLength={200}
                  onText={(detail) => updateDraft(setBond(investigator, index, { detail }))}
                />
                <Radio
                  id={`${id}-bond-${index + 1}-key`}
                  name={`${id}-key`}
                  checked={bond.key}
                  onPick={() => updateDraft(setKeyConnection(investigator, index))}
                >
                  Key Connection<span class="visually-hidden">: Bond {index + 1}</span>
                </Radio>
              </li>
            ))}
          </ol>
        </fieldset>
        <RerollButton label="Bonds" onClick={() => onReroll('bonds')} />
      </SheetPart>

      <SheetPart id={`${id}-more`} title="Language, contact, motivation">
        <div class="tool-grid">
          {SHORT_TEXTS.map(([field, label]) => (
            <TextField key={field} {...textProps(field)} label={label} />
          ))}
        </div>
        {LONG_TEXTS.map(([field, label]) => (
          <TextArea key={field} {...textProps(field)} label={label} rows={3} />
        ))}
      </SheetPart>
    </article>
  );
}
