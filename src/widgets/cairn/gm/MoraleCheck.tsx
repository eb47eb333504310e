/**
 * Morale for enemy groups: group size, casualties, the group's WIL or its leader's; the WIL save
 * is due at the first casualty and again at half their number (a lone foe: at 0 HP), each with
 * its exact chance and a roll whose result reads in words. A save rolled says how it went and is
 * not offered again; once the WIL it was rolled with changes (another score, or the leader's in
 * place of the group's), its result is marked out of date and the save is due again. Rolls go to
 * the roll log.
 *
 * Place with `<MoraleCheck client:visible-after-load id="..." />`; props: id, title, headingLevel.
 */
import { useState } from 'preact/hooks';
import {
  CAIRN_MAX_GROUP_SIZE,
  CAIRN_MORALE_STANDING_WORDS,
  CAIRN_MORALE_TRIGGER_LABELS,
  cairnGroupHasSurvivors,
  cairnMoraleChecks,
  cairnMoraleHoldChance,
  cairnMoraleDown,
  cairnMoraleSaveWil,
  cairnMoraleStanding,
  isCairnMoraleRollCurrent,
  type CairnMoraleCheck,
  type CairnMoraleTrigger,
  type CairnMoraleWilUsed,
} from '../../../rules/cairn/morale';
import { readWholeNumber } from '../../../rules/whole-number';
import { cairnMoraleTool } from '../../../rules/cairn/log';
import {
  cairnAttributeLabel,
  cairnAttributeRollOff,
  explainCairnSave,
  parseCairnAttribute,
} from '../../../rules/cairn/saves';
import {
  Chance,
  nextShown,
  NumberField,
  readField,
  ResultArea,
  RollButton,
  type Shown,
  Toggle,
  ToolSection,
  type ToolProps,
} from '../../kit';
import { rollAndLog } from '../log-roll';

function describeCheck(check: CairnMoraleCheck, size: number): string {
  if (check.trigger === 'half')
    return `${CAIRN_MORALE_TRIGGER_LABELS.half} (${check.at} of ${size})`;
  return CAIRN_MORALE_TRIGGER_LABELS[check.trigger];
}

/** A save rolled: its sentence, how it went, and the WIL it was rolled with. */
interface RolledSave {
  readonly text: string;
  readonly passed: boolean;
  readonly used: CairnMoraleWilUsed;
}

export default function MoraleCheck({
  id = 'cairn-morale',
  title = 'Morale check',
  headingLevel = 3,
}: ToolProps) {
  const [sizeText, setSizeText] = useState('6');
  const [casualtyText, setCasualtyText] = useState('0');
  const [loneDown, setLoneDown] = useState(false);
  const [wilText, setWilText] = useState('8');
  const [useLeader, setUseLeader] = useState(false);
  const [leaderText, setLeaderText] = useState('12');
  const [rolled, setRolled] = useState<Partial<Record<CairnMoraleTrigger, Shown<RolledSave>>>>({});

  const size = readWholeNumber(sizeText, 1, CAIRN_MAX_GROUP_SIZE, 'the group size');
  const lone = size.ok && size.value === 1;
  const casualties =
    size.ok && !lone
      ? readWholeNumber(casualtyText, 0, size.value, 'the number of casualties')
      : null;
  const wil = readField(parseCairnAttribute(wilText));
  const leader = readField(parseCairnAttribute(leaderText));
  const effectiveWil = cairnMoraleSaveWil(wil.value, leader.value, useLeader);
  const down = size.ok
    ? cairnMoraleDown(size.value, casualties?.ok ? casualties.value : null, loneDown)
    : null;
  const checks = size.ok && down !== null ? cairnMoraleChecks(size.value, down) : null;
  const survivors = size.ok && down !== null ? cairnGroupHasSurvivors(size.value, down) : true;
  const wilSource = useLeader ? 'the leader’s WIL' : 'the group’s WIL';
  const blockedBy = effectiveWil === null ? cairnAttributeRollOff(wilSource) : null;

  function roll(check: CairnMoraleCheck) {
    if (effectiveWil === null) return;
    const result = rollAndLog(
      cairnMoraleTool,
      { trigger: check.trigger, wil: effectiveWil, leader: useLeader },
      id,
    );
    const text = `Rolled ${result.roll} against ${wilSource} ${effectiveWil} (${explainCairnSave(result)}). ${result.outcome}`;
    const save = { text, passed: result.passed, used: { wil: effectiveWil, leader: useLeader } };
    setRolled((current) => ({
      ...current,
      [check.trigger]: nextShown(save)(current[check.trigger] ?? null),
    }));
  }

  return (
    <ToolSection id={id} title={title} headingLevel={headingLevel} class="cairn-tool">
      <p class="tool-muted">
        Enemies save WIL to avoid fleeing at their first casualty and again at half their number (an
        odd group rounds up: 3 of 5). A lone foe saves at 0 HP. Morale does not affect PCs.
      </p>
      <div class="tool-grid">
        <NumberField
          id={`${id}-size`}
          label={`Group size (1–${CAIRN_MAX_GROUP_SIZE})`}
          text={sizeText}
          onText={setSizeText}
          error={size.ok ? null : size.error.message}
        />
        {lone ? (
          <Toggle
            id={`${id}-lone-down`}
            label="Lone foe reduced to 0 HP"
            checked={loneDown}
            onChange={setLoneDown}
          />
        ) : (
          <NumberField
            id={`${id}-casualties`}
            label="Casualties so far"
            text={casualtyText}
            onText={setCasualtyText}
            error={casualties && !casualties.ok ? casualties.error.message : null}
          />
        )}
        <NumberField
          id={`${id}-wil`}
          label={cairnAttributeLabel('Group’s WIL')}
          text={wilText}
          onText={setWilText}
          error={useLeader ? null : wil.error}
        />
      </div>
      <Toggle
        id={`${id}-use-leader`}
        label="The group uses its leader’s WIL"
        checked={useLeader}
        onChange={setUseLeader}
      />
      {useLeader ? (
        <NumberField
          id={`${id}-leader`}
          label={cairnAttributeLabel('Leader’s WIL')}
          text={leaderText}
          onText={setLeaderText}
          error={leader.error}
        />
      ) : null}
      {effectiveWil !== null ? (
        <Chance
          label={`Chance to hold with ${wilSource} ${effectiveWil}`}
          fraction={cairnMoraleHoldChance(effectiveWil)}
        />
      ) : null}
      {checks && size.ok ? (
        survivors ? (
          <ul class="tool-list" aria-label="Morale saves">
            {checks.map((check) => {
              const shown = rolled[check.trigger];
              // A save rolled with another WIL than the fields give now is not this save.
              const current =
                shown !== undefined &&
                isCairnMoraleRollCurrent(shown.value.used, {
                  wil: effectiveWil,
                  leader: useLeader,
                });
              const standing = cairnMoraleStanding(check, current ? shown.value : null);
              return (
                <li key={check.trigger} class="tool-card">
                  <p>
                    <strong>{describeCheck(check, size.value)}</strong>:{' '}
                    {CAIRN_MORALE_STANDING_WORDS[standing]}
                  </p>
                  {standing === 'due' ? (
                    <div class="tool-actions">
                      <RollButton
                        id={`${id}-${check.trigger}`}
                        blockedBy={blockedBy}
                        onClick={() => roll(check)}
                      >
                        Roll WIL save: {describeCheck(check, size.value)}
                      </RollButton>
                    </div>
                  ) : null}
                  <ResultArea serial={shown?.serial} stale={!current || !check.reached}>
                    <p>{shown?.value.text}</p>
                  </ResultArea>
                </li>
              );
            })}
          </ul>
        ) : (
          <p>Every member is a casualty: no one is left to check morale.</p>
        )
      ) : null}
    </ToolSection>
  );
}
