/**
 * A chase: each PC faces three obstacles, each an opposed save against the other side, scoring
 * critical fail -1, fail 0, success 1, critical success 2; 1 point at the end escapes (or catches
 * the opponent). A PC with 2 or more points at the third obstacle may give their third save to a
 * slow PC. Obstacle ideas come from the page's d20 table, by ability. The chase (sides, opponent,
 * PCs, their obstacles and next scores) is saved in this browser and shared by open tabs; "Start a
 * new chase" clears it, with an Undo that refuses once the new chase has changed (in another tab). An obstacle idea is a table roll, kept in the roll log only.
 *
 * Place with `<ChaseTracker client:visible-after-load />`: it reads the saved chase.
 */
import { useMemo, useState } from 'preact/hooks';
import { parseScore, scoreRollOff } from '../../../rules/eldritch-instinct/saves';
import {
  chanceOfChasePoints,
  CHASE_OBSTACLES,
  chaseObstacleTool,
  chaseOpponentName,
  lastObstacleSentence,
  obstacleIdeaTool,
  settleChase,
  type ChaseAbility,
  type NextObstacle,
  type ObstacleIdea,
  type RunnerVerdict,
  type TrackedRunner,
} from '../../../rules/eldritch-instinct/chase';
import {
  CHASE_ABILITY_OPTIONS,
  CHASE_ROLE_OPTIONS,
  chaseClearedSentence,
  chaseOverSentence,
  helpOptions,
  IDEA_ABILITY_OPTIONS,
  isChaseOver,
  obstacleLine,
  obstacleRoll,
  runnerStanding,
} from '../../../rules/eldritch-instinct/chase-words';
import {
  $chase,
  $chaseNotice,
  $chaseUndo,
  addObstacle,
  addRunner,
  planObstacle,
  setChaseOpponent,
  setChaseRole,
  startNewChase,
  undoNewChase,
} from '../../../stores/eldritch-instinct/chase';
import {
  Button,
  ChanceText,
  ChoiceField,
  type ChoiceOption,
  deeper,
  Heading,
  type HeadingLevel,
  LiveNote,
  NumberField,
  RadioGroup,
  ResultArea,
  RollButton,
  StoreNotice,
  TextField,
  ToolSection,
  UndoRemove,
  useSaved,
  useShown,
  readField,
  type ToolProps,
  toolFrame,
} from '../../kit';
import { rollAndLog } from '../log-roll';
import './gm.css';
import { slugOf } from '../../../rules/slug';

export default function ChaseTracker(props: ToolProps) {
  const { id, title, headingLevel } = toolFrame(props, 'chase-tracker', 'Chase tracker');
  // Saved, so a reload keeps the chase; `shown` only announces an obstacle rolled here.
  const chase = useSaved($chase);
  const [nameText, setNameText] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [ideaAbility, setIdeaAbility] = useState<ChaseAbility | ''>('');
  const [idea, setIdea] = useState<ObstacleIdea | null>(null);
  const [shown, show] = useShown<string>();
  // What "Start a new chase" did, until Undo puts it back or the chase changes here (the store's).
  const undo = useSaved($chaseUndo);
  const { role, runners } = chase;
  const opponentName = chaseOpponentName(chase);
  const verdicts = settleChase(role, runners);
  const last = lastObstacleSentence(chase);

  function add(event: Event) {
    event.preventDefault();
    const added = addRunner(nameText);
    if (!added.ok) {
      setNameError(added.error.message);
      document.getElementById(`${id}-name`)?.focus();
      return;
    }
    setNameText('');
    setNameError(null);
  }

  const rollIdea = () =>
    setIdea(rollAndLog(obstacleIdeaTool, { ability: ideaAbility || null }, 'Chase Obstacles', id));

  function roll(runner: TrackedRunner, scores: { pc: number; opponent: number }) {
    const { input, source } = obstacleRoll(chase, runner, scores);
    addObstacle(runner.name, rollAndLog(chaseObstacleTool, input, source, id));
    show(runner.name);
  }

  return (
    <ToolSection id={id} title={title} headingLevel={headingLevel}>
      <p class="tool-hint">
        Each obstacle is an opposed save. Points: a win 1 (2 with a critical success roll), a loss 0
        (−1 with a critical failure roll); a tie counts as a fail. 1 point after three obstacles is
        needed.
      </p>
      <p class="tool-hint">
        Saved in this browser: the chase stays as it is through a reload or another tab until you
        start a new one.
      </p>
      <StoreNotice $notice={$chaseNotice} />
      <RadioGroup
        name={`${id}-role`}
        legend="The PCs are"
        value={role}
        options={CHASE_ROLE_OPTIONS}
        onChange={setChaseRole}
      />
      <TextField
        id={`${id}-opponent`}
        label="Opponent’s name (optional)"
        value={chase.opponent}
        maxLength={60}
        onText={setChaseOpponent}
      />
      <form class="tool-row" onSubmit={add} noValidate>
        <TextField
          id={`${id}-name`}
          label="PC name"
          value={nameText}
          maxLength={60}
          error={nameError}
          onText={setNameText}
        />
        <Button look="primary" submit>
          Add PC to the chase
        </Button>
      </form>

      <ul class="tool-list" aria-label="PCs in the chase">
        {runners.map((runner, index) => (
          <RunnerCard
            key={runner.name}
            runner={runner}
            verdict={verdicts[index]}
            help={helpOptions(chase, runner)}
            base={`${id}-${slugOf(runner.name, 'pc')}`}
            opponentName={opponentName}
            level={deeper(headingLevel)}
            onRoll={(scores) => roll(runner, scores)}
          />
        ))}
      </ul>
      {runners.length === 0 ? <p class="tool-hint">Add the PCs in the chase to begin.</p> : null}

      {/* A saved chase shows at once after a reload (serial 0), announced only when rolled here. */}
      <ResultArea serial={last ? (shown?.serial ?? 0) : undefined} label={`${title} result`}>
        {isChaseOver(verdicts) ? (
          <p>
            <strong>Chase over:</strong> {chaseOverSentence(verdicts)}
          </p>
        ) : null}
        {last ? <p>{last}</p> : null}
      </ResultArea>
      {runners.length > 0 ? (
        <div class="tool-actions">
          <Button onClick={startNewChase}>Start a new chase</Button>
        </div>
      ) : null}
      <UndoRemove
        removal={{ ...undo, undo: undoNewChase }}
        text={(done) => chaseClearedSentence(done.cleared)}
        refusedText={() => undo.message ?? ''}
      />

      <div class="ei-idea">
        <ChoiceField
          id={`${id}-idea-ability`}
          label="Obstacle idea for ability"
          value={ideaAbility}
          options={IDEA_ABILITY_OPTIONS}
          onChange={setIdeaAbility}
        />
        <div class="tool-actions">
          <Button look="tool" onClick={rollIdea}>
            Roll an obstacle idea
          </Button>
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
  readonly runner: TrackedRunner;
  readonly verdict: RunnerVerdict | undefined;
  /** Whom the PC may give their third save to, or null when they cannot help. */
  readonly help: readonly ChoiceOption<string>[] | null;
  readonly base: string;
  readonly opponentName: string;
  readonly level: HeadingLevel;
  readonly onRoll: (scores: { pc: number; opponent: number }) => void;
}

function RunnerCard({ runner, verdict, help, base, opponentName, level, onRoll }: RunnerProps) {
  const draft = runner.next;
  const onPlan = (change: Partial<NextObstacle>) => planObstacle(runner.name, change);
  const pc = readField(parseScore(draft.pcText));
  const them = readField(parseScore(draft.opponentText));
  const chances = useMemo(
    () =>
      pc.value !== null && them.value !== null ? chanceOfChasePoints(pc.value, them.value) : null,
    [pc.value, them.value],
  );
  const next = runner.obstacles.length + 1;
  const standing = runnerStanding(runner, verdict);

  return (
    <li class="tool-card">
      <article aria-labelledby={`${base}-heading`}>
        <Heading level={level} id={`${base}-heading`}>
          {runner.name}
        </Heading>
        <p>
          <strong>{standing.points}</strong>
          {standing.rest}
        </p>
        {runner.obstacles.length > 0 ? (
          <ol aria-label={`${runner.name}’s obstacles`}>
            {runner.obstacles.map((obstacle, index) => (
              <li key={index}>{obstacleLine(obstacle)}</li>
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
                options={CHASE_ABILITY_OPTIONS}
                onChange={(ability) => onPlan({ ability })}
              />
              <NumberField
                id={`${base}-pc`}
                label={`${runner.name}’s score`}
                text={draft.pcText}
                error={pc.error}
                onText={(pcText) => onPlan({ pcText })}
              />
              <NumberField
                id={`${base}-opponent`}
                label={`Opponent’s score (${opponentName})`}
                text={draft.opponentText}
                error={them.error}
                onText={(opponentText) => onPlan({ opponentText })}
              />
            </div>
            {chances ? (
              <p class="tool-hint">
                Chances: −1 <ChanceText fraction={chances['-1']} />, 0{' '}
                <ChanceText fraction={chances['0']} />, +1 <ChanceText fraction={chances['1']} />,
                +2 <ChanceText fraction={chances['2']} />.
              </p>
            ) : null}
            {help ? (
              <ChoiceField
                id={`${base}-help`}
                label="Help a slow PC with this third save (2+ points)"
                value={draft.helping}
                options={help}
                onChange={(helping) => onPlan({ helping })}
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
                  pc.value !== null &&
                  them.value !== null &&
                  onRoll({ pc: pc.value, opponent: them.value })
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
