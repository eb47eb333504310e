/**
 * The chase tracker read for drawing: each PC's card (standing, obstacles so far, and the next
 * obstacle's labels, messages, exact chances, help choices and roll) and the chase's end. Every
 * decision the tracker shows is taken here, so its cards are layout only. Pure, over the chase as
 * src/rules/eldritch-instinct/chase.ts keeps it.
 */
import type { Fraction } from '../dice/fraction';
import { slugOf } from '../slug';
import { parseScore, scoreRollOff } from './saves';
import {
  CHASE_OBSTACLES,
  chanceOfChasePoints,
  chaseOpponentName,
  lastObstacleSentence,
  obstacleIdeaTool,
  settleChase,
  type Chase,
  type ChaseAbility,
  type ChasePoints,
  type TrackedRunner,
} from './chase';
import {
  CHASE_ROLE_OPTIONS,
  chaseOverSentence,
  IDEA_ABILITY_OPTIONS,
  helpOptions,
  isChaseOver,
  obstacleLine,
  obstacleRoll,
  runnerStanding,
} from './chase-words';
import type { EiRollLogger } from './tool';

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

/** A PC's card on the tracker: its ids' part (from the name), and its next obstacle's legend. */
export interface RunnerCardView extends RunnerCard {
  readonly slug: string;
  /** "Obstacle 2 of 3", while there is a next obstacle. */
  readonly legend: string | null;
}

/** What the chase tracker shows, decided here from the saved chase. */
export interface ChaseTrackerView {
  readonly roleOptions: typeof CHASE_ROLE_OPTIONS;
  readonly ideaOptions: typeof IDEA_ABILITY_OPTIONS;
  readonly cards: readonly RunnerCardView[];
  /** What follows "Chase over:", once every PC is through. */
  readonly end: string | null;
  /** The last obstacle rolled, in a sentence. */
  readonly last: string | null;
}

export function viewChaseTracker(chase: Chase): ChaseTrackerView {
  return {
    roleOptions: CHASE_ROLE_OPTIONS,
    ideaOptions: IDEA_ABILITY_OPTIONS,
    cards: runnerCards(chase).map((card) => ({
      ...card,
      slug: slugOf(card.runner.name, 'pc'),
      legend: card.next ? `Obstacle ${card.next.number} of ${CHASE_OBSTACLES}` : null,
    })),
    end: chaseEndSentence(chase),
    last: lastObstacleSentence(chase),
  };
}

/** An obstacle idea rolled on the page's table (for one ability, or any) and logged: "7. DEX:" and the idea. */
export function rollChaseIdea(
  ability: ChaseAbility | '',
  log: EiRollLogger,
): { readonly heading: string; readonly idea: string } {
  const idea = log(obstacleIdeaTool, { ability: ability || null }, 'Chase Obstacles');
  return { heading: `${idea.roll}. ${idea.ability}:`, idea: idea.obstacle };
}
