/**
 * What Dead Weight's attribute test and defence test share: the four exact chances before the
 * roll, and after it the dice as buttons (the pressed one is the die the next re-roll replaces),
 * the re-rolls left and the button that adds the fatigue the test cost to the character. The
 * rules decide; `useTestRoll` keeps the roll and its re-rolls, each one logged by the caller.
 */
import { useReducer, useState } from 'preact/hooks';
import {
  rollDwTest,
  DW_REROLL_POLICY_NOTE,
  type DwRerollKind,
  type DwRerollsLeft,
  type DwTestInput,
} from '../../../rules/dead-weight/attribute-test';
import {
  describeDwFatigueAdded,
  nameDwCharacter,
  type DwAttribute,
  type DwAttributeState,
  type DwCharacter,
} from '../../../rules/dead-weight/character';
import { rerollDwTest } from '../../../rules/dead-weight/test-reroll';
import {
  DW_NO_TEST_ROLL,
  startDwTestRoll,
  updateDwTestRoll,
  type DwTestRolled,
} from '../../../rules/dead-weight/test-roll';
import {
  evaluateDwTestRolled,
  viewDwTestRoll,
  type DwTestShown,
} from '../../../rules/dead-weight/test-view';
import { browserRng } from '../../../lib/browser-rng';
import { $dwParty, addDwFatigue, dwPartyRoster } from '../../../stores/dead-weight/party';
import {
  Button,
  ChanceList,
  MemberChoice,
  NumberField,
  RollAndResult,
  type RollAndResultProps,
  undoChange,
  useActionNote,
  useSaved,
  type RollingTool,
} from '../../kit';
import { dwLogSource } from '../../../rules/dead-weight/log-lines';
import type { DwTestDice } from '../../../rules/dead-weight/roll-tools';
import { logRoll } from '../log-roll';
import {
  createDwTestTexts,
  DW_POOL_FIELDS,
  fillDwTestTexts,
  readDwTestFields,
  type DwPoolField,
  type DwTestFieldSpec,
} from '../../../rules/dead-weight/test-fields';

/**
 * How a test's rolls are logged: through `tool`, rolled again from `input`, under `what` for the
 * character it was rolled for; `after` acts on each roll and re-roll once it is logged.
 */
interface LoggedTest<Own, Input> {
  readonly tool: RollingTool<Input, DwTestDice>;
  readonly input: (rolled: DwTestRolled & Own) => Input;
  readonly what: (rolled: DwTestRolled & Own) => string;
  readonly after?: (rolled: DwTestRolled & Own) => void;
}

/**
 * A test's whole-number fields (the pool's, then `fields`), the saved party's character it is
 * rolled for (none: typed numbers), the roll and its re-rolls (one state, src/rules/dead-weight/
 * test-roll.ts), each logged as `logged` says: the first roll with an empty note, each re-roll
 * with what changed before the dice that now stand. `Own` is what the test adds to each roll.
 */
export function useTestRoll<Name extends string, Own extends object, Input>(
  id: string,
  fields: readonly DwTestFieldSpec<Name>[],
  logged: LoggedTest<Own, Input>,
) {
  type Rolled = DwTestRolled & Own;
  const numbers = useWholeFields<Name | DwPoolField>(id, [...DW_POOL_FIELDS, ...fields]);
  const party = useSaved($dwParty);
  const [characterId, setCharacterId] = useState('');
  const find = (wanted: string) => party.characters.find((candidate) => candidate.id === wanted);
  const character = find(characterId);
  const [state, update] = useReducer(updateDwTestRoll<Rolled>, DW_NO_TEST_ROLL);
  const { rolled, selected } = state;
  // What adding the fatigue did to the sheet, with its Undo, until the next roll.
  const fatigueNote = useActionNote('Fatigue added');
  const result = evaluateDwTestRolled(rolled);
  const rolledCharacter = rolled ? find(rolled.characterId) : undefined;

  function log(next: Rolled, note: string) {
    const input = logged.input(next);
    const source = dwLogSource(logged.what(next), next.who);
    logRoll(logged.tool, input, { dice: next.dice, note }, source, id);
    logged.after?.(next);
  }

  /**
   * Rolls the input's dice (none when the player does not roll), shows them and logs them; `own`
   * is what the test adds to the roll, `last` says the dice rolled.
   */
  function roll(
    input: DwTestInput,
    own: Own,
    how: { tokens?: DwRerollsLeft; last: (dice: readonly number[]) => string; noRoll?: boolean },
  ) {
    const dice = how.noRoll ? [] : rollDwTest(input, browserRng);
    const who = character ? nameDwCharacter(character) : '';
    const start = { input, dice, characterId, who, last: how.last(dice), tokens: how.tokens };
    const next = startDwTestRoll(rolled, start, own);
    update({ type: 'rolled', rolled: next });
    fatigueNote.clear();
    log(next, '');
  }

  function reroll(kind: DwRerollKind): Rolled | null {
    const next = rolled && rerollDwTest(rolled, selected, kind, browserRng);
    if (!next) return null;
    update({ type: 'rerolled', rolled: next.rolled });
    log(next.rolled, next.note);
    return next.rolled;
  }

  return {
    numbers,
    /** The pool's fields, which every test has first. */
    poolFields: DW_POOL_FIELDS,
    party,
    characterId,
    /** The chosen character, if any. */
    character,
    /** Chooses the character (an empty id: typed numbers) and gives it, to fill the fields from. */
    pick(next: string): DwCharacter | undefined {
      setCharacterId(next);
      return find(next);
    },
    rolled,
    /** The character the shown roll was made for, as saved now. */
    rolledCharacter,
    /** The roll shown, with its dice to pick, re-rolls left and fatigue to add to `attribute`. */
    view: (attribute: DwAttribute) =>
      viewDwTestRoll(state, rolledCharacter && nameDwCharacter(rolledCharacter), attribute),
    select: (index: number) => update({ type: 'picked', index }),
    roll,
    reroll,
    fatigueNote,
    /**
     * Adds the fatigue the test cost to the character's attribute, once, saying what it is now with
     * an Undo; `refresh` redraws what the tool shows of the sheet, after the add and after an undo.
     */
    addFatigue(
      character: DwCharacter | undefined,
      attribute: DwAttribute,
      refresh?: () => void,
    ): boolean {
      if (!rolled || !result || !character || rolled.fatigueAdded) return false;
      const { serial } = rolled;
      const amount = result.fatigue;
      const changed = dwPartyRoster.track(character.id, () =>
        addDwFatigue(character.id, attribute, amount),
      );
      update({ type: 'fatigue-added', serial });
      refresh?.();
      if (!changed) return true;
      const said = describeDwFatigueAdded(changed.before, changed.after, attribute);
      const undo = undoChange(dwPartyRoster, changed, {
        undone: said.undone,
        whose: `${nameDwCharacter(character)}’s sheet`,
      })!;
      fatigueNote.done(said.added, () => {
        const undone = undo();
        if (undone.ok) {
          // The same roll may add its fatigue again; a newer roll is left as it is.
          update({ type: 'fatigue-undone', serial });
          refresh?.();
        }
        return undone;
      });
      return true;
    },
  };
}

/** What the dice and re-rolls take from the tool: the dice's name and who takes the fatigue, how. */
interface RerollsProps {
  readonly label: string;
  /** The attribute that takes the fatigue. */
  readonly attribute: DwAttribute;
  readonly onAddFatigue: () => void;
}

/**
 * The rolled dice to pick from, the re-rolls left, and adding the fatigue to the character the
 * test was rolled for (when it was), with what that did and its Undo.
 */
function TestRerolls({ test, label, attribute, onAddFatigue }: RerollsProps & { test: TestRoll }) {
  const view = test.view(attribute);
  if (!view) return null;
  return (
    <>
      <div class="dw-dice" role="group" aria-label={label}>
        {view.dice.map((die, index) => (
          <button
            key={index}
            type="button"
            class={die.hit ? 'dw-die dw-die-hit' : 'dw-die'}
            aria-pressed={die.pressed ? 'true' : 'false'}
            aria-label={die.label}
            onClick={() => test.select(index)}
          >
            {die.face}
          </button>
        ))}
        {view.kept ? <span class="tool-muted">{view.kept}</span> : null}
      </div>
      <div class="tool-actions">
        {view.rerolls.map(({ kind, label: reroll }) => (
          <Button key={kind} disabled={view.rerollsOff} onClick={() => test.reroll(kind)}>
            {reroll}
          </Button>
        ))}
        {view.fatigue ? (
          <Button disabled={view.fatigue.added} onClick={onAddFatigue}>
            {view.fatigue.label}
          </Button>
        ) : null}
      </div>
      {view.rerolls.length > 0 ? (
        <p class="tool-hint">Pick a die, then a re-roll; the new value stands.</p>
      ) : null}
      {test.fatigueNote.note}
    </>
  );
}

/** The test's character: the party's characters after "Typed numbers". */
export function CharacterChoice({
  id,
  label,
  test,
  onPick,
}: {
  id: string;
  label: string;
  test: TestRoll;
  /** The character chosen, to fill the fields from. */
  onPick: (character: DwCharacter | undefined) => void;
}) {
  return (
    <MemberChoice
      id={`${id}-character`}
      label={label}
      members={test.party.characters}
      chosen={test.characterId}
      none="Typed numbers"
      name={nameDwCharacter}
      onChange={(next) => onPick(test.pick(next))}
    />
  );
}

/** What the parts below read of a test's roll, whatever the test adds to it. */
export type TestRoll = Omit<
  ReturnType<typeof useTestRoll<string, object, unknown>>,
  'numbers' | 'roll'
>;
/**
 * A test's roll, in the order the tool shows it: the exact chances (while the inputs can be read)
 * and the one-line re-roll assumption, the Roll button (off with its reason) and any buttons beside
 * it, and the last roll: its headline and what it cost, over the dice to re-roll and the fatigue to
 * add. The result is stale while the button is off (the kit's RollAndResult).
 */
export function TestRollArea({
  test,
  shown,
  chancesHeading,
  roll,
  ...rerolls
}: {
  test: TestRoll;
  /** What the test's rules decided: the chances, the button and its reason, the last roll's words. */
  shown: DwTestShown;
  chancesHeading: string;
  /** The Roll button's id, its press and any buttons beside it, as RollAndResult takes them. */
  roll: Pick<RollAndResultProps<DwTestRolled>, 'id' | 'onRoll' | 'actions'>;
} & RerollsProps) {
  const { rolled } = test;
  return (
    <>
      {shown.chances ? (
        <div class="chance">
          <p>
            <strong>{chancesHeading}</strong>
          </p>
          <ChanceList chances={shown.chances} />
          <p class="tool-hint">{DW_REROLL_POLICY_NOTE}</p>
        </div>
      ) : null}
      <RollAndResult
        {...roll}
        button={shown.button}
        blockedBy={shown.blockedBy}
        shown={rolled && { serial: rolled.serial, value: rolled }}
      >
        {(last) =>
          shown.headline === null ? null : (
            <div key={last.serial}>
              <p>
                <strong>{shown.headline}</strong>
              </p>
              <p>
                {last.last} {shown.fatigue}
              </p>
            </div>
          )
        }
      </RollAndResult>
      <TestRerolls {...rerolls} test={test} />
    </>
  );
}

/**
 * The whole-number fields of a test, read with the rules as they are typed (`value` is null while
 * a field cannot be read), and `field`, which renders one with its message.
 */
function useWholeFields<Name extends string>(id: string, specs: readonly DwTestFieldSpec<Name>[]) {
  const [texts, setTexts] = useState(() => createDwTestTexts(specs));
  const read = readDwTestFields(texts, specs);
  const setText = (name: Name, text: string) =>
    setTexts((current) => ({ ...current, [name]: text }));
  return {
    ...read,
    setText,
    /** The fields, in order. */
    specs,
    /** Fills score, fatigue, wounds and proficiency from a character's attribute. */
    fill: (state: DwAttributeState) => setTexts((current) => fillDwTestTexts(current, state)),
    field: (
      [name, label]: DwTestFieldSpec<Name>,
      shownLabel = label,
      ruleError: string | null = null,
    ) => {
      const reading = read.reads[name];
      return (
        <NumberField
          key={name}
          id={`${id}-${name}`}
          label={shownLabel}
          text={texts[name]}
          onText={(text) => setText(name, text)}
          error={reading.ok ? ruleError : reading.error.message}
        />
      );
    },
  };
}
