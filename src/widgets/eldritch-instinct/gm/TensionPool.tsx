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
  emptiedSentence,
  refillRefusedSentence,
  tensionRollTool,
  type TensionEvent,
} from '../../../rules/eldritch-instinct/tension-pool';
import {
  tensionLogEntry,
  viewTensionPool,
  viewTensionResult,
} from '../../../rules/eldritch-instinct/tension-pool-view';
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
  const view = viewTensionPool(size);
  // The dice the last "Empty the pool" took, until Undo puts them back or the pool changes here.
  const undo = useSaved($tensionPoolUndo);

  /** Says what a press did (nothing when it did nothing), logging the roll it made. */
  function act(event: TensionEvent | undefined) {
    if (!event) return;
    const entry = tensionLogEntry(event);
    if (entry) logRoll(tensionRollTool, entry.input, entry.roll, entry.source, id);
    show(event);
  }

  /** Emptying is said once, beside its Undo: the last press's result goes. */
  function empty() {
    clearPool();
    clearShown();
  }

  const result = shown && viewTensionResult(shown.value);
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
            {size} of {view.max}
          </strong>{' '}
          Tension Dice in the pool
        </p>
        <Pips of={view.max} filled={size} />
        <Chance label={view.chanceLabel} fraction={view.chance} />
      </div>
      <div class="tool-actions">
        <Button look="primary" countsEveryTap onClick={() => act(addDie(browserRng))}>
          {view.addButton}
        </Button>
        <Button look="tool" onClick={() => act(rollTension(browserRng))}>
          {view.rollButton}
        </Button>
        <Button reasonId={`${id}-empty-blocked`} blockedBy={view.emptyBlockedBy} onClick={empty}>
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
        {view.sixthNote}
      </LiveNote>
      <ResultArea serial={shown?.serial} label={`${title} result`}>
        {result ? <p>{result.sentence}</p> : null}
        {result?.dice ? (
          <>
            <ul class="tool-row ei-dice" aria-label="Tension Dice rolled">
              {result.dice.map(({ face, trigger }, index) => (
                <li key={index} class={trigger ? 'die ei-die-one' : 'die'}>
                  {face}
                </li>
              ))}
            </ul>
            {result.consequence ? (
              <p>
                <strong>A 1: consequence.</strong> The Warden’s 2d6: {result.consequence.dice} ={' '}
                <strong>{result.consequence.total}</strong> (2 to 12: the lower, the worse). It may
                be unrelated to the task and need not mean failure.
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
