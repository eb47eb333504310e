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
import { useReducer } from 'preact/hooks';
import {
  CAIRN_MAX_GROUP_SIZE,
  cairnMoraleHoldChance,
  type CairnMoraleCheck,
  type CairnMoraleTexts,
} from '../../../rules/cairn/morale';
import {
  CAIRN_MORALE_CHECK_START,
  stepCairnMoraleCheck,
  viewCairnMoraleCheck,
} from '../../../rules/cairn/morale-check';
import { cairnMoraleTool } from '../../../rules/cairn/log';
import { cairnAttributeLabel } from '../../../rules/cairn/saves';
import {
  Chance,
  focusAfterRender,
  NumberField,
  readField,
  ResultArea,
  RollButton,
  Toggle,
  ToolSection,
  type ToolProps,
  toolFrame,
} from '../../kit';
import { rollAndLog } from '../log-roll';

export default function MoraleCheck(props: ToolProps) {
  const { id, title, headingLevel } = toolFrame(props, 'cairn-morale', 'Morale check');
  const [state, dispatch] = useReducer(stepCairnMoraleCheck, CAIRN_MORALE_CHECK_START);
  const { texts } = state;
  const morale = viewCairnMoraleCheck(state);
  const { size, casualties, wil } = morale;
  const set =
    <K extends keyof CairnMoraleTexts>(field: K) =>
    (value: CairnMoraleTexts[K]) =>
      dispatch({ kind: 'texts', texts: { ...texts, [field]: value } });

  function roll(check: CairnMoraleCheck) {
    if (wil === null) return;
    const input = { trigger: check.trigger, wil, leader: texts.useLeader };
    dispatch({ kind: 'rolled', roll: rollAndLog(cairnMoraleTool, input, id) });
    // The Roll button goes once the save is made: the check's line, which now says how it went,
    // takes the focus.
    focusAfterRender(`${id}-${check.trigger}-standing`);
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
          text={texts.size}
          onText={set('size')}
          error={readField(size).error}
        />
        {morale.lone ? (
          <Toggle
            id={`${id}-lone-down`}
            label="Lone foe reduced to 0 HP"
            checked={texts.loneDown}
            onChange={set('loneDown')}
          />
        ) : (
          <NumberField
            id={`${id}-casualties`}
            label="Casualties so far"
            text={texts.casualties}
            onText={set('casualties')}
            error={casualties && !casualties.ok ? casualties.error.message : null}
          />
        )}
        <NumberField
          id={`${id}-wil`}
          label={cairnAttributeLabel('Group’s WIL')}
          text={texts.wil}
          onText={set('wil')}
          error={morale.wilError}
        />
      </div>
      <Toggle
        id={`${id}-use-leader`}
        label="The group uses its leader’s WIL"
        checked={texts.useLeader}
        onChange={set('useLeader')}
      />
      {texts.useLeader ? (
        <NumberField
          id={`${id}-leader`}
          label={cairnAttributeLabel('Leader’s WIL')}
          text={texts.leader}
          onText={set('leader')}
          error={morale.leaderError}
        />
      ) : null}
      {wil !== null ? (
        <Chance
          label={`Chance to hold with ${morale.wilSource} ${wil}`}
          fraction={cairnMoraleHoldChance(wil)}
        />
      ) : null}
      {morale.saves ? (
        morale.survivors ? (
          <ul class="tool-list" aria-label="Morale saves">
            {morale.saves.map(({ check, label, standing, words, shown, stale }) => (
              <li key={check.trigger} class="tool-card">
                <p id={`${id}-${check.trigger}-standing`} tabIndex={-1}>
                  <strong>{label}</strong>: {words}
                </p>
                {standing === 'due' ? (
                  <div class="tool-actions">
                    <RollButton
                      id={`${id}-${check.trigger}`}
                      blockedBy={morale.blockedBy}
                      onClick={() => roll(check)}
                    >
                      Roll WIL save: {label}
                    </RollButton>
                  </div>
                ) : null}
                <ResultArea serial={shown?.serial} stale={stale}>
                  <p>{shown?.value.text}</p>
                </ResultArea>
              </li>
            ))}
          </ul>
        ) : (
          <p>Every member is a casualty: no one is left to check morale.</p>
        )
      ) : null}
    </ToolSection>
  );
}
