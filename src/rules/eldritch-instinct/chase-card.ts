/**
 * The chase tracker read for drawing: each PC's card (standing, obstacles so far, and the next
 * obstacle's labels, messages, exact chances, help choices and roll) and the chase's end. Every
 * decision the tracker shows is taken here, so its cards are layout only. Pure, over the chase as
 * src/rules/eldritch-instinct/chase.ts keeps it.
 */
import type { Fraction } from '../dice/fraction';
import { parseScore, scoreRollOff } from './saves';
import {
  CHASE_OBSTACLES,
  chanceOfChasePoints,
  chaseOpponentName,
  settleChase,
  type Chase,
  type ChasePoints,
  type TrackedRunner,
} from './chase';
import {
  chaseOverSentence,
  helpOptions,
  isChaseOver,
  obstacleLine,
  obstacleRoll,
  runnerStanding,
} from './chase-words';

/** The points an obstacle may give, as its chances line names them ("−1" with a minus sign). */
const POINT_LABELS: readonly (readonly [`${ChasePoints}`, string])[] = [
  ['-1', '−1'],
  ['0', '0'],
  ['1', '+1'],
  ['2', '+2'],
];

/** What the card's Roll button rolls and logs: the obstacle tool's input and the log's name. */
export type ObstacleRoll = ReturnType<typeof obstacleRoll>;

/** A PC's next obstacle on their card, while they have one to face. */
export interface NextObstacleCard {
  /** 1 to 3. */
  readonly number: number;
  readonly pcLabel: string;
  readonly opponentLabel: string;
  /** What is wrong with each score as typed, or null. */
  readonly pcError: string | null;
  readonly opponentError: string | null;
  /** Each number of points with its exact chance, once both scores read; else null. */
  readonly chances: readonly (readonly [label: string, chance: Fraction])[] | null;
  /** Whom the PC may give this third save to, or null when they cannot help. */
  readonly help: ReturnType<typeof helpOptions>;
  /** The roll, once both scores read; else null, and `blockedBy` says why. */
  readonly roll: ObstacleRoll | null;
  readonly blockedBy: string | null;
}

/** One PC's card: their standing, each obstacle's line, and the next obstacle (null after three). */
export interface RunnerCard {
  readonly runner: TrackedRunner;
  readonly standing: ReturnType<typeof runnerStanding>;
  readonly lines: readonly string[];
  readonly next: NextObstacleCard | null;
}

/** The cards of every PC in the chase, in the order they joined. */
export function runnerCards(chase: Chase): RunnerCard[] {
  const verdicts = settleChase(chase.role, chase.runners);
  return chase.runners.map((runner, index) => ({
    runner,
    standing: runnerStanding(runner, verdicts[index]),
    lines: runner.obstacles.map(obstacleLine),
    next: runner.obstacles.length < CHASE_OBSTACLES ? nextObstacleCard(chase, runner) : null,
  }));
}

function nextObstacleCard(chase: Chase, runner: TrackedRunner): NextObstacleCard {
  const pc = parseScore(runner.next.pcText);
  const opponent = parseScore(runner.next.opponentText);
  const scores = pc.ok && opponent.ok ? { pc: pc.value, opponent: opponent.value } : null;
  const chances = scores && chanceOfChasePoints(scores.pc, scores.opponent);
  return {
    number: runner.obstacles.length + 1,
    pcLabel: `${runner.name}’s score`,
    opponentLabel: `Opponent’s score (${chaseOpponentName(chase)})`,
    pcError: pc.ok ? null : pc.error.message,
    opponentError: opponent.ok ? null : opponent.error.message,
    chances: chances && POINT_LABELS.map(([points, label]) => [label, chances[points]] as const),
    help: helpOptions(chase, runner),
    roll: scores && obstacleRoll(chase, runner, scores),
    blockedBy: scores ? null : scoreRollOff('both scores', true),
  };
}

/** What follows "Chase over:" once every PC is through, else null. */
export function chaseEndSentence(chase: Chase): string | null {
  const verdicts = settleChase(chase.role, chase.runners);
  return isChaseOver(verdicts) ? chaseOverSentence(verdicts) : null;
}
