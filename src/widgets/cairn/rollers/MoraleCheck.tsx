/**
 * Morale for enemy groups: group size, casualties, the group's WIL or its leader's; the WIL save
 * is due at the first casualty and again at half their number (a lone foe: at 0 HP), each with
 * its exact chance and a roll whose result reads in words. Rolls go to the roll log.
 *
 * Place with `<MoraleCheck client:only="preact" id="..." />`; props: id, title, headingLevel.
 */
import { useState } from 'preact/hooks';
import {
  CAIRN_MAX_GROUP_SIZE,
  CAIRN_MORALE_TRIGGER_LABELS,
  cairnGroupHasSurvivors,
  cairnMoraleChecks,
  cairnMoraleHoldChance,
  cairnMoraleWil,
  parseCairnWholeNumber,
  rollCairnMorale,
  type CairnMoraleCheck,
  type CairnMoraleTrigger,
} from '../../../rules/cairn/morale';
import { CAIRN_MAX_ATTRIBUTE, CAIRN_MIN_ATTRIBUTE, explainCairnSave, parseCairnAttribute } from '../../../rules/cairn/saves';
import { browserRng } from '../../../lib/browser-rng';
import { addRoll } from '../../../stores/roll-log';
import { ChanceLine, hrefFor, NumberField, Toggle, ToolHeading, type HeadingLevel } from './parts';

interface Props {
  readonly id?: string;
  readonly title?: string;
  readonly headingLevel?: HeadingLevel;
}

interface Rolled {
  readonly serial: number;
  readonly text: string;
}

function describeCheck(check: CairnMoraleCheck, size: number): string {
  if (check.trigger === 'half') return `${CAIRN_MORALE_TRIGGER_LABELS.half} (${check.at} of ${size})`;
  return CAIRN_MORALE_TRIGGER_LABELS[check.trigger];
}

export default function MoraleCheck({ id = 'cairn-morale', title = 'Morale check', headingLevel = 3 }: Props) {
  const [sizeText, setSizeText] = useState('6');
  const [casualtyText, setCasualtyText] = useState('0');
  const [loneDown, setLoneDown] = useState(false);
  const [wilText, setWilText] = useState('8');
  const [useLeader, setUseLeader] = useState(false);
  const [leaderText, setLeaderText] = useState('12');
  const [rolled, setRolled] = useState<Partial<Record<CairnMoraleTrigger, Rolled>>>({});
  const headingId = `${id}-heading`;

  const size = parseCairnWholeNumber(sizeText, 1, CAIRN_MAX_GROUP_SIZE, 'a group size');
  const lone = size.ok && size.value === 1;
  const casualties = size.ok && !lone ? parseCairnWholeNumber(casualtyText, 0, size.value, 'the casualties') : null;
  const wil = parseCairnAttribute(wilText);
  const leader = parseCairnAttribute(leaderText);
  const effectiveWil = useLeader ? (leader.ok ? cairnMoraleWil(wil.ok ? wil.value : leader.value, leader.value) : null) : wil.ok ? wil.value : null;
  const down = lone ? (loneDown ? 1 : 0) : casualties?.ok ? casualties.value : null;
  const checks = size.ok && down !== null ? cairnMoraleChecks(size.value, down) : null;
  const survivors = size.ok && down !== null ? cairnGroupHasSurvivors(size.value, down) : true;
  const wilSource = useLeader ? 'the leader’s WIL' : 'the group’s WIL';

  function roll(check: CairnMoraleCheck) {
    if (effectiveWil === null) {
      document.getElementById(useLeader && !leader.ok ? `${id}-leader` : `${id}-wil`)?.focus();
      return;
    }
    const result = rollCairnMorale(check.trigger, effectiveWil, browserRng);
    setRolled((current) => ({
      ...current,
      [check.trigger]: {
        serial: (current[check.trigger]?.serial ?? 0) + 1,
        text: `Rolled ${result.roll} against ${wilSource} ${effectiveWil} (${explainCairnSave(result)}). ${result.outcome}`,
      },
    }));
    addRoll({
      source: `Cairn: Morale, ${CAIRN_MORALE_TRIGGER_LABELS[check.trigger].toLowerCase()}`,
      href: hrefFor(id),
      expression: 'd20',
      detail: `${result.roll} against WIL ${effectiveWil}${useLeader ? ' (leader)' : ''}: ${explainCairnSave(result)}`,
      total: result.roll,
      result: result.passed ? 'They hold' : 'They flee',
    });
  }

  return (
    <section id={id} class="tool crn-tool" aria-labelledby={headingId} data-pagefind-ignore>
      <ToolHeading level={headingLevel} id={headingId}>
        {title}
      </ToolHeading>
      <p class="crn-muted">
        Enemies save WIL to avoid fleeing at their first casualty and again at half their number (an odd group rounds up: 3 of 5). A lone foe saves at 0 HP. Morale does not affect
        PCs.
      </p>
      <div class="crn-grid">
        <NumberField id={`${id}-size`} label={`Group size (1–${CAIRN_MAX_GROUP_SIZE})`} text={sizeText} onText={setSizeText} error={size.ok ? null : size.message} />
        {lone ? (
          <Toggle id={`${id}-lone-down`} label="Lone foe reduced to 0 HP" checked={loneDown} onChange={setLoneDown} />
        ) : (
          <NumberField
            id={`${id}-casualties`}
            label="Casualties so far"
            text={casualtyText}
            onText={setCasualtyText}
            error={casualties && !casualties.ok ? casualties.message : null}
          />
        )}
        <NumberField id={`${id}-wil`} label={`Group’s WIL (${CAIRN_MIN_ATTRIBUTE}–${CAIRN_MAX_ATTRIBUTE})`} text={wilText} onText={setWilText} error={!useLeader && !wil.ok ? wil.message : null} />
      </div>
      <Toggle id={`${id}-use-leader`} label="The group uses its leader’s WIL" checked={useLeader} onChange={setUseLeader} />
      {useLeader ? (
        <NumberField id={`${id}-leader`} label={`Leader’s WIL (${CAIRN_MIN_ATTRIBUTE}–${CAIRN_MAX_ATTRIBUTE})`} text={leaderText} onText={setLeaderText} error={leader.ok ? null : leader.message} />
      ) : null}
      {effectiveWil !== null ? <ChanceLine label={`Chance to hold with ${wilSource} ${effectiveWil}`} fraction={cairnMoraleHoldChance(effectiveWil)} /> : null}
      {checks && size.ok ? (
        survivors ? (
          <ul class="crn-checks" aria-label="Morale saves">
            {checks.map((check) => (
              <li key={check.trigger} class="crn-check">
                <p>
                  <strong>{describeCheck(check, size.value)}</strong>: {check.reached ? 'save due.' : 'not yet.'}
                </p>
                {check.reached ? (
                  <button type="button" class="primary-button" onClick={() => roll(check)}>
                    Roll WIL save: {describeCheck(check, size.value)}
                  </button>
                ) : null}
                <div class="crn-result" role="status" aria-live="polite">
                  {rolled[check.trigger] ? <p key={rolled[check.trigger]!.serial}>{rolled[check.trigger]!.text}</p> : null}
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <p>Every member is a casualty: no one is left to check morale.</p>
        )
      ) : null}
    </section>
  );
}
