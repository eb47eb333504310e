/**
 * The Durability Check roller: an Item's Quality picks the die (Q1 lowest, Q2 middle, Q3 highest),
 * which must show 4 or more. Shows the exact chance first. With a tracked character's Item chosen,
 * its Quality is read from the sheet and a failure marks it destroyed there.
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
  applyDurabilityCheck,
  chanceOfDurabilityPass,
  checkLogSource,
  describeQualityOnCard,
  durabilityTool,
  durabilityHeading,
  describeDurabilityDie,
  durabilityVerdict,
  DURABILITY_TARGET,
  durabilityItemOptions,
  durabilitySheetWords,
  QUALITY_DIE,
  QUALITY_OPTIONS,
  readDurabilityChoice,
  type DurabilityCheck as DurabilityCheckResult,
  type Quality,
} from '../../../rules/locus';
import { MemberGrid, ReadValueLine, RolledDice, useCastMember, useCheckRoll } from './CheckParts';
import { rollAndLog } from '../log-roll';
import './rolls.css';

interface Rolled {
  readonly check: DurabilityCheckResult;
  readonly itemName: string;
}

export default function DurabilityCheck(props: ToolProps) {
  const { id, title, headingLevel } = toolFrame(props, 'durability-roller', 'Durability Check');
  const member = useCastMember();
  const { character } = member;
  const [itemId, setItemId] = useState<string>('');
  const [typedQuality, setTypedQuality] = useState<Quality>(2);
  const { show, notice, changeSheet, resultArea } = useCheckRoll<Rolled>(id, title);

  const { item, quality, itemName, due, blocked } = readDurabilityChoice(
    character,
    itemId,
    typedQuality,
  );

  function chooseCharacter(next: string | undefined) {
    member.setCharacterId(next);
    setItemId('');
  }

  function roll() {
    const check = rollAndLog(
      durabilityTool,
      { item: itemName, quality },
      checkLogSource('Durability Check', itemName),
      id,
    );
    show({ check, itemName });
    if (!character || !item) return notice.clear();
    changeSheet(
      character.id,
      (current) => applyDurabilityCheck(current, item.id, check),
      (name) => durabilitySheetWords(itemName, name, check),
    );
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
        fromSheet={() => (
          <ChoiceField
            id={`${id}-item`}
            label="Item"
            value={itemId}
            options={durabilityItemOptions(character?.items ?? [])}
            onChange={setItemId}
            hint={due}
          />
        )}
      />
      {item ? (
        <ReadValueLine {...describeQualityOnCard(item.quality)} />
      ) : (
        <RadioGroup
          name={`${id}-quality`}
          legend="Item Quality"
          value={typedQuality}
          options={QUALITY_OPTIONS}
          onChange={setTypedQuality}
        />
      )}
      <Chance
        label={`Chance the Item holds (Q${quality}, ${QUALITY_DIE[quality]} die ${DURABILITY_TARGET}+)`}
        fraction={chanceOfDurabilityPass(quality)}
      />
      <RollAndResult
        {...resultArea}
        button="Roll Durability Check"
        blockedBy={blocked}
        onRoll={roll}
        empty="No roll yet. The dice and the die used will show here."
        // A roll that destroyed the chosen Item still stands: it made the Item what it is now.
        stale={false}
      >
        {({ check, itemName }) => (
          <>
            <RolledDice
              heading={durabilityHeading(itemName, check.quality)}
              dice={check.dice}
              label="Dice rolled"
              usedIndex={check.usedIndex}
            />
            <p>
              <strong>{durabilityVerdict(check)}</strong> {describeDurabilityDie(check)}
            </p>
          </>
        )}
      </RollAndResult>
      {notice.note}
    </ToolSection>
  );
}
