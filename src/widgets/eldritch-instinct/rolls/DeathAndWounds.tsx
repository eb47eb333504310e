/**
 * Death and wounds: the Death Save (1d10 read 0-9, rolled hidden and revealed when someone
 * checks the vitals; it goes to the roll log only when revealed, since the log is visible to
 * everyone; saved in this browser, hidden or revealed, until the next one is rolled), the Wounds Table (d100 in tens plus the d10 area, with a weapon's +10), and
 * Bleeding/Burning counting down 1 HP per round each.
 *
 * Place with `<DeathAndWounds client:visible-after-load />` (it reads the saved Death Save); props: id, title, headingLevel.
 */
import { useState } from 'preact/hooks';
import { deathSaveTool, ONGOING_LOSS_LABELS } from '../../../rules/eldritch-instinct/death';
import {
  rollWoundSaid,
  viewBleeding,
  viewDeathSave,
} from '../../../rules/eldritch-instinct/death-view';
import {
  $deathSave,
  $deathSaveNotice,
  revealDeathSave,
  rollHiddenDeathSave,
  type HiddenDeathSave,
} from '../../../stores/eldritch-instinct/death-save';
import { browserRng } from '../../../lib/browser-rng';
import ToolPart, { partsTool, Toggles, type PartProps, type ToggleSpec } from './ToolPart';
import {
  Button,
  focusAfterRender,
  NumberField,
  ResultArea,
  RollWithResult,
  useSaved,
  useShown,
} from '../../kit';
import { eiRollLogger, logRoll } from '../log-roll';

function DeathSavePart({ id, level }: PartProps) {
  // Saved, so a reload neither loses the hidden die nor shows it; `shown` only announces.
  const hidden = useSaved($deathSave);
  const [shown, show] = useShown<HiddenDeathSave>();
  const view = viewDeathSave(hidden);

  function reveal() {
    const revealed = revealDeathSave();
    if (!revealed) return;
    show(revealed);
    logRoll(deathSaveTool, {}, revealed.save, 'Death Save', id);
    // The button turns off once pressed: the focus goes to the die it revealed, never on to the
    // next control (the Wounds Table's +10), where a second key press would tick it.
    focusAfterRender(`${id}-death-revealed`);
  }

  return (
    <ToolPart id={`${id}-death`} level={level} title="Death Save">
      <p class="tool-muted">
        At 0 HP: roll 1d10 (read 0–9) without looking. The die stays hidden until someone checks the
        vitals; only then does it go to the roll log.
      </p>
      <div class="tool-actions">
        <Button look="primary" onClick={() => show(rollHiddenDeathSave(browserRng))}>
          {view.rollButton}
        </Button>
        <Button look="tool" onClick={reveal} disabled={view.revealOff}>
          Check vitals (reveal)
        </Button>
      </div>
      {/* A saved die shows at once after a reload (serial 0), announced only when it changes here. */}
      <ResultArea serial={hidden ? (shown?.serial ?? 0) : undefined}>
        {view.revealed ? (
          <p id={`${id}-death-revealed`} tabIndex={-1}>
            The die shows <strong class="die">{view.revealed.roll}</strong>:{' '}
            <strong>{view.revealed.result}</strong> {view.revealed.text}
          </p>
        ) : view.hiddenNote ? (
          <p>{view.hiddenNote}</p>
        ) : null}
      </ResultArea>
    </ToolPart>
  );
}

const WOUND_OPTIONS: readonly ToggleSpec<'plusTen'>[] = [
  ['plusTen', 'plus-ten', '+10 on Wounds Table (the weapon says so)'],
];
const ONGOING_LOSSES: readonly ToggleSpec<'bleeding' | 'burning'>[] = (
  ['bleeding', 'burning'] as const
).map((condition) => [condition, condition, ONGOING_LOSS_LABELS[condition]]);

function WoundsPart({ id, level }: PartProps) {
  const [options, setOptions] = useState({ plusTen: false });
  return (
    <ToolPart id={`${id}-wounds`} level={level} title="Wounds Table">
      <p class="tool-muted">
        d100 read 00–99 in tens for the effect, and a d10 (0–9) for the area. A result past 99 reads
        the 90 row.
      </p>
      <Toggles id={id} specs={WOUND_OPTIONS} values={options} onChange={setOptions} />
      <RollWithResult
        id={`${id}-wound`}
        button="Roll a wound"
        roll={() => rollWoundSaid(options, eiRollLogger(id))}
      />
    </ToolPart>
  );
}

function BleedingPart({ id, level }: PartProps) {
  const [hpText, setHpText] = useState('10');
  const [conditions, setConditions] = useState({ bleeding: true, burning: false });
  const { error, blockedBy, next } = viewBleeding(hpText, conditions);

  function nextRound(): string | null {
    if (!next) return null;
    setHpText(String(next.hp));
    return next.sentence;
  }

  return (
    <ToolPart id={`${id}-conditions`} level={level} title="Bleeding and Burning">
      <p class="tool-muted">
        Each loses 1 HP per round until first aid is applied or the fire is put out.
      </p>
      <NumberField
        id={`${id}-hp`}
        label="Current HP"
        text={hpText}
        onText={setHpText}
        error={error}
      />
      <Toggles id={id} specs={ONGOING_LOSSES} values={conditions} onChange={setConditions} />
      <RollWithResult
        id={`${id}-round`}
        button="Next round"
        blockedBy={blockedBy}
        roll={nextRound}
      />
    </ToolPart>
  );
}

export default partsTool(
  { id: 'ei-death-wounds', title: 'Death and wounds', notices: [$deathSaveNotice] },
  [DeathSavePart, WoundsPart, BleedingPart],
);
