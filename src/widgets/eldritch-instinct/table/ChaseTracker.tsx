/**
 * A chase: each PC faces three obstacles, each an opposed save against the other side, scoring
 * critical fail -1, fail 0, success 1, critical success 2; 1 point at the end escapes (or catches
 * the opponent). A PC with 2 or more points at the third obstacle may give their third save to a
 * slow PC. Obstacle ideas come from the page's d20 table, by ability. Not saved: one chase at a time.
 *
 * Place with `<ChaseTracker client:only="preact" />` (no saved state; client:only so nothing can be
 * clicked before it works).
 */
import { useMemo, useState } from 'preact/hooks';
import { formatD100, parseScore, SAVE_OUTCOME_LABELS } from '../../../rules/eldritch-instinct/saves';
import {
  canHelp,
  CHASE_ABILITIES,
  CHASE_OBSTACLES,
  chanceOfChasePoints,
  ownPoints,
  rollChaseObstacle,
  rollObstacleIdea,
  settleChase,
  VERDICT_LABELS,
  type ChaseAbility,
  type ChaseRole,
  type ChaseRunner,
  type ObstacleIdea,
} from '../../../rules/eldritch-instinct/chase';
import { browserRng } from '../../../lib/browser-rng';
import { addRoll } from '../../../stores/roll-log';
import { formatChance } from '../../shared/format-chance';
import tableCss from './table.css?inline';
import { injectStyle } from '../../shared/inject-style';

injectStyle('ei-table', tableCss);

interface Props {
  readonly id?: string;
  readonly headingLevel?: 2 | 3 | 4;
  readonly title?: string;
}

const MAX_RUNNERS = 6;

interface Draft {
  ability: ChaseAbility;
  pcText: string;
  opponentText: string;
  helping: string;
}

const emptyDraft = (): Draft => ({ ability: 'DEX', pcText: '50', opponentText: '50', helping: '' });

export default function ChaseTracker({ id = 'chase-tracker', headingLevel = 3, title = 'Chase tracker' }: Props) {
  const [role, setRole] = useState<ChaseRole>('fleeing');
  const [opponent, setOpponent] = useState('');
  const [runners, setRunners] = useState<ChaseRunner[]>([]);
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const [nameText, setNameText] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [ideaAbility, setIdeaAbility] = useState<ChaseAbility | ''>('');
  const [idea, setIdea] = useState<ObstacleIdea | null>(null);
  const [last, setLast] = useState<{ serial: number; text: string } | null>(null);
  const Heading = `h${headingLevel}` as 'h3';
  const SubHeading = `h${Math.min(headingLevel + 1, 6)}` as 'h4';
  const href = typeof location === 'undefined' ? undefined : `${location.pathname}#${id}`;
  const opponentName = opponent.trim() || (role === 'fleeing' ? 'The pursuers' : 'The fugitive');
  const verdicts = settleChase(role, runners);
  const finished = runners.length > 0 && verdicts.every((verdict) => verdict.verdict !== 'running');

  function addRunner(event: Event) {
    event.preventDefault();
    const trimmed = nameText.trim();
    if (trimmed === '') return fail('Enter the PC’s name.');
    if (runners.some((runner) => runner.name.toLowerCase() === trimmed.toLowerCase())) return fail(`${trimmed} is already in the chase.`);
    if (runners.length >= MAX_RUNNERS) return fail(`A chase here holds ${MAX_RUNNERS} PCs.`);
    setRunners([...runners, { name: trimmed, obstacles: [] }]);
    setDrafts({ ...drafts, [trimmed]: emptyDraft() });
    setNameText('');
    setNameError(null);
  }

  function fail(message: string) {
    setNameError(message);
    document.getElementById(`${id}-name`)?.focus();
  }

  function updateDraft(name: string, change: Partial<Draft>) {
    setDrafts((current) => ({ ...current, [name]: { ...(current[name] ?? emptyDraft()), ...change } }));
  }

  function roll(runner: ChaseRunner) {
    const draft = drafts[runner.name] ?? emptyDraft();
    const pc = parseScore(draft.pcText);
    const them = parseScore(draft.opponentText);
    if (!pc.ok || !them.ok) {
      document.getElementById(`${id}-${slug(runner.name)}-${pc.ok ? 'opponent' : 'pc'}`)?.focus();
      return;
    }
    const helping = canHelp(runner) && draft.helping ? draft.helping : undefined;
    const rolled = rollChaseObstacle(draft.ability, pc.value, them.value, browserRng, { pc: runner.name, opponent: opponentName });
    const obstacle = helping ? { ...rolled, helping } : rolled;
    const number = runner.obstacles.length + 1;
    setRunners((current) => current.map((candidate) => (candidate.name === runner.name ? { ...candidate, obstacles: [...candidate.obstacles, obstacle] } : candidate)));
    const points = `${obstacle.points > 0 ? '+' : ''}${obstacle.points} point${Math.abs(obstacle.points) === 1 ? '' : 's'}`;
    const text = `${runner.name}, obstacle ${number} (${draft.ability}): ${obstacle.explanation} ${points}${helping ? `, given to ${helping}` : ''}.`;
    setLast((previous) => ({ serial: (previous?.serial ?? 0) + 1, text }));
    addRoll({
      source: `Eldritch Instinct: Chase obstacle ${number} (${runner.name})`,
      href,
      expression: '2d100z',
      detail: `${runner.name} ${formatD100(obstacle.pcRoll)} vs ${obstacle.pcScore}; ${opponentName} ${formatD100(obstacle.opponentRoll)} vs ${obstacle.opponentScore}`,
      total: obstacle.points,
      result: `${SAVE_OUTCOME_LABELS[obstacle.pcOutcome]}, ${obstacle.won ? 'won' : obstacle.tie ? 'tie' : 'lost'}: ${points}`,
    });
  }

  function rollIdea() {
    const next = rollObstacleIdea(browserRng, ideaAbility || undefined);
    setIdea(next);
    addRoll({
      source: 'Eldritch Instinct: Chase Obstacles',
      href,
      expression: ideaAbility ? `pick of ${ideaAbility} rows` : 'd20',
      detail: String(next.roll),
      total: next.roll,
      result: `${next.ability}: ${next.obstacle}`,
    });
  }

  function reset() {
    setRunners([]);
    setDrafts({});
    setLast(null);
  }

  return (
    <section id={id} class="tool eit-tool" aria-labelledby={`${id}-heading`} data-pagefind-ignore>
      <Heading id={`${id}-heading`} class="eit-heading">
        {title}
      </Heading>
      <p class="eit-hint">
        Each obstacle is an opposed save. Points: a win 1 (2 with a critical success roll), a loss 0 (−1 with a critical failure roll); a tie counts as a fail. 1 point after three
        obstacles is needed.
      </p>
      <fieldset class="eit-choice">
        <legend>The PCs are</legend>
        <label class="eit-radio">
          <input type="radio" name={`${id}-role`} checked={role === 'fleeing'} onChange={() => setRole('fleeing')} /> fleeing (escape or be caught)
        </label>
        <label class="eit-radio">
          <input type="radio" name={`${id}-role`} checked={role === 'pursuing'} onChange={() => setRole('pursuing')} /> pursuing (catch them or lose them)
        </label>
      </fieldset>
      <div class="field">
        <label for={`${id}-opponent`}>Opponent’s name (optional)</label>
        <input id={`${id}-opponent`} value={opponent} maxLength={60} onInput={(event) => setOpponent(event.currentTarget.value)} />
      </div>
      <form class="eit-add" onSubmit={addRunner} noValidate>
        <div class="field">
          <label for={`${id}-name`}>PC name</label>
          <input
            id={`${id}-name`}
            value={nameText}
            maxLength={60}
            autocomplete="off"
            aria-invalid={nameError ? 'true' : 'false'}
            aria-describedby={nameError ? `${id}-name-error` : undefined}
            onInput={(event) => setNameText(event.currentTarget.value)}
          />
          {nameError ? (
            <p id={`${id}-name-error`} class="field-error">
              {nameError}
            </p>
          ) : null}
        </div>
        <button type="submit" class="primary-button eit-add-button">
          Add PC to the chase
        </button>
      </form>

      <ul class="eit-cards" aria-label="PCs in the chase">
        {runners.map((runner, index) => (
          <RunnerCard
            key={runner.name}
            runner={runner}
            verdict={verdicts[index]}
            others={runners.filter((other) => other.name !== runner.name).map((other) => other.name)}
            draft={drafts[runner.name] ?? emptyDraft()}
            base={`${id}-${slug(runner.name)}`}
            opponentName={opponentName}
            Tag={SubHeading}
            onDraft={(change) => updateDraft(runner.name, change)}
            onRoll={() => roll(runner)}
          />
        ))}
      </ul>
      {runners.length === 0 ? <p class="eit-hint">Add the PCs in the chase to begin.</p> : null}

      <div class="eit-result" role="status" aria-label={`${title} result`} aria-atomic="true">
        {finished ? (
          <p class="eit-outcome">
            <strong>Chase over:</strong> {verdicts.map((verdict) => `${verdict.name} ${VERDICT_LABELS[verdict.verdict].toLowerCase()} (${verdict.reason})`).join('; ')}.
          </p>
        ) : null}
        {last ? <p key={last.serial}>{last.text}</p> : <p class="eit-hint">No obstacle rolled yet.</p>}
      </div>
      {runners.length > 0 ? (
        <button type="button" class="text-button" onClick={reset}>
          Start a new chase
        </button>
      ) : null}

      <div class="eit-idea">
        <div class="field">
          <label for={`${id}-idea-ability`}>Obstacle idea for ability</label>
          <select id={`${id}-idea-ability`} value={ideaAbility} onChange={(event) => setIdeaAbility(event.currentTarget.value as ChaseAbility | '')}>
            <option value="">Any (roll d20)</option>
            {CHASE_ABILITIES.map((ability) => (
              <option key={ability} value={ability}>
                {ability}
              </option>
            ))}
          </select>
        </div>
        <button type="button" class="primary-button eit-secondary" onClick={rollIdea}>
          Roll an obstacle idea
        </button>
        <p aria-live="polite" class="eit-idea-text">
          {idea ? (
            <>
              <strong>
                {idea.roll}. {idea.ability}:
              </strong>{' '}
              {idea.obstacle}
            </>
          ) : null}
        </p>
      </div>
    </section>
  );
}

function slug(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'pc';
}

interface RunnerProps {
  readonly runner: ChaseRunner;
  readonly verdict: ReturnType<typeof settleChase>[number] | undefined;
  readonly others: readonly string[];
  readonly draft: Draft;
  readonly base: string;
  readonly opponentName: string;
  readonly Tag: 'h4';
  readonly onDraft: (change: Partial<Draft>) => void;
  readonly onRoll: () => void;
}

function RunnerCard({ runner, verdict, others, draft, base, opponentName, Tag, onDraft, onRoll }: RunnerProps) {
  const pc = parseScore(draft.pcText);
  const them = parseScore(draft.opponentText);
  const pcScore = pc.ok ? pc.value : null;
  const themScore = them.ok ? them.value : null;
  const chances = useMemo(() => (pcScore !== null && themScore !== null ? chanceOfChasePoints(pcScore, themScore) : null), [pcScore, themScore]);
  const done = runner.obstacles.length >= CHASE_OBSTACLES;
  const next = runner.obstacles.length + 1;
  const helper = canHelp(runner);
  const points = ownPoints(runner);
  const total = verdict?.points ?? points;
  const hidden = <span class="visually-hidden"> for {runner.name}</span>;

  return (
    <li class="eit-card">
      <article aria-labelledby={`${base}-heading`}>
        <Tag id={`${base}-heading`} class="eit-card-name">
          {runner.name}
        </Tag>
        <p>
          <strong>
            {total} point{total === 1 ? '' : 's'}
          </strong>
          {total !== points ? ` (${points} own, ${total - points} from help)` : ''} · {verdict ? VERDICT_LABELS[verdict.verdict] : ''}
          {verdict && verdict.verdict !== 'running' ? `: ${verdict.reason}` : ''}
        </p>
        {runner.obstacles.length > 0 ? (
          <ol class="eit-obstacles" aria-label={`${runner.name}’s obstacles`}>
            {runner.obstacles.map((obstacle, index) => (
              <li key={index}>
                {obstacle.ability}: {formatD100(obstacle.pcRoll)} vs {formatD100(obstacle.opponentRoll)}, {obstacle.won ? 'won' : obstacle.tie ? 'tie' : 'lost'} (
                {SAVE_OUTCOME_LABELS[obstacle.pcOutcome].toLowerCase()}): {obstacle.points > 0 ? '+' : ''}
                {obstacle.points}
                {obstacle.helping ? `, given to ${obstacle.helping}` : ''}
              </li>
            ))}
          </ol>
        ) : null}
        {!done ? (
          <fieldset class="eit-obstacle">
            <legend>
              Obstacle {next} of {CHASE_OBSTACLES}
            </legend>
            <div class="eit-inline">
              <div class="field">
                <label for={`${base}-ability`}>Ability</label>
                <select id={`${base}-ability`} value={draft.ability} onChange={(event) => onDraft({ ability: event.currentTarget.value as ChaseAbility })}>
                  {CHASE_ABILITIES.map((ability) => (
                    <option key={ability} value={ability}>
                      {ability}
                    </option>
                  ))}
                </select>
              </div>
              <ScoreField id={`${base}-pc`} label={`${runner.name}’s score`} text={draft.pcText} error={pc.ok ? null : pc.error.message} onText={(pcText) => onDraft({ pcText })} />
              <ScoreField
                id={`${base}-opponent`}
                label={`Opponent’s score (${opponentName})`}
                text={draft.opponentText}
                error={them.ok ? null : them.error.message}
                onText={(opponentText) => onDraft({ opponentText })}
              />
            </div>
            {chances ? (
              <p class="eit-hint">
                Chances: −1 {formatChance(chances['-1'])}, 0 {formatChance(chances['0'])}, +1 {formatChance(chances['1'])}, +2 {formatChance(chances['2'])}.
              </p>
            ) : null}
            {helper && others.length > 0 ? (
              <div class="field">
                <label for={`${base}-help`}>Help a slow PC with this third save (2+ points)</label>
                <select id={`${base}-help`} value={draft.helping} onChange={(event) => onDraft({ helping: event.currentTarget.value })}>
                  <option value="">No: keep it for {runner.name}</option>
                  {others.map((other) => (
                    <option key={other} value={other}>
                      Give the result to {other}
                    </option>
                  ))}
                </select>
              </div>
            ) : null}
            <button type="button" class="primary-button" onClick={onRoll}>
              Roll obstacle {next}
              {hidden}
            </button>
          </fieldset>
        ) : null}
      </article>
    </li>
  );
}

function ScoreField({ id, label, text, error, onText }: { id: string; label: string; text: string; error: string | null; onText: (text: string) => void }) {
  return (
    <div class="field">
      <label for={id}>{label}</label>
      <input
        id={id}
        class="eit-number"
        inputMode="numeric"
        value={text}
        aria-invalid={error ? 'true' : 'false'}
        aria-describedby={error ? `${id}-error` : undefined}
        onInput={(event) => onText(event.currentTarget.value)}
      />
      {error ? (
        <p id={`${id}-error`} class="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
