/**
 * The Tension Pool: add a Tension Die (time passes, a detail added), roll the pool (a reckless
 * act), or empty it. The sixth die rolls the pool at once and empties it; an empty pool rolls one
 * d6 without adding it. Any 1 shows the Warden's 2d6 consequence (the lower, the worse; the text
 * has no consequence table). The exact chance that the next roll shows a 1 is shown for the
 * current pool. Saved in this browser and shared by open tabs.
 *
 * Place with `<TensionPool client:only="preact" />`: it reads the saved pool.
 */
import { useState } from 'preact/hooks';
import { useStore } from '@nanostores/preact';
import { chanceOfTensionTrigger, TENSION_POOL_MAX, type TensionStep } from '../../../rules/eldritch-instinct/tension-pool';
import { browserRng } from '../../../lib/browser-rng';
import { $tensionPool, $tensionPoolNotice, addDie, clearPool, rollTension } from '../../../stores/eldritch-instinct/tension-pool';
import { addRoll } from '../../../stores/roll-log';
import { formatChance, formatFraction } from '../../shared/format-chance';
import tableCss from './table.css?inline';
import { injectStyle } from '../../shared/inject-style';
import StoreNotice from '../../kit/StoreNotice';

injectStyle('ei-table', tableCss);

interface Props {
  readonly id?: string;
  readonly headingLevel?: 2 | 3 | 4;
  readonly title?: string;
}

interface Shown {
  readonly serial: number;
  readonly what: 'added' | 'rolled' | 'auto' | 'cleared';
  readonly step: TensionStep;
}

export default function TensionPool({ id = 'tension-pool-tool', headingLevel = 3, title = 'Tension Pool' }: Props) {
  const size = useStore($tensionPool);
  const [shown, setShown] = useState<Shown | null>(null);
  const Heading = `h${headingLevel}` as 'h3';
  const chance = chanceOfTensionTrigger(size);
  const fraction = formatFraction(chance);
  const href = typeof location === 'undefined' ? undefined : `${location.pathname}#${id}`;

  function log(step: TensionStep, label: string) {
    const roll = step.roll;
    if (!roll) return;
    const ones = roll.dice.filter((face) => face === 1).length;
    addRoll({
      source: `Eldritch Instinct: ${label}`,
      href,
      expression: `${roll.dice.length}d6`,
      detail: roll.dice.join(', '),
      total: ones,
      result: roll.triggered ? `${ones} one${ones === 1 ? '' : 's'}: consequence` : 'no 1: no consequence',
    });
    if (roll.consequence) {
      addRoll({
        source: 'Eldritch Instinct: Tension Pool consequence',
        href,
        expression: '2d6',
        detail: roll.consequence.dice.join(', '),
        total: roll.consequence.total,
        result: 'the lower, the worse',
      });
    }
  }

  function add() {
    const step = addDie(browserRng);
    const what = step.roll ? 'auto' : 'added';
    setShown((previous) => ({ serial: (previous?.serial ?? 0) + 1, what, step }));
    if (step.roll) log(step, 'Tension Pool (sixth die)');
  }

  function roll() {
    const step = rollTension(browserRng);
    setShown((previous) => ({ serial: (previous?.serial ?? 0) + 1, what: 'rolled', step }));
    log(step, step.roll?.emptyPoolDie ? 'Tension Pool (empty pool, 1d6)' : 'Tension Pool (reckless act)');
  }

  function clear() {
    const step = clearPool();
    setShown((previous) => ({ serial: (previous?.serial ?? 0) + 1, what: 'cleared', step }));
  }

  const result = shown?.step.roll;
  return (
    <section id={id} class="tool eit-tool" aria-labelledby={`${id}-heading`} data-pagefind-ignore>
      <Heading id={`${id}-heading`} class="eit-heading">
        {title}
      </Heading>
      <p class="eit-hint">Saved in this browser. Time passing or a detail added adds a die; a reckless act rolls the pool.</p>
      <StoreNotice $notice={$tensionPoolNotice} />
      <div class="eit-pool" aria-live="polite">
        <p class="eit-pool-count">
          <strong>
            {size} of {TENSION_POOL_MAX}
          </strong>{' '}
          Tension Dice in the pool
        </p>
        <div class="eit-pips" aria-hidden="true">
          {Array.from({ length: TENSION_POOL_MAX }, (_, index) => (
            <span key={index} class={index < size ? 'eit-pip eit-pip-full' : 'eit-pip'} />
          ))}
        </div>
        <p>
          Chance the next roll shows a 1{size === 0 ? ' (empty pool: one d6, not added)' : ` (${size}d6)`}:{' '}
          <strong>{formatChance(chance)}</strong> ({fraction.exact}
          {fraction.reduced ? ` = ${fraction.reduced}` : ''})
        </p>
        {size === TENSION_POOL_MAX - 1 ? <p class="eit-hint">The next die is the sixth: it rolls all six at once, then empties the pool.</p> : null}
      </div>
      <div class="eit-actions">
        <button type="button" class="primary-button" onClick={add}>
          {size === TENSION_POOL_MAX - 1 ? 'Add the sixth die (rolls the pool)' : 'Add a Tension Die'}
        </button>
        <button type="button" class="primary-button eit-secondary" onClick={roll}>
          {size === 0 ? 'Roll 1d6 (empty pool)' : 'Roll the pool (reckless act)'}
        </button>
        <button type="button" class="text-button" onClick={clear}>
          Empty the pool
        </button>
      </div>
      <div class="eit-result" role="status" aria-label={`${title} result`} aria-atomic="true">
        {shown ? (
          <div key={shown.serial}>
            {shown.what === 'added' ? <p>A Tension Die was added: {shown.step.size} in the pool.</p> : null}
            {shown.what === 'cleared' ? <p>The pool was emptied without rolling.</p> : null}
            {result ? (
              <>
                <p>
                  {shown.what === 'auto'
                    ? 'The sixth die was added: all six rolled, then the pool was emptied.'
                    : result.emptyPoolDie
                      ? 'The pool was empty: one d6 rolled and not added.'
                      : `The pool rolled (${result.dice.length} dice stay in it).`}
                </p>
                <ul class="eit-dice" aria-label="Tension Dice rolled">
                  {result.dice.map((face, index) => (
                    <li key={index} class={face === 1 ? 'eit-die eit-die-one' : 'eit-die'}>
                      {face}
                    </li>
                  ))}
                </ul>
                {result.consequence ? (
                  <p class="eit-outcome">
                    <strong>A 1: consequence.</strong> The Warden’s 2d6: {result.consequence.dice.join(' + ')} = <strong>{result.consequence.total}</strong> (2 to 12: the lower,
                    the worse). It may be unrelated to the task and need not mean failure.
                  </p>
                ) : (
                  <p class="eit-outcome">No 1: no consequence.</p>
                )}
              </>
            ) : null}
          </div>
        ) : (
          <p class="eit-hint">No roll yet.</p>
        )}
      </div>
    </section>
  );
}
