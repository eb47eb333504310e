/**
 * Chases (Action page): each fleeing or pursuing PC faces three obstacles, each an opposed save
 * against the other side. Points per obstacle: critical fail -1, fail 0, success 1, critical
 * success 2. A PC needs 1 point at the end to escape (or catch the opponent).
 *
 * [decision] In an opposed save "success" means winning it: a win scores 1, or 2 when the PC's
 * roll was a critical success; a loss scores 0, or -1 when the PC's roll was a critical failure.
 * A tie (equal results) counts as a fail, 0 points.
 *
 * Helping: a PC with 2 or more points at the start of the third obstacle may help a slow PC; the
 * result of their third save is added to the slow PC's points (not their own). If the slow PC
 * ends below 1 point, both are caught.
 */
import { howMany } from '../words';
import { lookupRow, rowRange } from '../tables/model';
import { rollDie, type Fraction, type Rng } from '../dice';
import { refuse, succeed, type Problem, type Result } from '../result';
import * as z from 'zod/mini';
import {
  formatD100,
  resolveOpposedSaves,
  rollSave,
  saveOutcome,
  SAVE_OUTCOME_LABELS,
  type SaveOutcome,
} from './saves';
import { NameSchema, ScoreSchema } from './tool';
import { defineTool } from '../roll-recipe';
import obstacles from '../../../content/eldritch-instinct/tables/chase-obstacles.json';

export const CHASE_OBSTACLES = 3;
export const POINTS_TO_SUCCEED = 1;
/** Points at the start of the third obstacle that allow helping a slow PC. */
export const POINTS_TO_HELP = 2;

export type ChasePoints = -1 | 0 | 1 | 2;
export type ChaseRole = 'fleeing' | 'pursuing';
export type ChaseAbility = 'STR' | 'DEX' | 'WIL';
export const CHASE_ABILITIES: readonly ChaseAbility[] = ['STR', 'DEX', 'WIL'];

export interface ChaseObstacle {
  readonly ability: ChaseAbility;
  readonly pcScore: number;
  readonly opponentScore: number;
  readonly pcRoll: number;
  readonly opponentRoll: number;
  readonly pcOutcome: SaveOutcome;
  readonly won: boolean;
  readonly tie: boolean;
  readonly points: ChasePoints;
  readonly explanation: string;
  /** The PC whose points this save counts for, when it is a helping third save. */
  readonly helping?: string;
}

/** Scores one obstacle from both rolls. */
export function scoreChaseObstacle(
  ability: ChaseAbility,
  pc: { score: number; roll: number },
  opponent: { score: number; roll: number },
  names: { pc: string; opponent: string } = { pc: 'The PC', opponent: 'The opponent' },
): ChaseObstacle {
  const resolution = resolveOpposedSaves(pc, opponent, { a: names.pc, b: names.opponent });
  const pcOutcome = saveOutcome(pc.roll, pc.score);
  const won = resolution.winner === 'a';
  const tie = resolution.winner === 'tie';
  const points: ChasePoints = won
    ? pcOutcome === 'critical-success'
      ? 2
      : 1
    : pcOutcome === 'critical-failure'
      ? -1
      : 0;
  return {
    ability,
    pcScore: pc.score,
    opponentScore: opponent.score,
    pcRoll: pc.roll,
    opponentRoll: opponent.roll,
    pcOutcome,
    won,
    tie,
    points,
    explanation: resolution.explanation,
  };
}

/** Rolls both sides' saves for one obstacle. */
export function rollChaseObstacle(
  ability: ChaseAbility,
  pcScore: number,
  opponentScore: number,
  rng: Rng,
  names?: { pc: string; opponent: string },
): ChaseObstacle {
  const pc = rollSave(pcScore, rng);
  const opponent = rollSave(opponentScore, rng);
  return scoreChaseObstacle(
    ability,
    { score: pcScore, roll: pc.roll },
    { score: opponentScore, roll: opponent.roll },
    names,
  );
}

/** Exact chance of each point result for one obstacle, over the 100 x 100 roll pairs. */
export function chanceOfChasePoints(
  pcScore: number,
  opponentScore: number,
): Record<`${ChasePoints}`, Fraction> {
  const counts: Record<`${ChasePoints}`, number> = { '-1': 0, '0': 0, '1': 0, '2': 0 };
  for (let a = 0; a < 100; a += 1) {
    for (let b = 0; b < 100; b += 1) {
      counts[
        `${scoreChaseObstacle('STR', { score: pcScore, roll: a }, { score: opponentScore, roll: b }).points}`
      ] += 1;
    }
  }
  const over = (n: number): Fraction => ({ numerator: BigInt(n), denominator: 10000n });
  return {
    '-1': over(counts['-1']),
    '0': over(counts['0']),
    '1': over(counts['1']),
    '2': over(counts['2']),
  };
}

export interface ChaseRunner {
  readonly name: string;
  /** Own obstacles, in order; a helping third save is recorded here with `helping` set. */
  readonly obstacles: readonly ChaseObstacle[];
}

/** A runner's own points: their saves, without a helping third save (it counts for the slow PC). */
export function ownPoints(runner: ChaseRunner): number {
  return runner.obstacles.reduce(
    (sum, obstacle) => sum + (obstacle.helping ? 0 : obstacle.points),
    0,
  );
}

/** Points given to `name` by helpers' third saves. */
export function helpPoints(runners: readonly ChaseRunner[], name: string): number {
  return runners.reduce(
    (sum, runner) =>
      sum +
      runner.obstacles.reduce(
        (inner, obstacle) => inner + (obstacle.helping === name ? obstacle.points : 0),
        0,
      ),
    0,
  );
}

/** Whether the runner may help a slow PC with their next save: at the third obstacle with 2 or more points. */
export function canHelp(runner: ChaseRunner): boolean {
  return runner.obstacles.length === CHASE_OBSTACLES - 1 && ownPoints(runner) >= POINTS_TO_HELP;
}

export type ChaseVerdict = 'running' | 'escaped' | 'caught' | 'caught-opponent' | 'lost-opponent';

export interface RunnerVerdict {
  readonly name: string;
  readonly points: number;
  readonly verdict: ChaseVerdict;
  readonly reason: string;
}

/** The verdict of every runner. Helpers share the fate of the slow PC they helped. */
export function settleChase(role: ChaseRole, runners: readonly ChaseRunner[]): RunnerVerdict[] {
  const done = (runner: ChaseRunner) => runner.obstacles.length >= CHASE_OBSTACLES;
  const succeeded = (name: string) => {
    const runner = runners.find((candidate) => candidate.name === name);
    return runner ? ownPoints(runner) + helpPoints(runners, name) >= POINTS_TO_SUCCEED : false;
  };
  const good: ChaseVerdict = role === 'fleeing' ? 'escaped' : 'caught-opponent';
  const bad: ChaseVerdict = role === 'fleeing' ? 'caught' : 'lost-opponent';
  return runners.map((runner) => {
    const points = ownPoints(runner) + helpPoints(runners, runner.name);
    if (!done(runner))
      return {
        name: runner.name,
        points,
        verdict: 'running',
        reason: `Obstacle ${runner.obstacles.length + 1} of ${CHASE_OBSTACLES} next.`,
      };
    const helped = runner.obstacles.find((obstacle) => obstacle.helping)?.helping;
    if (helped) {
      const slow = runners.find((candidate) => candidate.name === helped);
      if (slow && !done(slow))
        return {
          name: runner.name,
          points,
          verdict: 'running',
          reason: `Waiting for ${helped}, whom they helped.`,
        };
      if (!succeeded(helped)) {
        return {
          name: runner.name,
          points,
          verdict: bad,
          reason: `Helped ${helped}, who ended below ${POINTS_TO_SUCCEED} point: both are caught.`,
        };
      }
    }
    if (points >= POINTS_TO_SUCCEED)
      return {
        name: runner.name,
        points,
        verdict: good,
        reason: `${howMany(points, 'point')}: at least ${POINTS_TO_SUCCEED} needed.`,
      };
    return {
      name: runner.name,
      points,
      verdict: bad,
      reason: `${howMany(points, 'point')}: fewer than the ${POINTS_TO_SUCCEED} needed.`,
    };
  });
}

export const VERDICT_LABELS: Readonly<Record<ChaseVerdict, string>> = {
  running: 'Still running',
  escaped: 'Escaped',
  caught: 'Caught',
  'caught-opponent': 'Caught the opponent',
  'lost-opponent': 'The opponent escaped',
};

export interface ObstacleIdea {
  readonly roll: number;
  readonly ability: ChaseAbility;
  readonly obstacle: string;
}

function ideaFromRow(roll: number): ObstacleIdea {
  const row = lookupRow(obstacles, roll);
  const [ability, obstacle] = row?.cells ?? ['STR', ''];
  return {
    roll,
    ability: (CHASE_ABILITIES as readonly string[]).includes(ability ?? '')
      ? (ability as ChaseAbility)
      : 'STR',
    obstacle: obstacle ?? '',
  };
}

/** The obstacle table's rows for one ability (or all), from the page's table data. */
export function obstacleIdeas(ability?: ChaseAbility): ObstacleIdea[] {
  const all: ObstacleIdea[] = obstacles.rows.map((row) => ideaFromRow(rowRange(row.roll).min));
  return ability ? all.filter((idea) => idea.ability === ability) : all;
}

/** Rolls the d20 obstacle table; with an ability, picks among that ability's rows only. */
export function rollObstacleIdea(rng: Rng, ability?: ChaseAbility): ObstacleIdea {
  if (!ability) return ideaFromRow(rollDie(rng, 20));
  const ideas = obstacleIdeas(ability);
  return ideas[rollDie(rng, ideas.length) - 1] as ObstacleIdea;
}

// ---------------------------------------------------------------- the logged tools

/** An ability a chase obstacle tests, as logged and saved. */
export const ChaseAbilitySchema = z.enum(['STR', 'DEX', 'WIL']);
const ChaseSideSchema = z.object({ name: NameSchema, score: ScoreSchema });

/** "+1 point", "−1 point" as a signed count. */
export function pointsText(points: number): string {
  return `${points > 0 ? '+' : ''}${howMany(points, 'point')}`;
}

/** Whether the obstacle was won, tied or lost. */
export function obstacleVerdict(obstacle: ChaseObstacle): 'won' | 'tie' | 'lost' {
  return obstacle.won ? 'won' : obstacle.tie ? 'tie' : 'lost';
}

/** One PC's obstacle: both sides' saves; a helping third save names the slow PC it counts for. */
export const chaseObstacleTool = defineTool({
  name: 'chase-obstacle',
  schema: z.object({
    ability: ChaseAbilitySchema,
    pc: ChaseSideSchema,
    opponent: ChaseSideSchema,
    helping: z.optional(NameSchema),
  }),
  roll: (input, rng): ChaseObstacle => {
    const rolled = rollChaseObstacle(input.ability, input.pc.score, input.opponent.score, rng, {
      pc: input.pc.name,
      opponent: input.opponent.name,
    });
    return input.helping ? { ...rolled, helping: input.helping } : rolled;
  },
  describe: (input, obstacle) => ({
    expression: '2d100z',
    detail: `${input.pc.name} ${formatD100(obstacle.pcRoll)} vs ${obstacle.pcScore}; ${input.opponent.name} ${formatD100(obstacle.opponentRoll)} vs ${obstacle.opponentScore}`,
    total: obstacle.points,
    result: `${SAVE_OUTCOME_LABELS[obstacle.pcOutcome]}, ${obstacleVerdict(obstacle)}: ${pointsText(obstacle.points)}${obstacle.helping ? `, given to ${obstacle.helping}` : ''}`,
  }),
});

/** "Ada, obstacle 2 (DEX): <the opposed save in words> +1 point." */
export function obstacleSentence(name: string, number: number, obstacle: ChaseObstacle): string {
  return `${name}, obstacle ${number} (${obstacle.ability}): ${obstacle.explanation} ${pointsText(obstacle.points)}${obstacle.helping ? `, given to ${obstacle.helping}` : ''}.`;
}

export const obstacleIdeaTool = defineTool({
  name: 'obstacle-idea',
  schema: z.object({ ability: z.nullable(ChaseAbilitySchema) }),
  roll: (input, rng) => rollObstacleIdea(rng, input.ability ?? undefined),
  describe: (input, idea: ObstacleIdea) => ({
    expression: input.ability ? `pick of ${input.ability} rows` : 'd20',
    detail: String(idea.roll),
    total: idea.roll,
    result: `${idea.ability}: ${idea.obstacle}`,
  }),
});

/** The most PCs one chase holds. */
export const MAX_RUNNERS = 6;

/** Why a PC cannot join the chase: no name, a name already running, or no room left. */
export type RunnerProblem = Problem<'empty' | 'taken' | 'full'>;

/** A PC's name for the chase: given, not already running, and room left. */
export function checkRunnerName(
  name: string,
  runners: readonly ChaseRunner[],
): Result<string, RunnerProblem> {
  const trimmed = name.trim();
  if (trimmed === '') return refuse('empty', 'Enter the PC’s name.');
  if (runners.some((runner) => runner.name.toLowerCase() === trimmed.toLowerCase()))
    return refuse('taken', `${trimmed} is already in the chase.`);
  if (runners.length >= MAX_RUNNERS)
    return refuse('full', `A chase here holds ${MAX_RUNNERS} PCs.`);
  return succeed(trimmed);
}

// ---------------------------------------------------------------- the chase at the table

/** The longest name the chase keeps (a PC's or the opponent's), as its fields allow. */
export const CHASE_NAME_MAX = 60;
/** The longest typed score kept: a score has at most three digits, so longer text is never one. */
export const SCORE_TEXT_MAX = 12;

/** A PC's next obstacle as their card holds it: the ability, both scores as typed, whom it helps. */
export interface NextObstacle {
  readonly ability: ChaseAbility;
  readonly pcText: string;
  readonly opponentText: string;
  /** The slow PC a helping third save counts for; '' to keep it. */
  readonly helping: string;
}

export const newNextObstacle = (): NextObstacle => ({
  ability: 'DEX',
  pcText: '50',
  opponentText: '50',
  helping: '',
});

/** A PC in the chase: the obstacles rolled so far and the next one as planned. */
export interface TrackedRunner extends ChaseRunner {
  readonly next: NextObstacle;
}

/** One chase as the tracker holds it. */
export interface Chase {
  readonly role: ChaseRole;
  /** The opponent's name as typed; empty for the role's default ("The pursuers"). */
  readonly opponent: string;
  readonly runners: readonly TrackedRunner[];
  /** The PC whose obstacle was rolled last, whose result the tracker shows; null before any. */
  readonly last: string | null;
}

/** A chase with no PCs yet; a new chase keeps the sides and the opponent of the one before. */
export function newChase(role: ChaseRole = 'fleeing', opponent = ''): Chase {
  return { role, opponent, runners: [], last: null };
}

/** The opponent's name in the tracker's words: as typed, or "The pursuers" / "The fugitive". */
export function chaseOpponentName(chase: Pick<Chase, 'role' | 'opponent'>): string {
  return chase.opponent.trim() || (chase.role === 'fleeing' ? 'The pursuers' : 'The fugitive');
}

/** The opponent's name as typed, never longer than its field allows. */
export function nameChaseOpponent(chase: Chase, opponent: string): Chase {
  return { ...chase, opponent: opponent.slice(0, CHASE_NAME_MAX) };
}

/** Adds a PC to the chase, or says why not (no name, a name already running, no room). */
export function addChaseRunner(chase: Chase, name: string): Result<Chase, RunnerProblem> {
  const checked = checkRunnerName(name.slice(0, CHASE_NAME_MAX), chase.runners);
  if (!checked.ok) return checked;
  const runner: TrackedRunner = { name: checked.value, obstacles: [], next: newNextObstacle() };
  return succeed({ ...chase, runners: [...chase.runners, runner] });
}

/** Changes what a PC's next obstacle will be; typed scores are kept to SCORE_TEXT_MAX characters. */
export function planNextObstacle(chase: Chase, name: string, change: Partial<NextObstacle>): Chase {
  const clipped: Partial<NextObstacle> = {
    ...change,
    ...(change.pcText === undefined ? {} : { pcText: change.pcText.slice(0, SCORE_TEXT_MAX) }),
    ...(change.opponentText === undefined
      ? {}
      : { opponentText: change.opponentText.slice(0, SCORE_TEXT_MAX) }),
  };
  return {
    ...chase,
    runners: chase.runners.map((runner) =>
      runner.name === name ? { ...runner, next: { ...runner.next, ...clipped } } : runner,
    ),
  };
}

/**
 * Adds a rolled obstacle to a PC's; it becomes the chase's last result. A PC who has faced all
 * three, or is not in the chase, is left as they are.
 */
export function recordObstacle(chase: Chase, name: string, obstacle: ChaseObstacle): Chase {
  const runner = chase.runners.find((candidate) => candidate.name === name);
  if (!runner || runner.obstacles.length >= CHASE_OBSTACLES) return chase;
  return {
    ...chase,
    runners: chase.runners.map((candidate) =>
      candidate === runner
        ? { ...candidate, obstacles: [...candidate.obstacles, obstacle] }
        : candidate,
    ),
    last: name,
  };
}

/** How many obstacles the chase has rolled, all PCs together. */
export function obstaclesRolled(chase: Chase): number {
  return chase.runners.reduce((sum, runner) => sum + runner.obstacles.length, 0);
}

/** The sentence of the chase's last obstacle ("Ada, obstacle 2 (DEX): ..."), or null before any. */
export function lastObstacleSentence(chase: Chase): string | null {
  const runner = chase.runners.find((candidate) => candidate.name === chase.last);
  const obstacle = runner?.obstacles.at(-1);
  return runner && obstacle
    ? obstacleSentence(runner.name, runner.obstacles.length, obstacle)
    : null;
}

/**
 * Why a chase read back from storage cannot be one this tracker makes, or null when it can: names
 * blank, untrimmed or running twice; a helping save other than a third one the PC could help with,
 * or for someone not in the chase (or themselves); a last result no PC has.
 */
export function chaseProblem(chase: Chase): string | null {
  const names = chase.runners.map((runner) => runner.name);
  if (names.some((name) => name === '' || name !== name.trim())) return 'a PC has no name';
  if (new Set(names.map((name) => name.toLowerCase())).size !== names.length)
    return 'a PC runs twice';
  const other = (runner: ChaseRunner, name: string) => name !== runner.name && names.includes(name);
  for (const runner of chase.runners) {
    for (const [index, obstacle] of runner.obstacles.entries()) {
      if (obstacle.helping === undefined) continue;
      const before = { name: runner.name, obstacles: runner.obstacles.slice(0, index) };
      if (!canHelp(before) || !other(runner, obstacle.helping))
        return `${runner.name}'s obstacle ${index + 1} helps when it cannot`;
    }
    if (runner.next.helping !== '' && !other(runner, runner.next.helping))
      return `${runner.name}'s next obstacle helps someone not in the chase`;
  }
  if (chase.last !== null && lastObstacleSentence(chase) === null)
    return 'the last result belongs to no PC';
  return null;
}
