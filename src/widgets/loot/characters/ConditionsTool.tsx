/**
 * Applies and worsens LOOT conditions on the active sheet by their rules: src/rules/loot says
 * what each condition offers (condition-actions.ts) and does (conditions.ts); this renders it.
 * Where several slots are valid the player chooses, or asks for a random pick; every die rolled
 * here goes to the roll log.
 */
import {
  Button,
  ChoiceField,
  ResultArea,
  useSaved,
  useShown,
  type ToolProps,
  toolFrame,
} from '../../kit';
import { useState } from 'preact/hooks';
import {
  LOOT_CONDITION_LETTER_OPTIONS,
  describeLootConditionKept,
  describeLootConditionResult,
  viewLootConditions,
  type ConditionLetter,
  type LootConditionButton,
  type LootConditionPart,
  type LootConditionResult,
  type LootConditionSlotAction,
  type LootRollLogger,
} from '../../../rules/loot';
import { $lootActiveSheet } from '../../../stores/loot/sheets';
import {
  $lootConditionUndo,
  applyLootCondition,
  undoLootCondition,
} from '../../../stores/loot/condition-marks';
import '../loot.css';
import { lootRollLogger } from '../log-roll';
import { ActiveSheetField } from './SheetPicker';
import SheetToolSection from './SheetToolSection';

/**
 * What a part's buttons do: run the press into a result, save the sheet and show what happened.
 * A mark moves the buttons under the finger (the slot just marked is no longer offered, the next
 * one takes its place): the kit's Button takes a double tap as one press, so the second tap
 * marks nothing.
 */
type Apply = (run: () => LootConditionResult) => void;

/** What the result area says: a condition's result, or the Undo that took one back. */
type Said = Pick<LootConditionResult, 'notes' | 'outcome'>;

/**
 * A row of the rules' buttons, off with one reason said once beside them (`blockedBy`). The slots'
 * buttons always sit in a row; a lone button of the other actions stands under them.
 */
function Buttons({
  id,
  buttons,
  blockedBy = null,
  row,
  apply,
  log,
}: {
  id: string;
  buttons: readonly LootConditionButton[];
  blockedBy?: string | null;
  row: boolean;
  apply: Apply;
  log: LootRollLogger;
}) {
  const reasonId = `${id}-actions-blocked`;
  const blocked = blockedBy !== null;
  const drawn = buttons.map((action) => (
    <Button
      key={action.label}
      look={action.primary ? 'primary' : 'tool'}
      disabled={blocked}
      aria-describedby={blocked ? reasonId : undefined}
      onClick={() => apply(() => action.run(log))}
    >
      {action.label}
    </Button>
  ));
  const reason = blocked ? (
    <p id={reasonId} class="tool-blocked">
      {blockedBy}
    </p>
  ) : null;
  return row ? (
    <div class="tool-actions">
      {drawn}
      {reason}
    </div>
  ) : (
    <>
      {drawn}
      {reason}
    </>
  );
}

/** A slot chosen in a select and the button that acts on it; a slot no longer offered falls back to the first. */
function SlotAction({
  id,
  part,
  apply,
}: {
  id: string;
  part: LootConditionSlotAction;
  apply: Apply;
}) {
  const [chosen, setChosen] = useState('');
  const value = part.options.some((option) => option.value === chosen)
    ? chosen
    : (part.options[0]?.value ?? '');
  return (
    <div class="tool-row loot-form">
      <ChoiceField
        id={`${id}-${part.key}`}
        label={part.label}
        value={value}
        options={part.options}
        onChange={setChosen}
      />
      <Button look={part.primary ? 'primary' : 'tool'} onClick={() => apply(() => part.run(value))}>
        {part.button}
      </Button>
    </div>
  );
}

/** One part of a condition's panel, as the rules describe it. */
function Part({
  id,
  part,
  apply,
  log,
}: {
  id: string;
  part: LootConditionPart;
  apply: Apply;
  log: LootRollLogger;
}) {
  switch (part.kind) {
    case 'hint':
      return <p class="tool-hint">{part.text}</p>;
    case 'slot':
      return <SlotAction id={id} part={part} apply={apply} />;
    case 'spread':
      return part.heading ? (
        <div role="group" aria-labelledby={`${id}-${part.heading.key}`}>
          <p id={`${id}-${part.heading.key}`}>{part.heading.text}</p>
          <Buttons id={id} buttons={part.buttons} row apply={apply} log={log} />
        </div>
      ) : (
        <Buttons id={id} buttons={part.buttons} row apply={apply} log={log} />
      );
    case 'actions':
      return (
        <Buttons
          id={id}
          buttons={part.buttons}
          blockedBy={part.blockedBy}
          row={part.buttons.length > 1}
          apply={apply}
          log={log}
        />
      );
  }
}

export default function ConditionsTool(props: ToolProps) {
  const { id, title, headingLevel } = toolFrame(
    props,
    'loot-conditions',
    'Conditions on the active sheet',
  );
  const sheet = useSaved($lootActiveSheet);
  const [letter, setLetter] = useState<ConditionLetter>('A');
  const [shown, show, clear] = useShown<Said>();
  const result = shown ? describeLootConditionResult(shown.value) : null;
  const log = lootRollLogger(id);
  // The last change here, until its Undo or the next change (the store's).
  const undo = useSaved($lootConditionUndo);

  const apply: Apply = (run) => {
    if (!sheet) return;
    const applied = applyLootCondition(sheet, run);
    if (applied.ok) show(applied.value);
  };

  /** The Undo is said where the change was: the sheet as it was again, or why it is not. */
  function undoChange() {
    const back = undoLootCondition();
    if (back) show({ notes: [back.ok ? back.value : back.error.message], outcome: 'none' });
  }

  if (!sheet) {
    return (
      <SheetToolSection id={id} title={title} headingLevel={headingLevel}>
        <p class="tool-hint">
          No LOOT sheet yet: add a character with the inventory sheet on the Inventory page, then
          apply conditions here.
        </p>
      </SheetToolSection>
    );
  }

  const view = viewLootConditions(sheet, letter);
  return (
    <SheetToolSection id={id} title={title} headingLevel={headingLevel}>
      <div class="tool-grid">
        <ActiveSheetField id={`${id}-active`} />
        <ChoiceField
          id={`${id}-letter`}
          label="Condition"
          value={letter}
          options={LOOT_CONDITION_LETTER_OPTIONS}
          onChange={(next) => {
            setLetter(next);
            clear();
          }}
        />
      </div>
      <ul class="loot-body-strip" aria-label={view.stripLabel}>
        {view.strip.map(({ slot, letters, wound }) => (
          <li key={slot}>
            Slot {slot}
            <span class="visually-hidden">: </span>
            {letters === '' ? (
              // A dash is read as "dash", or not at all: a screen reader hears the word.
              <strong class="loot-strip-letters">
                <span aria-hidden="true">–</span>
                <span class="visually-hidden">no conditions</span>
              </strong>
            ) : (
              <strong class="loot-strip-letters">{letters}</strong>
            )}
            {wound ? <span class="tool-hint">{wound}</span> : null}
          </li>
        ))}
      </ul>
      <p class="tool-hint">{view.summary}</p>
      <p class="tool-hint">{view.adjacency}</p>
      {view.parts.map((part, index) => (
        <Part key={`${letter}-${index}`} id={id} part={part} apply={apply} log={log} />
      ))}
      <ResultArea serial={shown?.serial}>
        {result ? (
          // One paragraph, its sentences parted by spaces: a live region can be read as its bare
          // text, where separate paragraphs would run together ("dies.The").
          <p>
            {result.sentences}
            {result.outcome ? <strong>{result.outcome}</strong> : null}
          </p>
        ) : null}
        {undo.removed ? (
          // After the result, parted from it by a space for the same reason as its sentences.
          <>
            {' '}
            <p class="tool-notice">
              {describeLootConditionKept(undo.removed.before)}{' '}
              <Button onClick={undoChange}>Undo</Button>
            </p>
          </>
        ) : null}
      </ResultArea>
    </SheetToolSection>
  );
}
