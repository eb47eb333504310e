/**
 * A chase: each PC faces three obstacles, each an opposed save against the other side, scoring
 * critical fail -1, fail 0, success 1, critical success 2; 1 point at the end escapes (or catches
 * the opponent). A PC with 2 or more points at the third obstacle may give their third save to a
 * slow PC. Obstacle ideas come from the page's d20 table, by ability. Not saved: one chase at a time.
 *
 * Place with `<ChaseTracker client:visible-after-load />` (no saved state).
 */
import { howMany } from '../../../rules/words';
import { useMemo, useState } from 'preact/hooks';
import {
  formatD100,
  parseScore,
  SAVE_OUTCOME_LABELS,
  scoreRollOff,
} from '../../../rules/eldritch-instinct/saves';
import {
  canHelp,
  chanceOfChasePoints,
  CHASE_ABILITIES,
  CHASE_OBSTACLES,
  chaseObstacleTool,
  checkRunnerName,
  obstacleIdeaTool,
  obstacleSentence,
  obstacleVerdict,
  ownPoints,
  settleChase,
  VERDICT_LABELS,
  type ChaseAbility,
  type ChaseRole,
  type ChaseRunner,
  type ObstacleIdea,
  type RunnerVerdict,
} from '../../../rules/eldritch-instinct/chase';
import {
  ChanceText,
  ChoiceField,
  deeper,
  Heading,
  type HeadingLevel,
  LiveNote,
  NumberField,
  RadioGroup,
  ResultArea,
  RollButton,
  TextField,
  ToolSection,
  useShown,
  readField,
  type ToolProps,
} from '../../kit';
import { rollAndLog } from '../log-roll';
import './gm.css';

interface Draft {
  ability: ChaseAbility;
  pcText: string;
  opponentText: string;
  helping: string;
}

const emptyDraft = (): Draft => ({ ability: 'DEX', pcText: '50', opponentText: '50', helping: '' });
const ABILITY_OPTIONS = CHASE_ABILITIES.map((ability) => ({ value: ability, label: ability }));

function slug(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'pc'
  );
}

export default function ChaseTracker({
  id = 'chase-tracker',
  headingLevel = 3,
  title = 'Chase tracker',
}: ToolProps) {
  const [role, setRole] = useState<ChaseRole>('fleeing');
  const [opponent, setOpponent] = useState('');
  const [runners, setRunners] = useState<ChaseRunner[]>([]);
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const [nameText, setNameText] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [ideaAbility, setIdeaAbility] = useState<ChaseAbility | ''>('');
  const [idea, setIdea] = useState<ObstacleIdea | null>(null);
  const [last, show, clearLast] = useShown<string>();
  const opponentName = opponent.trim() || (role === 'fleeing' ? 'The pursuers' : 'The fugitive');
  const verdicts = settleChase(role, runners);
  const finished = runners.length > 0 && verdicts.every((verdict) => verdict.verdict !== 'running');

  function addRunner(event: Event) {
    event.preventDefault();
    const checked = checkRunnerName(nameText, runners);
    if (!checked.ok) {
      setNameError(checked.error.message);
      document.getElementById(`${id}-name`)?.focus();
      return;
    }
    setRunners([...runners, { name: checked.value, obstacles: [] }]);
    setDrafts({ ...drafts, [checked.value]: emptyDraft() });
    setNameText('');
    setNameError(null);
  }

  function roll(runner: ChaseRunner, pcScore: number, opponentScore: number) {
    const draft = drafts[runner.name] ?? emptyDraft();
    const number = runner.obstacles.length + 1;
    const input = {
      ability: draft.ability,
      pc: { name: runner.name, score: pcScore },
      opponent: { name: opponentName, score: opponentScore },
      ...(canHelp(runner) && draft.helping ? { helping: draft.helping } : {}),
    };
    const obstacle = rollAndLog(
      chaseObstacleTool,
      input,
      `Chase obstacle ${number} (${runner.name})`,
      id,
    );
    setRunners((current) =>
      current.map((candidate) =>
        candidate.name === runner.name
          ? { ...candidate, obstacles: [...candidate.obstacles, obstacle] }
          : candidate,
      ),
    );
    show(obstacleSentence(runner.name, number, obstacle));
  }

  return (
    <ToolSection id={id} title={title} headingLevel={headingLevel}>
      <p class="tool-hint">
        Each obstacle is an opposed save. Points: a win 1 (2 with a critical success roll), a loss 0
        (−1 with a critical failure roll); a tie counts as a fail. 1 point after three obstacles is
        needed.
      </p>
      <p class="tool-hint">
        <strong>Not saved:</strong> the chase lasts while this page is open; reloading or leaving
        the page ends it (rolls stay in the roll log).
      </p>
      <RadioGroup
        name={`${id}-role`}
        legend="The PCs are"
        value={role}
        options={[
          { value: 'fleeing', label: 'fleeing (escape or be caught)' },
          { value: 'pursuing', label: 'pursuing (catch them or lose them)' },
        ]}
        onChange={setRole}
      />
      <TextField
        id={`${id}-opponent`}
        label="Opponent’s name (optional)"
        value={opponent}
        maxLength={60}
        onText={setOpponent}
      />
      <form class="tool-row" onSubmit={addRunner} noValidate>
        <TextField
          id={`${id}-name`}
          label="PC name"
          value={nameText}
          maxLength={60}
          error={nameError}
          onText={setNameText}
        />
        <button type="submit" class="primary-button">
          Add PC to the chase
        </button>
      </form>

      <ul class="tool-list" aria-label="PCs in the chase">
        {runners.map((runner, index) => (
          <RunnerCard
            key={runner.name}
            runner={runner}
            verdict={verdicts[index]}
            others={runners
              .filter((other) => other.name !== runner.name)
              .map((other) => other.name)}
            draft={drafts[runner.name] ?? emptyDraft()}
            base={`${id}-${slug(runner.name)}`}
            opponentName={opponentName}
            level={deeper(headingLevel)}
            onDraft={(change) =>
              setDrafts((current) => ({
                ...current,
                [runner.name]: { ...(current[runner.name] ?? emptyDraft()), ...change },
              }))
            }
            onRoll={(pc, them) => roll(runner, pc, them)}
          />
        ))}
      </ul>
      {runners.length === 0 ? <p class="tool-hint">Add the PCs in the chase to begin.</p> : null}

      <ResultArea serial={last?.serial} label={`${title} result`}>
        {finished ? (
          <p>
            <strong>Chase over:</strong>{' '}
            {verdicts
              .map(
                (verdict) =>
                  `${verdict.name} ${VERDICT_LABELS[verdict.verdict].toLowerCase()} (${verdict.reason})`,
              )
              .join('; ')}
            .
          </p>
        ) : null}
        {last ? <p>{last.value}</p> : <p class="tool-hint">No obstacle rolled yet.</p>}
      </ResultArea>
      {runners.length > 0 ? (
        <button
          type="button"
          class="text-button"
          onClick={() => {
            setRunners([]);
            setDrafts({});
            clearLast();
          }}
        >
          Start a new chase
        </button>
      ) : null}

      <div class="ei-idea">
        <ChoiceField
          id={`${id}-idea-ability`}
          label="Obstacle idea for ability"
          value={ideaAbility}
          options={[{ value: '', label: 'Any (roll d20)' }, ...ABILITY_OPTIONS]}
          onChange={setIdeaAbility}
        />
        <div class="tool-actions">
          <button
            type="button"
            class="tool-button"
            onClick={() =>
              setIdea(
                rollAndLog(
                  obstacleIdeaTool,
                  { ability: ideaAbility || null },
                  'Chase Obstacles',
                  id,
                ),
              )
            }
          >
            Roll an obstacle idea
          </button>
        </div>
        <LiveNote status={false}>
          {idea ? (
            <>
              <strong>
                {idea.roll}. {idea.ability}:
              </strong>{' '}
              {idea.obstacle}
            </>
          ) : null}
        </LiveNote>
      </div>
    </ToolSection>
  );
}

interface RunnerProps {
  readonly runner: ChaseRunner;
  readonly verdict: RunnerVerdict | undefined;
  readonly others: readonly string[];
  readonly draft: Draft;
  readonly base: string;
  readonly opponentName: string;
  readonly level: HeadingLevel;
  readonly onDraft: (change: Partial<Draft>) => void;
  readonly onRoll: (pcScore: number, opponentScore: number) => void;
}

function RunnerCard({
  runner,
  verdict,
  others,
  draft,
  base,
  opponentName,
  level,
  onDraft,
  onRoll,
}: RunnerProps) {
  const pc = readField(parseScore(draft.pcText));
  const them = readField(parseScore(draft.opponentText));
  const chances = useMemo(
    () =>
      pc.value !== null && them.value !== null ? chanceOfChasePoints(pc.value, them.value) : null,
    [pc.value, them.value],
  );
  const next = runner.obstacles.length + 1;
  const points = ownPoints(runner);
  const total = verdict?.points ?? points;

  return (
    <li class="tool-card">
      <article aria-labelledby={`${base}-heading`}>
        <Heading level={level} id={`${base}-heading`}>
          {runner.name}
        </Heading>
        <p>
          <strong>{howMany(total, 'point')}</strong>
          {total !== points ? ` (${points} own, ${total - points} from help)` : ''} ·{' '}
          {verdict ? VERDICT_LABELS[verdict.verdict] : ''}
          {verdict && verdict.verdict !== 'running' ? `: ${verdict.reason}` : ''}
        </p>
        {runner.obstacles.length > 0 ? (
          <ol aria-label={`${runner.name}’s obstacles`}>
            {runner.obstacles.map((obstacle, index) => (
              <li key={index}>
                {obstacle.ability}: {formatD100(obstacle.pcRoll)} vs{' '}
                {formatD100(obstacle.opponentRoll)}, {obstacleVerdict(obstacle)} (
                {SAVE_OUTCOME_LABELS[obstacle.pcOutcome].toLowerCase()}):{' '}
                {obstacle.points > 0 ? '+' : ''}
                {obstacle.points}
                {obstacle.helping ? `, given to ${obstacle.helping}` : ''}
              </li>
            ))}
          </ol>
        ) : null}
        {runner.obstacles.length < CHASE_OBSTACLES ? (
          <fieldset>
            <legend>
              Obstacle {next} of {CHASE_OBSTACLES}
            </legend>
            <div class="tool-grid">
              <ChoiceField
                id={`${base}-ability`}
                label="Ability"
                value={draft.ability}
                options={ABILITY_OPTIONS}
                onChange={(ability) => onDraft({ ability })}
              />
              <NumberField
                id={`${base}-pc`}
                label={`${runner.name}’s score`}
                text={draft.pcText}
                error={pc.error}
                onText={(pcText) => onDraft({ pcText })}
              />
              <NumberField
                id={`${base}-opponent`}
                label={`Opponent’s score (${opponentName})`}
                text={draft.opponentText}
                error={them.error}
                onText={(opponentText) => onDraft({ opponentText })}
              />
            </div>
            {chances ? (
              <p class="tool-hint">
                Chances: −1 <ChanceText fraction={chances['-1']} />, 0{' '}
                <ChanceText fraction={chances['0']} />, +1 <ChanceText fraction={chances['1']} />,
                +2 <ChanceText fraction={chances['2']} />.
              </p>
            ) : null}
            {canHelp(runner) && others.length > 0 ? (
              <ChoiceField
                id={`${base}-help`}
                label="Help a slow PC with this third save (2+ points)"
                value={draft.helping}
                options={[
                  { value: '', label: `No: keep it for ${runner.name}` },
                  ...others.map((other) => ({
                    value: other,
                    label: `Give the result to ${other}`,
                  })),
                ]}
                onChange={(helping) => onDraft({ helping })}
              />
            ) : null}
            <div class="tool-actions">
              <RollButton
                id={`${base}-roll`}
                blockedBy={
                  pc.value === null || them.value === null
                    ? scoreRollOff('both scores', true)
                    : null
                }
                onClick={() =>
                  pc.value !== null && them.value !== null && onRoll(pc.value, them.value)
                }
              >
                Roll obstacle {next}
                <span class="visually-hidden"> for {runner.name}</span>
              </RollButton>
            </div>
          </fieldset>
        ) : null}
      </article>
    </li>
  );
}
