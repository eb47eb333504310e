/**
 * The dice roller island: type any notation the dice core reads, see what is wrong with it as
 * you type, roll it (the result goes to the roll log), and see its exact odds.
 *
 * Place it with `<DiceRoller client:visible-after-load id="..." />`, an `id` for each roller on a
 * page. The server renders the whole form and the odds of the starting notation, so the page is
 * meaningful before hydration; only rolling needs JavaScript, and what is typed before it arrives
 * is handed over by the directive (src/lib/visible-after-load.ts), as in every tool.
 */
import { formatNumber } from '../../rules/words';
import { useMemo, useRef, useState } from 'preact/hooks';
import { viewTerm, type TermRoll } from '../../rules/dice';
import {
  DICE_ROLLER_EXAMPLES,
  readRollerNotation,
  rollRollerNotation,
  viewRollerChance,
  viewRollerOdds,
  type RollerNotationError,
  type RollerRoll,
} from '../../rules/dice/roller-view';
import { browserRng } from '../../lib/browser-rng';
import { addRoll } from '../../stores/roll-log';
import OddsChart from './OddsChart';
import {
  Form,
  Button,
  ChanceText,
  Heading,
  type HeadingLevel,
  NumberField,
  ResultArea,
  RollButton,
  TextField,
  useShown,
  ValueCards,
} from '../kit';
import './dice-roller.css';

export interface DiceRollerProps {
  /** The notation in the field at first. */
  notation?: string;
  /** Prefix for element ids; give each roller on one page its own. */
  id?: string;
  /** Where the roll log says the roll was made. */
  source?: string;
  /** The roll log's link back; defaults to the current page's path. */
  href?: string;
  /** Level of the "Chances" heading, to fit the page's outline. */
  headingLevel?: HeadingLevel;
}

/**
 * One term of a roll: its dice, with kept, dropped and successful dice labelled in words (not
 * only by colour), and what the term is worth. A lone term of plain dice skips the label and the
 * value, which the total above already says.
 */
function TermDetail({ term, first, alone }: { term: TermRoll; first: boolean; alone: boolean }) {
  const { label, dice, value } = viewTerm(term, { first, alone });
  return (
    <li class="tool-row">
      {label ? <code class="dice-term-label">{label}</code> : null}
      {dice.length > 0 ? (
        <ul class="dice-faces">
          {dice.map((die, index) => (
            <li
              key={index}
              class={`die${die.dropped ? ' dice-dropped' : ''}${die.marked ? ' dice-success' : ''}`}
            >
              <b>{die.value}</b>
              {die.note ? <small>{die.note}</small> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {value ? (
        <span class="tool-muted">
          {value.arrow} {value.text}
        </span>
      ) : null}
    </li>
  );
}

/**
 * What is wrong with the notation, then the notation with the place marked (for sighted readers:
 * the message already says where).
 */
function NotationError({ error }: { error: RollerNotationError }) {
  return (
    <>
      {error.message}
      <span class="dice-error-where" aria-hidden="true">
        <code>
          {error.before}
          <mark>{error.at}</mark>
          {error.after}
        </code>{' '}
        ← here
      </span>
    </>
  );
}

export default function DiceRoller({
  notation: initialNotation = '3d6kth2',
  id = 'dice-roller',
  source = 'Dice roller',
  href,
  headingLevel = 2,
}: DiceRollerProps) {
  const [notation, setNotation] = useState(initialNotation);
  const [thresholdText, setThresholdText] = useState<string | null>(null);
  const [rolled, showRoll] = useShown<RollerRoll>();
  const notationRef = useRef<HTMLInputElement>(null);

  const read = readRollerNotation(notation);
  const canonical = read.ok ? read.canonical : null;
  // Keyed by the canonical form, so `3D6 KTH2` and `3d6kth2` share one computation.
  const odds = useMemo(() => viewRollerOdds(read), [canonical, read.ok]);
  const chance = odds.kind === 'odds' ? viewRollerChance(odds, thresholdText) : null;

  function roll() {
    if (!read.ok) return notationRef.current?.focus();
    const result = rollRollerNotation(read, browserRng);
    showRoll(result);
    addRoll({
      source,
      href: href ?? (typeof location === 'undefined' ? undefined : location.pathname),
      expression: result.notation,
      detail: result.detail,
      total: result.roll.total,
    });
  }

  const shown = rolled?.value;
  const oddsId = `${id}-odds`;

  return (
    <div class="tool tool-body dice-roller" data-pagefind-ignore>
      <Form onSubmit={roll}>
        <TextField
          id={`${id}-notation`}
          fieldClass="dice-line dice-entry"
          label="Dice notation"
          name="notation"
          value={notation}
          onText={setNotation}
          inputRef={notationRef}
          autocapitalize="off"
          autocorrect="off"
          spellcheck={false}
          enterKeyHint="go"
          hint="Such as 2d6+2, 4d6dl1 or 6d6>3. Press Enter to roll."
          error={read.ok ? null : <NotationError error={read.error} />}
        >
          <RollButton id={id} type="submit" blockedBy={read.ok ? null : read.blockedBy}>
            Roll
          </RollButton>
        </TextField>
        <div role="group" aria-labelledby={`${id}-examples`}>
          <p id={`${id}-examples`} class="dice-examples-label">
            Examples
          </p>
          <ul class="tool-list dice-examples">
            {DICE_ROLLER_EXAMPLES.map((example) => (
              <li key={example.notation}>
                <Button look="tool" onClick={() => setNotation(example.notation)}>
                  <code>{example.notation}</code>
                  <small class="tool-muted">{example.note}</small>
                </Button>
              </li>
            ))}
          </ul>
        </div>
      </Form>

      <ResultArea
        serial={rolled?.serial}
        stale={!read.ok}
        label="Roll result"
        empty="No roll yet. The total and every die will show here."
      >
        {shown ? (
          <>
            <p class="tool-row">
              <span class="tool-muted">
                <code>{shown.notation}</code> rolled
              </span>
              <span class="tool-total dice-total">{formatNumber(shown.roll.total)}</span>
            </p>
            <ul class="tool-list">
              {shown.roll.terms.map((term, index) => (
                <TermDetail
                  key={index}
                  term={term}
                  first={index === 0}
                  alone={shown.roll.terms.length === 1}
                />
              ))}
            </ul>
          </>
        ) : null}
      </ResultArea>

      <section aria-labelledby={oddsId}>
        <Heading level={headingLevel} id={oddsId} class="dice-heading">
          {canonical ? ['Chances for ', <code key="n">{canonical}</code>] : 'Chances'}
        </Heading>
        {odds.kind === 'note' ? (
          <p class="tool-muted">{odds.note}</p>
        ) : chance ? (
          <>
            <ValueCards values={odds.cards} />
            <NumberField
              id={`${id}-threshold`}
              fieldClass="dice-line chance"
              hintClass="dice-chance"
              label="Chance of at least"
              text={chance.text}
              onText={setThresholdText}
              error={chance.error}
              hint={
                <span aria-live="polite">
                  {chance.chance ? <ChanceText fraction={chance.chance} /> : null}
                </span>
              }
            />
            <OddsChart
              distribution={odds.distribution}
              label={canonical ?? notation}
              highlight={shown && shown.notation === canonical ? shown.roll.total : null}
              id={`${id}-chart`}
            />
          </>
        ) : null}
      </section>
    </div>
  );
}
