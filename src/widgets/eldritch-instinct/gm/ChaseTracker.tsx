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
import { Fragment } from 'preact';
import { useMemo, useState } from 'preact/hooks';
import {
  chaseObstacleTool,
  type ChaseAbility,
  type NextObstacle,
} from '../../../rules/eldritch-instinct/chase';
import {
  rollChaseIdea,
  viewChaseTracker,
  type ObstacleRoll,
  type RunnerCardView,
} from '../../../rules/eldritch-instinct/chase-card';
import {
  CHASE_ABILITY_OPTIONS,
  chaseClearedSentence,
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
  Form,
  Button,
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
  UndoRemove,
  useSaved,
  useShown,
  type ToolProps,
  toolFrame,
} from '../../kit';
import { eiRollLogger, rollAndLog } from '../log-roll';
import './gm.css';

export default function ChaseTracker(props: ToolProps) {
  const { id, title, headingLevel } = toolFrame(props, 'chase-tracker', 'Chase tracker');
  // Saved, so a reload keeps the chase; `shown` only announces an obstacle rolled here.
  const chase = useSaved($chase);
  const [name, setName] = useState({ text: '', error: null as string | null });
  const [ideaAbility, setIdeaAbility] = useState<ChaseAbility | ''>('');
  const [idea, setIdea] = useState<ReturnType<typeof rollChaseIdea> | null>(null);
  const [shown, show] = useShown<string>();
  // What "Start a new chase" did, until Undo puts it back or the chase changes here (the store's).
  const undo = useSaved($chaseUndo);
  // Each card counts its next obstacle's exact chances (100 x 100 rolls): once per chase change.
  const view = useMemo(() => viewChaseTracker(chase), [chase]);
  const { cards, end, last } = view;

  function add() {
    const added = addRunner(name.text);
    setName(added.ok ? { text: '', error: null } : { text: name.text, error: added.error.message });
    if (!added.ok) document.getElementById(`${id}-name`)?.focus();
  }

  const rollIdea = () => setIdea(rollChaseIdea(ideaAbility, eiRollLogger(id)));

  function roll(runner: string, { input, source }: ObstacleRoll) {
    addObstacle(runner, rollAndLog(chaseObstacleTool, input, source, id));
    show(runner);
  }

  return (
    <ToolSection id={id} title={title} headingLevel={headingLevel} notices={[$chaseNotice]}>
      <p class="tool-hint">
        Each obstacle is an opposed save. Points: a win 1 (2 with a critical success roll), a loss 0
        (−1 with a critical failure roll); a tie counts as a fail. 1 point after three obstacles is
        needed.
      </p>
      <p class="tool-hint">
        Saved in this browser: the chase stays as it is through a reload or another tab until you
        start a new one.
      </p>
      <RadioGroup
        name={`${id}-role`}
        legend="The PCs are"
        value={chase.role}
        options={view.roleOptions}
        onChange={setChaseRole}
      />
      <TextField
        id={`${id}-opponent`}
        label="Opponent’s name (optional)"
        value={chase.opponent}
        maxLength={60}
        onText={setChaseOpponent}
      />
      <Form class="tool-row" onSubmit={add}>
        <TextField
          id={`${id}-name`}
          label="PC name"
          value={name.text}
          maxLength={60}
          error={name.error}
          onText={(text) => setName((typed) => ({ ...typed, text }))}
        />
        <Button look="primary" submit>
          Add PC to the chase
        </Button>
      </Form>

      <ul class="tool-list" aria-label="PCs in the chase">
        {cards.map((card) => (
          <RunnerCard
            key={card.runner.name}
            card={card}
            base={`${id}-${card.slug}`}
            level={deeper(headingLevel)}
            onRoll={(obstacle) => roll(card.runner.name, obstacle)}
          />
        ))}
      </ul>
      {cards.length === 0 ? <p class="tool-hint">Add the PCs in the chase to begin.</p> : null}

      {/* A saved chase shows at once after a reload (serial 0), announced only when rolled here. */}
      <div class="ei-follow">
        <ResultArea serial={last ? (shown?.serial ?? 0) : undefined} label={`${title} result`}>
          {end ? (
            <p>
              <strong>Chase over:</strong> {end}
            </p>
          ) : null}
          {last ? <p>{last}</p> : null}
        </ResultArea>
      </div>
      {cards.length > 0 ? (
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
          options={view.ideaOptions}
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
              <strong>{idea.heading}</strong> {idea.idea}
            </>
          ) : null}
        </LiveNote>
      </div>
    </ToolSection>
  );
}

interface RunnerProps {
  readonly card: RunnerCardView;
  readonly base: string;
  readonly level: HeadingLevel;
  readonly onRoll: (obstacle: ObstacleRoll) => void;
}

function RunnerCard({ card, base, level, onRoll }: RunnerProps) {
  const { runner, standing, lines, next, legend } = card;
  const draft = runner.next;
  const onPlan = (change: Partial<NextObstacle>) => planObstacle(runner.name, change);
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
        {lines.length > 0 ? (
          <ol aria-label={`${runner.name}’s obstacles`}>
            {lines.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ol>
        ) : null}
        {next ? (
          <fieldset class="ei-group">
            <legend>{legend}</legend>
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
                label={next.pcLabel}
                text={draft.pcText}
                error={next.pcError}
                onText={(pcText) => onPlan({ pcText })}
              />
              <NumberField
                id={`${base}-opponent`}
                label={next.opponentLabel}
                text={draft.opponentText}
                error={next.opponentError}
                onText={(opponentText) => onPlan({ opponentText })}
              />
            </div>
            {next.chances ? (
              <p class="tool-hint">
                Chances:{' '}
                {next.chances.map(([points, chance], index) => (
                  <Fragment key={points}>
                    {index > 0 ? ', ' : ''}
                    {points} <ChanceText fraction={chance} />
                  </Fragment>
                ))}
                .
              </p>
            ) : null}
            {next.help ? (
              <ChoiceField
                id={`${base}-help`}
                label="Help a slow PC with this third save (2+ points)"
                value={draft.helping}
                options={next.help}
                onChange={(helping) => onPlan({ helping })}
              />
            ) : null}
            <div class="tool-actions">
              <RollButton
                id={`${base}-roll`}
                blockedBy={next.blockedBy}
                onClick={() => next.roll && onRoll(next.roll)}
              >
                Roll obstacle {next.number}
                <span class="visually-hidden"> for {runner.name}</span>
              </RollButton>
            </div>
          </fieldset>
        ) : null}
      </article>
    </li>
  );
}
