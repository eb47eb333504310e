/**
 * Opposed save: two scores, the exact chance that each side wins or that they tie (over the
 * 100 x 100 pairs of rolls), then a roll of both saves explained in words. Every roll goes to
 * the roll log. Decisions shown in the UI: a score above 100 adds its excess to a passing roll
 * only; equal results are a tie for the Warden to settle.
 *
 * Place with `<OpposedSave client:visible />`; props: id, title, headingLevel.
 */
import { useState } from 'preact/hooks';
import { chanceOfOpposedSaves, formatD100, MAX_SCORE, MIN_SCORE, resolveOpposedSaves, rollD100 } from '../../../rules/eldritch-instinct/saves';
import { browserRng } from '../../../lib/browser-rng';
import { addRoll } from '../../../stores/roll-log';
import { ChanceRow, Heading, hrefFor, readScore, ScoreField, type HeadingLevel } from './SaveRoller';
import './rollers.css';

interface Props {
  readonly id?: string;
  readonly title?: string;
  readonly headingLevel?: HeadingLevel;
}

export default function OpposedSave({ id = 'ei-opposed-save', title = 'Opposed save', headingLevel = 3 }: Props) {
  const [nameA, setNameA] = useState('PC');
  const [nameB, setNameB] = useState('Opponent');
  const [textA, setTextA] = useState('50');
  const [textB, setTextB] = useState('50');
  const [result, setResult] = useState<{ serial: number; explanation: string; winner: string } | null>(null);
  const a = readScore(textA);
  const b = readScore(textB);
  const labelA = nameA.trim() || 'Side A';
  const labelB = nameB.trim() || 'Side B';
  const chances = a.value !== null && b.value !== null ? chanceOfOpposedSaves(a.value, b.value) : null;
  const headingId = `${id}-heading`;

  function roll() {
    if (a.value === null || b.value === null) {
      document.getElementById(a.value === null ? `${id}-score-a` : `${id}-score-b`)?.focus();
      return;
    }
    const rollA = rollD100(browserRng);
    const rollB = rollD100(browserRng);
    const resolved = resolveOpposedSaves({ score: a.value, roll: rollA }, { score: b.value, roll: rollB }, { a: labelA, b: labelB });
    const winner = resolved.winner === 'tie' ? 'Tie' : `${resolved.winner === 'a' ? labelA : labelB} wins`;
    setResult((previous) => ({ serial: (previous?.serial ?? 0) + 1, explanation: resolved.explanation, winner }));
    addRoll({
      source: `Eldritch Instinct: Opposed save (${labelA} vs ${labelB})`,
      href: hrefFor(id),
      expression: '2 × d100z',
      detail: `${labelA} ${formatD100(rollA)} vs ${a.value}; ${labelB} ${formatD100(rollB)} vs ${b.value}`,
      total: resolved.winner === 'b' ? resolved.resultB : resolved.resultA,
      result: winner,
    });
  }

  return (
    <section id={id} class="tool eir-tool" aria-labelledby={headingId} data-pagefind-ignore>
      <Heading level={headingLevel} id={headingId}>
        {title}
      </Heading>
      <p class="eir-muted">
        A side that passes beats one that fails; if both pass the highest result wins, if both fail the lowest roll wins. A score above 100 adds its excess to
        a passing roll (our reading: not to a failed one). Equal results are shown as a tie for the Warden to settle, e.g. by rolling again.
      </p>
      <div class="eir-grid">
        <fieldset class="eir-side">
          <legend>First side</legend>
          <div class="field eir-field">
            <label for={`${id}-name-a`}>Name</label>
            <input id={`${id}-name-a`} type="text" autocomplete="off" value={nameA} onInput={(event) => setNameA(event.currentTarget.value)} />
          </div>
          <ScoreField id={`${id}-score-a`} label={`${labelA}'s score (${MIN_SCORE}–${MAX_SCORE})`} text={textA} onText={setTextA} error={a.error} />
        </fieldset>
        <fieldset class="eir-side">
          <legend>Second side</legend>
          <div class="field eir-field">
            <label for={`${id}-name-b`}>Name</label>
            <input id={`${id}-name-b`} type="text" autocomplete="off" value={nameB} onInput={(event) => setNameB(event.currentTarget.value)} />
          </div>
          <ScoreField id={`${id}-score-b`} label={`${labelB}'s score (${MIN_SCORE}–${MAX_SCORE})`} text={textB} onText={setTextB} error={b.error} />
        </fieldset>
      </div>
      {chances ? (
        <div class="eir-chances" aria-live="polite">
          <p class="eir-chances-title">Exact chances over the 100 × 100 pairs of rolls:</p>
          <dl>
            <ChanceRow label={`${labelA} wins`} fraction={chances.a} />
            <ChanceRow label={`${labelB} wins`} fraction={chances.b} />
            <ChanceRow label="Tie" fraction={chances.tie} />
          </dl>
        </div>
      ) : null}
      <button type="button" class="primary-button" onClick={roll}>
        Roll opposed save
      </button>
      <div class="eir-result" aria-live="polite" role="status">
        {result ? (
          <p key={result.serial}>
            <strong>{result.winner}.</strong> {result.explanation}
          </p>
        ) : null}
      </div>
    </section>
  );
}
