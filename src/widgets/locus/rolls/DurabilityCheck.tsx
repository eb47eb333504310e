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
  ResultArea,
  RollButton,
  ToolSection,
  useSaved,
  type ToolProps,
} from '../../kit';
import {
  applyDurabilityCheck,
  chanceOfDurabilityPass,
  checkLogSource,
  durabilityTool,
  displayName,
  DURABILITY_TARGET,
  QUALITY_DIE,
  type DurabilityCheck as DurabilityCheckResult,
} from '../../../rules/locus';
import { $cast, updateCharacter } from '../../../stores/locus/cast';
import CharacterPicker from '../characters/CharacterPicker';
import { CastNotice, type NoticeValue } from './CheckParts';
import DiceTriple from './DiceTriple';
import { rollAndLog } from '../log-roll';
import './rolls.css';

type Quality = 1 | 2 | 3;
const QUALITY_OPTIONS = ([1, 2, 3] as const).map((value) => ({
  value,
  label: `Q${value}`,
  note: `(${QUALITY_DIE[value]} die)`,
}));

interface Rolled {
  readonly serial: number;
  readonly check: DurabilityCheckResult;
  readonly itemName: string;
}

export default function DurabilityCheck({
  id = 'durability-roller',
  headingLevel = 3,
  title = 'Durability Check',
}: ToolProps) {
  const cast = useSaved($cast);
  const [characterId, setCharacterId] = useState<string | undefined>(undefined);
  const [itemId, setItemId] = useState<string>('');
  const [typedQuality, setTypedQuality] = useState<Quality>(2);
  const [rolled, setRolled] = useState<Rolled | null>(null);
  const [notice, setNotice] = useState<NoticeValue>(null);

  const character = cast.characters.find((candidate) => candidate.id === characterId);
  const items = character?.items ?? [];
  const item = items.find((candidate) => candidate.id === itemId);
  const quality: Quality = item ? (item.quality as Quality) : typedQuality;

  function chooseCharacter(next: string | undefined) {
    setCharacterId(next);
    setItemId('');
  }

  function roll() {
    const itemName = item ? item.name.trim() || 'The Item' : '';
    const check = rollAndLog(
      durabilityTool,
      { item: itemName, quality },
      checkLogSource('Durability Check', itemName),
      id,
    );
    setRolled((previous) => ({ serial: (previous?.serial ?? 0) + 1, check, itemName }));
    if (!character || !item) {
      setNotice(null);
      return;
    }
    const applied = updateCharacter(character.id, (current) =>
      applyDurabilityCheck(current, item.id, check),
    );
    if (!applied.ok) setNotice({ tone: 'refused', text: applied.error.message });
    else if (check.passed)
      setNotice({
        tone: 'done',
        text: `${itemName} holds; nothing changes on ${displayName(applied.value, 'The character')}'s sheet.`,
      });
    else
      setNotice({
        tone: 'done',
        text: `${itemName} is marked destroyed on ${displayName(applied.value, 'The character')}'s sheet.`,
      });
  }

  let itemHint: string | null = null;
  if (item?.destroyed) itemHint = `${item.name || 'This Item'} is already destroyed.`;
  else if (item && !item.damaged)
    itemHint = `${item.name || 'This Item'} is not Damaged, so no Durability Check is due: a roll is shown but not applied.`;
  else if (item)
    itemHint = `A failure marks ${item.name || 'the Item'} destroyed on ${displayName(character, 'The character')}'s sheet.`;

  const check = rolled?.check;
  const itemOptions = [
    {
      value: '',
      label: items.length === 0 ? 'No Items on this sheet' : 'None (choose the Quality)',
    },
    ...items.map((candidate) => ({
      value: candidate.id,
      label: `${candidate.name || 'Unnamed Item'}, Q${candidate.quality}${candidate.destroyed ? ' (destroyed)' : candidate.damaged ? ' (Damaged)' : ''}`,
    })),
  ];
  return (
    <ToolSection id={id} title={title} headingLevel={headingLevel}>
      <p class="tool-hint">
        After each use of an Item whose Damaged box is filled: roll 3d6, the die for its Quality
        must show {DURABILITY_TARGET}+.
      </p>
      <div class="tool-grid">
        <CharacterPicker
          id={`${id}-character`}
          value={characterId}
          onChange={chooseCharacter}
          noneLabel="None (choose the Quality)"
        />
        {character ? (
          <ChoiceField
            id={`${id}-item`}
            label="Item"
            value={itemId}
            options={itemOptions}
            onChange={setItemId}
            hint={itemHint}
          />
        ) : null}
      </div>
      {item ? (
        <p>
          Quality <strong>{item.quality}</strong> from the Item card
        </p>
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
      <div class="tool-actions">
        <RollButton
          id={id}
          blockedBy={
            item?.destroyed
              ? `${item.name || 'This Item'} is destroyed: there is nothing left to check.`
              : null
          }
          onClick={roll}
        >
          Roll Durability Check
        </RollButton>
      </div>
      <ResultArea
        label={`${title} result`}
        serial={rolled?.serial}
        empty="No roll yet. The dice and the die used will show here."
      >
        {rolled && check ? (
          <>
            <p>
              <strong>
                {rolled.itemName ? `${rolled.itemName}: ` : ''}Quality {check.quality}
              </strong>
            </p>
            <DiceTriple dice={check.dice} label="Dice rolled" usedIndex={check.usedIndex} />
            <p>
              <strong>
                {check.passed ? 'Passed: the Item holds' : 'Failed: the Item is destroyed'}
              </strong>{' '}
              (the {check.usedRank} die shows {check.usedValue}, needs {DURABILITY_TARGET}+).
            </p>
          </>
        ) : null}
      </ResultArea>
      <CastNotice notice={notice} label={`${title}: Cast changes`} />
    </ToolSection>
  );
}
