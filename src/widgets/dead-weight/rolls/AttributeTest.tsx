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
import { dwPage } from '../gm/links';
import { useRef, useState } from 'preact/hooks';
import { ChoiceField, LiveNote, Toggle, ToolSection, type ToolProps, toolFrame } from '../../kit';
import { type DwTestInput } from '../../../rules/dead-weight/attribute-test';
import {
  DW_HELPER_FIELDS,
  DW_TEST_NO_MODIFIERS,
  type DwTestModifiers,
} from '../../../rules/dead-weight/test-plan';
import type { DwAttribute, DwCharacter } from '../../../rules/dead-weight/character';
import { describeDwDiceRolled, nameDwTestRoll } from '../../../rules/dead-weight/test-sentences';
import {
  DW_TEST_ATTRIBUTE_CHOICES,
  viewDwAttributeTest,
} from '../../../rules/dead-weight/test-view';
import { $dwParty } from '../../../stores/dead-weight/party';
import { dwAttributeTestTool } from '../../../rules/dead-weight/roll-tools';
import { CharacterChoice, TestRollArea, useTestRoll } from './TestRoll';
import '../dead-weight.css';

export default function AttributeTest(props: ToolProps) {
  const { id, title, headingLevel } = toolFrame(props, 'dw-attribute-test', 'Attribute test');
  const [attribute, setAttribute] = useState<DwAttribute>('str');
  const [toggles, setToggles] = useState<DwTestModifiers>(DW_TEST_NO_MODIFIERS);

  const test = useTestRoll<
    'helpers',
    { attribute: DwAttribute },
    { test: DwTestInput; attribute: DwAttribute }
  >(id, DW_HELPER_FIELDS, {
    tool: dwAttributeTestTool,
    input: (rolled) => ({ test: rolled.input, attribute: rolled.attribute }),
    what: (rolled) => nameDwTestRoll(rolled.attribute, rolled.input.check),
  });
  const { numbers, rolled, rolledCharacter } = test;

  const fill = (from: DwCharacter | undefined, which: DwAttribute) =>
    from && numbers.fill(from.attributes[which]);
  // "STR test", "DEX check": the rules name the roll once, for the tool and the log alike.
  const shown = viewDwAttributeTest(numbers, toggles, attribute, rolled);
  const { usable, keepLowest } = shown;

  function roll() {
    if (!usable) return;
    test.roll(
      usable,
      { attribute },
      { last: (dice) => describeDwDiceRolled(dice.length, keepLowest) },
    );
  }

  // What the fields are filled from now, read when an Undo comes later than this render.
  const showing = useRef({ characterId: test.characterId, attribute });
  showing.current = { characterId: test.characterId, attribute };

  function addFatigue() {
    if (!rolled || !rolledCharacter) return;
    // The fields show the sheet they were filled from: as the fatigue is added, and if undone.
    // Only while they show the attribute the roll was for, whatever was shown at the press.
    const { attribute: rolledAttribute } = rolled;
    test.addFatigue(rolledCharacter, rolledAttribute, () => {
      const now = showing.current;
      if (now.characterId === rolledCharacter.id && now.attribute === rolledAttribute)
        fill(
          $dwParty.get().characters.find((candidate) => candidate.id === rolledCharacter.id),
          rolledAttribute,
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
          options={DW_TEST_ATTRIBUTE_CHOICES}
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
        {numbers.specs.map((spec) =>
          numbers.field(spec, spec[1], spec[0] === 'score' ? shown.poolError : null),
        )}
      </div>
      <fieldset class="tool-options">
        <legend>Modifiers</legend>
        {shown.modifiers.map(({ key, label, checked }) => (
          <Toggle
            key={key}
            id={`${id}-${key}`}
            label={label}
            checked={checked}
            onChange={(on) => setToggles((current) => ({ ...current, [key]: on }))}
          />
        ))}
      </fieldset>
      {shown.shapeNote ? <LiveNote class="tool-hint">{shown.shapeNote}</LiveNote> : null}
      <TestRollArea
        test={test}
        shown={shown}
        chancesHeading={`Exact chances for this ${shown.named}`}
        roll={{ id, onRoll: roll }}
        label="Rolled dice: pick one to re-roll"
        attribute={rolled?.attribute ?? attribute}
        onAddFatigue={addFatigue}
      />
    </ToolSection>
  );
}
