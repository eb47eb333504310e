/**
 * The Tension Pool: add a Tension Die (time passes, a detail added), roll the pool (a reckless
 * act), or empty it. The sixth die rolls the pool at once and empties it; an empty pool rolls one
 * d6 without adding it. Any 1 shows the Warden's 2d6 consequence (the lower, the worse; the text
 * has no consequence table). The exact chance that the next roll shows a 1 is shown for the
 * current pool. Saved in this browser and shared by open tabs.
 *
 * Place with `<TensionPool client:visible-after-load />`: it reads the saved pool.
 */
import {
  Button,
  Pips,
  Chance,
  LiveNote,
  ResultArea,
  ToolSection,
  UndoRemove,
  useSaved,
  useShown,
  type ToolProps,
  toolFrame,
} from '../../kit';
import {
  addingTriggersRoll,
  chanceOfTensionTrigger,
  emptiedSentence,
  emptyPoolBlockedBy,
  refillRefusedSentence,
  TENSION_POOL_MAX,
  TENSION_TRIGGER_FACE,
  tensionDiceNextRoll,
  tensionPressSentence,
  tensionRollInput,
  tensionRollSource,
  tensionRollTool,
  type TensionEvent,
} from '../../../rules/eldritch-instinct/tension-pool';
import { browserRng } from '../../../lib/browser-rng';
import {
  $tensionPool,
  $tensionPoolNotice,
  $tensionPoolUndo,
  addDie,
  clearPool,
  rollTension,
  undoEmptyPool,
} from '../../../stores/eldritch-instinct/tension-pool';
import { logRoll } from '../log-roll';
import './gm.css';

export default function TensionPool(props: ToolProps) {
  const { id, title, headingLevel } = toolFrame(props, 'tension-pool-tool', 'Tension Pool');
  const size = useSaved($tensionPool);
  const [shown, show, clearShown] = useShown<TensionEvent>();
  const sixth = addingTriggersRoll(size);
  // The dice the last "Empty the pool" took, until Undo puts them back or the pool changes here.
  const undo = useSaved($tensionPoolUndo);

  /** Says what a press did (nothing when it did nothing), logging the roll it made. */
  function act(event: TensionEvent | undefined) {
    const roll = event?.step.roll;
    if (roll)
      logRoll(
        tensionRollTool,
        tensionRollInput(roll),
        roll,
        tensionRollSource(event.what, roll),
        id,
      );
    if (event) show(event);
  }

  /** Emptying is said once, beside its Undo: the last press's result goes. */
  function empty() {
    clearPool();
    clearShown();
  }

  const result = shown?.value.step.roll;
  return (
    <ToolSection id={id} title={title} headingLevel={headingLevel} notices={[$tensionPoolNotice]}>
      <p class="tool-hint">
        Saved in this browser. Time passing or a detail added adds a die; a reckless act rolls the
        pool.
      </p>
      {/* Not live: the result below says what each press did to the pool in a sentence. */}
      <div>
        <p>
          <strong>
            {size} of {TENSION_POOL_MAX}
          </strong>{' '}
          Tension Dice in the pool
        </p>
        <Pips of={TENSION_POOL_MAX} filled={size} />
        <Chance
          label={`Chance the next roll (${tensionDiceNextRoll(size)}d6) shows a 1`}
          fraction={chanceOfTensionTrigger(size)}
        />
      </div>
      <div class="tool-actions">
        <Button look="primary" countsEveryTap onClick={() => act(addDie(browserRng))}>
          {sixth ? 'Add the sixth die (rolls the pool)' : 'Add a Tension Die'}
        </Button>
        <Button look="tool" onClick={() => act(rollTension(browserRng))}>
          {size === 0 ? 'Roll 1d6 (empty pool)' : 'Roll the pool (reckless act)'}
        </Button>
        <Button
          reasonId={`${id}-empty-blocked`}
          blockedBy={emptyPoolBlockedBy(size)}
          onClick={empty}
        >
          Empty the pool
        </Button>
      </div>
      <UndoRemove
        removal={{ ...undo, undo: () => act(undoEmptyPool()) }}
        text={emptiedSentence}
        button="Undo empty"
        refusedText={refillRefusedSentence}
      />
      {/* Under the buttons, so that its coming and going never moves them under a finger. */}
      <LiveNote class="tool-hint" status={false}>
        {sixth ? 'The next die is the sixth: it rolls all six at once, then empties the pool.' : ''}
      </LiveNote>
      <ResultArea serial={shown?.serial} label={`${title} result`}>
        {shown ? <p>{tensionPressSentence(shown.value)}</p> : null}
        {result ? (
          <>
            <ul class="tool-row ei-dice" aria-label="Tension Dice rolled">
              {result.dice.map((face, index) => (
                <li key={index} class={face === TENSION_TRIGGER_FACE ? 'die ei-die-one' : 'die'}>
                  {face}
                </li>
              ))}
            </ul>
            {result.consequence ? (
              <p>
                <strong>A 1: consequence.</strong> The Warden’s 2d6:{' '}
                {result.consequence.dice.join(' + ')} = <strong>{result.consequence.total}</strong>{' '}
                (2 to 12: the lower, the worse). It may be unrelated to the task and need not mean
                failure.
              </p>
            ) : (
              <p>No 1: no consequence.</p>
            )}
          </>
        ) : null}
      </ResultArea>
    </ToolSection>
  );
}
