/**
 * The Durability Check roller: an Item's Quality picks the die (Q1 lowest, Q2 middle, Q3 highest),
 * which must show 4 or more. Shows the exact chance first. With a tracked character's Item chosen,
 * its Quality is read from the sheet and a failure marks it destroyed there. What it shows is
 * decided by the rules (viewDurabilityCheck).
 *
 * Place with `<DurabilityCheck client:visible-after-load />`: it reads the saved Cast.
 */
import { useState } from 'preact/hooks';
import {
  Chance,
  ChoiceField,
  RadioGroup,
  RollAndResult,
  type ToolProps,
  ToolSection,
  toolFrame,
} from '../../kit';
import {
  checkLogSource,
  DURABILITY_TARGET,
  durabilityTool,
  viewDurabilityCheck,
  type DurabilityRolled,
  type Quality,
} from '../../../rules/locus';
import {
  checkResultArea,
  MemberGrid,
  ReadValueLine,
  RolledDice,
  useCastMember,
  useCheckRoll,
} from './CheckParts';
import { rollAndLog } from '../log-roll';
import './rolls.css';

export default function DurabilityCheck(props: ToolProps) {
  const { id, title, headingLevel } = toolFrame(props, 'durability-roller', 'Durability Check');
  const member = useCastMember();
  const { character } = member;
  const [itemId, setItemId] = useState<string>('');
  const [typedQuality, setTypedQuality] = useState<Quality>(2);
  const { shown, show, notice, changeSheet } = useCheckRoll<DurabilityRolled>(title);
  const view = viewDurabilityCheck(character, itemId, typedQuality, shown);

  function chooseCharacter(next: string | undefined) {
    member.setCharacterId(next);
    setItemId('');
  }

  function roll() {
    const itemName = view.toRoll.item;
    const source = checkLogSource('Durability Check', itemName);
    const check = rollAndLog(durabilityTool, view.toRoll, source, id);
    show({ check, itemName });
    if (!character || !view.sheetChange) return notice.clear();
    changeSheet(character.id, view.sheetChange(check));
  }

  return (
    <ToolSection id={id} title={title} headingLevel={headingLevel}>
      <p class="tool-hint">
        After each use of an Item whose Damaged box is filled: roll 3d6, the die for its Quality
        must show {DURABILITY_TARGET}+.
      </p>
      <MemberGrid
        id={id}
        member={member}
        onChange={chooseCharacter}
        noneLabel="None (choose the Quality)"
        fromSheet={
          <ChoiceField
            id={`${id}-item`}
            label="Item"
            value={itemId}
            options={view.itemOptions}
            onChange={setItemId}
            hint={view.due}
          />
        }
      />
      {view.qualityOnCard ? (
        <ReadValueLine {...view.qualityOnCard} />
      ) : (
        <RadioGroup
          name={`${id}-quality`}
          legend="Item Quality"
          value={typedQuality}
          options={view.qualityOptions}
          onChange={setTypedQuality}
        />
      )}
      <Chance {...view.chance} />
      <RollAndResult
        {...checkResultArea(id, title, view.shown)}
        button="Roll Durability Check"
        blockedBy={view.blocked}
        onRoll={roll}
        empty="No roll yet. The dice and the die used will show here."
        // A roll that destroyed the chosen Item still stands: it made the Item what it is now.
        stale={false}
      >
        {({ heading, check, verdict, die }) => (
          <>
            <RolledDice
              heading={heading}
              dice={check.dice}
              label="Dice rolled"
              usedIndex={check.usedIndex}
            />
            <p>
              <strong>{verdict}</strong> {die}
            </p>
          </>
        )}
      </RollAndResult>
      {notice.note}
    </ToolSection>
  );
}
