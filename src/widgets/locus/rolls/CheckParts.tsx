/**
 * What the Locus check rollers share beyond the kit: the Cast member who rolls, the Attribute read
 * from that member's sheet or typed, the roll shown and what it did to the sheet, the dice with
 * the one that decides, and the difficulty after Items and injuries.
 */
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import {
  Chance,
  ChoiceField,
  LiveNote,
  NumberField,
  RadioGroup,
  readField,
  undoChange,
  useActionNote,
  useSaved,
  useShown,
  type Shown,
} from '../../kit';
import {
  DIFFICULTY_OPTIONS,
  describeUsedDie,
  displayName,
  attributeFieldOptions,
  readCheckAttribute,
  readCheckReading,
  type Difficulty,
  type EffectiveDifficultyView,
  type LocusAttribute,
  type LocusCharacter,
  type OutcomeCheck,
  type ReadValue,
  type RolledSheetChange,
  type SheetChangeWords,
} from '../../../rules/locus';
import {
  $cast,
  castRoster,
  type TrackedCharacterChange,
  updateCharacterTracked,
} from '../../../stores/locus/cast';
import CharacterPicker from '../characters/CharacterPicker';
import DiceTriple, { type DiceTripleProps } from './DiceTriple';

/** The difficulty a check is set at, each choice with the die it reads. */
export function DifficultyField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: Difficulty;
  onChange: (difficulty: Difficulty) => void;
}) {
  return (
    <RadioGroup
      name={`${id}-difficulty`}
      legend="Difficulty"
      value={value}
      options={DIFFICULTY_OPTIONS}
      onChange={onChange}
    />
  );
}

/** The saved Cast and the member chosen to roll (undefined: values typed instead). */
export function useCastMember() {
  const cast = useSaved($cast);
  const [characterId, setCharacterId] = useState<string | undefined>(undefined);
  const character = cast.characters.find((candidate) => candidate.id === characterId);
  return { cast, characterId, setCharacterId, character };
}

/**
 * The Cast member who rolls (`member`, from useCastMember), and beside the choice what the check
 * reads: `fromSheet` the chosen member's, or `typed` without one. `onChange` replaces the plain
 * choice when choosing someone else resets more of the tool.
 */
export function MemberGrid({
  id,
  member,
  onChange = member.setCharacterId,
  noneLabel,
  fromSheet,
  typed,
}: {
  id: string;
  member: ReturnType<typeof useCastMember>;
  onChange?: (characterId: string | undefined) => void;
  noneLabel?: string;
  fromSheet?: ComponentChildren;
  typed?: ComponentChildren;
}) {
  return (
    <div class="tool-grid">
      <CharacterPicker
        id={`${id}-character`}
        value={member.characterId}
        onChange={onChange}
        {...(noneLabel ? { noneLabel } : {})}
      />
      {member.character ? fromSheet : typed}
    </div>
  );
}

/** A value read from a sheet or card, the value stressed: "Ada is **Tense**". */
export function ReadValueLine({ before, value, after }: ReadValue) {
  return (
    <p>
      {before}
      <strong>{value}</strong>
      {after}
    </p>
  );
}

/**
 * One Attribute's score: the `character`'s from the sheet, or else its typed text (starting at 3).
 * `score` is null while the typed text cannot be read, and `error` then says why; `what` names the
 * Attribute in that message.
 */
export function useAttributeScore(
  character: LocusCharacter | undefined,
  attribute: LocusAttribute,
  what?: string,
) {
  const [text, setText] = useState('3');
  const { value: score, error } = readField(readCheckAttribute(character, attribute, text, what));
  return { text, onText: setText, score, error };
}

/**
 * Who rolls and against which Attribute: a Cast member (the score read from the sheet) or typed
 * values. `reading` is what the rules' views read of them (its `score` null while the typed value
 * cannot be read, and `blocked` then says why the roll is off); `field` goes to AttributeField.
 */
export function useCheckAttribute(initial: LocusAttribute) {
  const member = useCastMember();
  const { character } = member;
  const [attribute, setAttribute] = useState<LocusAttribute>(initial);
  const { text, onText, score, error } = useAttributeScore(character, attribute);
  const field = { character, attribute, onAttribute: setAttribute, text, onText, error };
  return {
    ...member,
    member,
    setAttribute,
    field,
    reading: readCheckReading(character, attribute, score),
  };
}

/**
 * The line saying what a roll did to a sheet, under the tool's `title`.
 * `changeSheet` is the one way a roll changes a Cast member's sheet: a rules change (RolledSheetChange)
 * through the Cast store, said (or refused) with the character's name as it is after the change. Words with
 * an Undo (`SheetChangeWords`) put an Undo beside the line, which puts the sheet back while nothing
 * has changed it since, and then runs `onUndone`; a plain sentence has none (a re-roll's cost,
 * paid for dice already seen).
 */
export function useSheetChange(title: string) {
  const notice = useActionNote(`${title}: Cast changes`);
  type Describe = (name: string, character: LocusCharacter) => string | SheetChangeWords;
  /** Says a change already made (`addAttackInjury`), as `changeSheet` does. */
  function sayChange(changed: TrackedCharacterChange, describe: Describe, onUndone?: () => void) {
    if (!changed.ok) return notice.refuse(changed.error.message);
    const { character, tracked } = changed.value;
    const words = describe(displayName(character, 'The character'), character);
    if (typeof words === 'string') return notice.done(words);
    const undo = undoChange(castRoster, tracked, words);
    notice.done(
      words.done,
      undo &&
        (() => {
          const undone = undo();
          if (undone.ok) onUndone?.();
          return undone;
        }),
    );
  }
  function changeSheet(
    characterId: string,
    change: RolledSheetChange,
    onUndone?: () => void,
  ): TrackedCharacterChange {
    const changed = updateCharacterTracked(characterId, change.update);
    sayChange(changed, change.describe, onUndone);
    return changed;
  }
  return { notice, changeSheet, sayChange };
}

/** The props that name a check's last roll in the kit's result area. */
export function checkResultArea<Rolled>(id: string, title: string, shown: Shown<Rolled> | null) {
  return { id, shown, label: `${title} result` };
}

/**
 * What a check roller that writes on a sheet keeps: the last roll shown (each roll replaces it and
 * is announced; its view goes to the result area, `checkResultArea`), and the line saying what a
 * roll did to a sheet (useSheetChange).
 */
export function useCheckRoll<Rolled>(title: string) {
  const [shown, show] = useShown<Rolled>();
  return { shown, show, ...useSheetChange(title) };
}

/** Three dice rolled under a line that says whose or what they are. */
export function RolledDice({ heading, ...dice }: DiceTripleProps & { heading: string }) {
  return (
    <>
      <p>
        <strong>{heading}</strong>
      </p>
      <DiceTriple {...dice} />
    </>
  );
}

/** One Outcome-style check rolled: what was rolled, the three dice with the one used, and whether it beat the Attribute. */
export function CheckDice({
  heading,
  label,
  check,
  verdict,
  rerolled,
  children,
}: {
  heading: string;
  label: string;
  check: OutcomeCheck;
  verdict: string;
  rerolled?: readonly number[];
  children?: ComponentChildren;
}) {
  return (
    <>
      <RolledDice
        heading={heading}
        dice={check.dice}
        label={label}
        usedIndex={check.usedIndex}
        {...(rerolled ? { rerolled } : {})}
      />
      <p>
        <strong>{verdict}</strong>: {describeUsedDie(check)} {children}
      </p>
    </>
  );
}

/**
 * The difficulty an Outcome-style check will be rolled at and why, then its chance of beating the
 * Attribute with anything more the check says under it (or what a chance waits for).
 */
export function EffectiveDifficulty({
  view,
  children,
}: {
  view: EffectiveDifficultyView;
  children?: ComponentChildren;
}) {
  return (
    <LiveNote as="div">
      <p>
        Effective difficulty: <strong>{view.label}</strong>
        {view.die}
        {view.why ? <span class="tool-muted">: {view.why}.</span> : null}
      </p>
      {view.chance ? (
        <>
          <Chance {...view.chance} />
          {children}
        </>
      ) : (
        <p class="tool-hint">{view.chanceWaits}</p>
      )}
    </LiveNote>
  );
}

interface AttributeFieldProps {
  readonly id: string;
  readonly character: LocusCharacter | undefined;
  readonly attribute: LocusAttribute;
  readonly onAttribute: (attribute: LocusAttribute) => void;
  readonly text: string;
  readonly onText: (text: string) => void;
  /** The problem with the typed value, or null. Only shown without a character. */
  readonly error: string | null;
  readonly label?: string;
  readonly valueLabel?: string;
  /** Offered first, in a group of their own under `label`. */
  readonly common?: Parameters<typeof attributeFieldOptions>[1];
}

/** Which Attribute, and its value: read from the chosen character's sheet, or typed (1-5) without one. */
export function AttributeField({
  id,
  character,
  attribute,
  onAttribute,
  text,
  onText,
  error,
  label = 'Attribute',
  valueLabel = 'Attribute value (1–5)',
  common,
}: AttributeFieldProps) {
  return (
    <div class="tool-grid">
      <ChoiceField
        id={`${id}-name`}
        label={label}
        value={attribute}
        onChange={onAttribute}
        options={attributeFieldOptions(character, common)}
      />
      {character ? null : (
        <NumberField
          id={`${id}-value`}
          label={valueLabel}
          text={text}
          onText={onText}
          error={error}
        />
      )}
    </div>
  );
}
