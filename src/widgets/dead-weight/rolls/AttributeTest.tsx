/**
 * The Dead Weight attribute test roller: pool from a party character (or typed numbers), help,
 * extra effort, keeping it safe, advantage and disadvantage, proficiency, checks; the exact
 * chances before rolling; the roll with re-rolls one die at a time (the player picks the die,
 * the new value stands); the outcome, the fatigue it costs and one button to add that fatigue to
 * the character. Every roll and re-roll goes to the roll log.
 *
 * Place with `<AttributeTest client:visible-after-load />` (it reads the saved party); props: id,
 * title, headingLevel.
 */
import { howMany } from '../../../rules/words';
import { dwPage } from '../gm/links';
import { useRef, useState } from 'preact/hooks';
import { ChoiceField, LiveNote, RollButton, Toggle, ToolSection, type ToolProps } from '../../kit';
import {
  checkDwTestInput,
  computeDwTestChances,
  describeDwTestShape,
  DW_TEST_MAX_HELPERS,
  DW_TEST_OUTCOME_LABELS,
  type DwTestInput,
} from '../../../rules/dead-weight/attribute-test';
import {
  DW_ATTRIBUTE_LABELS,
  DW_ATTRIBUTE_NAMES,
  DW_ATTRIBUTES,
  type DwAttribute,
  type DwCharacter,
} from '../../../rules/dead-weight/character';
import { $dwParty } from '../../../stores/dead-weight/party';
import { dwAttributeTestTool } from '../../../rules/dead-weight/roll-tools';
import {
  CharacterChoice,
  logTestRoll,
  POOL_FIELDS,
  TestChances,
  TestResult,
  useTestRoll,
  useWholeFields,
  type TestRolled,
  type WholeSpec,
} from './TestRoll';
import '../dead-weight.css';

const NUMBERS: readonly WholeSpec<NumberName>[] = [
  ...POOL_FIELDS,
  ['helpers', 'Helpers (+1 die each)', DW_TEST_MAX_HELPERS, 'the number of helpers'],
];
type NumberName = 'score' | 'fatigue' | 'wounds' | 'proficiency' | 'helpers';

const TOGGLES = [
  ['advantage', 'Advantage (you re-roll 1 die)'],
  ['disadvantage', 'Disadvantage (GM re-rolls 1 die)'],
  ['keepSafe', 'Keeping it safe (2 dice fewer, fatigue only on failure)'],
  ['extraEffort', 'Extra effort (+1 die for 1 fatigue)'],
  ['check', 'Check, e.g. initiative (no fatigue)'],
] as const;
type ToggleName = (typeof TOGGLES)[number][0];

interface Rolled extends TestRolled {
  readonly attribute: DwAttribute;
}

export default function AttributeTest({
  id = 'dw-attribute-test',
  title = 'Attribute test',
  headingLevel = 3,
}: ToolProps) {
  const [attribute, setAttribute] = useState<DwAttribute>('str');
  const numbers = useWholeFields(id, NUMBERS);
  const [toggles, setToggles] = useState<Record<ToggleName, boolean>>({
    advantage: false,
    disadvantage: false,
    keepSafe: false,
    extraEffort: false,
    check: false,
  });
  const label = DW_ATTRIBUTE_LABELS[attribute];
  const kind = toggles.check ? 'check' : 'test';

  function log(rolled: TestRolled, note: string) {
    const { attribute: rolledAttribute } = rolled as Rolled;
    const input = { test: rolled.input, attribute: rolledAttribute };
    const what = `${DW_ATTRIBUTE_LABELS[rolledAttribute]} ${rolled.input.check ? 'check' : 'test'}`;
    logTestRoll(dwAttributeTestTool, input, rolled, note, what, id);
  }
  const test = useTestRoll(log);
  const rolled = test.rolled as Rolled | null;

  const fill = (from: DwCharacter | undefined, which: DwAttribute) =>
    from && numbers.fill(from.attributes[which]);
  const value = numbers.value;
  const input: DwTestInput | null = numbers.ready(NUMBERS)
    ? {
        ...toggles,
        pool: numbers.pool(),
        proficiency: value('proficiency') ?? 0,
        helpers: value('helpers') ?? 0,
        tokens: 0,
      }
    : null;
  const poolError =
    (input && checkDwTestInput(input).find((error) => error.field === 'pool')?.message) ?? null;
  const usable = input && checkDwTestInput(input).length === 0 ? input : null;
  const shape = usable ? describeDwTestShape(usable) : null;
  const chances = usable ? computeDwTestChances(usable) : null;

  function roll() {
    if (!usable || !shape) return;
    test.roll<Rolled>(usable, {
      attribute,
      last: (dice) =>
        `Rolled ${howMany(dice.length, 'die', 'dice')}${shape.keepLowest ? ' (zero pool: the lowest is kept)' : ''}.`,
    });
  }

  const result = test.result;
  const rolledCharacter = test.rolledCharacter;

  // What the fields are filled from now, read when an Undo comes later than this render.
  const showing = useRef({ characterId: test.characterId, attribute });
  showing.current = { characterId: test.characterId, attribute };

  function addFatigue() {
    if (!rolled || !rolledCharacter) return;
    // The fields show the sheet they were filled from: as the fatigue is added, and if undone.
    test.addFatigue(rolledCharacter, rolled.attribute, () => {
      const now = showing.current;
      if (now.characterId === rolledCharacter.id && now.attribute === rolled.attribute)
        fill(
          $dwParty.get().characters.find((candidate) => candidate.id === rolledCharacter.id),
          attribute,
        );
    });
  }

  return (
    <ToolSection id={id} title={title} headingLevel={headingLevel}>
      <p class="tool-hint">
        Pool = score − fatigue − wounds. Terms:{' '}
        <a href={dwPage('core-definitions/#attribute-tests')}>attribute tests</a>.
      </p>
      <div class="tool-row">
        <CharacterChoice
          id={id}
          label="Character"
          test={test}
          onPick={(picked) => fill(picked, attribute)}
        />
        <ChoiceField
          id={`${id}-attribute`}
          label="Attribute"
          value={attribute}
          options={DW_ATTRIBUTES.map((which) => ({
            value: which,
            label: `${DW_ATTRIBUTE_LABELS[which]} (${DW_ATTRIBUTE_NAMES[which]})`,
          }))}
          onChange={(next) => {
            setAttribute(next);
            fill(test.character, next);
          }}
        />
      </div>
      {test.party.characters.length === 0 ? (
        <p class="tool-hint">
          No saved characters yet: type the numbers, or add characters under{' '}
          <a href={dwPage('character-progression/#insight-points')}>Characters</a>.
        </p>
      ) : null}
      {/* A grid, as other tools' number fields: a message under one field wraps in its column, so
          the fields beside and after it keep their places instead of wrapping anew. */}
      <div class="tool-grid">
        {NUMBERS.map((spec) =>
          numbers.field(spec, spec[1], spec[0] === 'score' ? poolError : null),
        )}
      </div>
      <fieldset class="tool-options">
        <legend>Modifiers</legend>
        {TOGGLES.map(([name, toggleLabel]) => (
          <Toggle
            key={name}
            id={`${id}-${name}`}
            label={toggleLabel}
            checked={toggles[name]}
            onChange={(checked) => setToggles((current) => ({ ...current, [name]: checked }))}
          />
        ))}
      </fieldset>
      {shape && chances ? (
        <>
          <LiveNote class="tool-hint">
            {shape.keepLowest
              ? 'Zero dice: roll 2 and keep the lowest.'
              : `Rolls ${howMany(shape.dice, 'die', 'dice')}.`}
            {shape.cancelled ? ' Advantage and disadvantage cancel.' : ''}
            {shape.keepLowest ? ' Only the kept die is read, for the outcome and for fatigue.' : ''}
          </LiveNote>
          <TestChances chances={chances} heading={`Exact chances for this ${label} ${kind}`} />
        </>
      ) : null}
      <div class="tool-actions">
        <RollButton
          id={id}
          blockedBy={usable ? null : `Roll is off until the fields above can be read.`}
          onClick={roll}
        >
          Roll {label} {kind}
        </RollButton>
      </div>
      <TestResult
        test={test}
        stale={!usable}
        headline={
          rolled && result
            ? `${DW_TEST_OUTCOME_LABELS[result.outcome]}${rolled.who ? ` for ${rolled.who}` : ''}: ${rolled.dice.join(', ')}.`
            : null
        }
        fatigue={
          !rolled || !result
            ? ''
            : result.fatigue > 0
              ? `${DW_ATTRIBUTE_LABELS[rolled.attribute]} takes ${result.fatigue} fatigue${result.diceFatigue ? '' : ' (extra effort)'}.`
              : `No fatigue${rolled.input.check ? ' (a check)' : ''}.`
        }
        label="Rolled dice: pick one to re-roll"
        attributeLabel={rolled ? DW_ATTRIBUTE_LABELS[rolled.attribute] : ''}
        onAddFatigue={addFatigue}
      />
    </ToolSection>
  );
}
