/**
 * What the chase tracker shows and says beyond the rules of the chase: a PC's standing and each
 * obstacle's line on their card, whom a helping third save may go to, the chase's end and a
 * cleared chase in a sentence, and what an obstacle's roll is given and logged as. Pure, over the
 * chase as src/rules/eldritch-instinct/chase.ts keeps it.
 */
import { howMany, listInWords } from '../words';
import { choicesOf } from './choices';
import { formatD100, SAVE_OUTCOME_LABELS } from './saves';
import {
  CHASE_ABILITIES,
  canHelp,
  chaseObstacleTool,
  chaseOpponentName,
  obstaclesRolled,
  obstacleVerdict,
  ownPoints,
  VERDICT_LABELS,
  type Chase,
  type ChaseAbility,
  type ChaseObstacle,
  type ChaseRole,
  type RunnerVerdict,
  type TrackedRunner,
} from './chase';

/** What the PCs are doing in the chase, with what winning it means for them. */
export const CHASE_ROLE_LABELS: Readonly<Record<ChaseRole, string>> = {
  fleeing: 'fleeing (escape or be caught)',
  pursuing: 'pursuing (catch them or lose them)',
};
export const CHASE_ROLE_OPTIONS = choicesOf(CHASE_ROLE_LABELS);

/** The abilities an obstacle is saved with. */
export const CHASE_ABILITY_OPTIONS = CHASE_ABILITIES.map((ability) => ({
  value: ability,
  label: ability,
}));

/** The abilities an obstacle idea can be rolled for, after any ability ('': the d20 alone). */
export const IDEA_ABILITY_OPTIONS: readonly { value: ChaseAbility | ''; label: string }[] = [
  { value: '', label: 'Any (roll d20)' },
  ...CHASE_ABILITY_OPTIONS,
];

/** A PC's points (shown strong), then what they are made of and where the PC stands. */
export function runnerStanding(
  runner: TrackedRunner,
  verdict: RunnerVerdict | undefined,
): { readonly points: string; readonly rest: string } {
  const own = ownPoints(runner);
  const total = verdict?.points ?? own;
  const help = total !== own ? ` (${own} own, ${total - own} from help)` : '';
  const label = verdict ? VERDICT_LABELS[verdict.verdict] : '';
  const reason = verdict && verdict.verdict !== 'running' ? `: ${verdict.reason}` : '';
  return { points: howMany(total, 'point'), rest: `${help} · ${label}${reason}` };
}

/** "DEX: 12 vs 45, won (success): +1, given to Bo": one obstacle on its PC's card. */
export function obstacleLine(obstacle: ChaseObstacle): string {
  const outcome = SAVE_OUTCOME_LABELS[obstacle.pcOutcome].toLowerCase();
  const points = `${obstacle.points > 0 ? '+' : ''}${obstacle.points}`;
  const helping = obstacle.helping ? `, given to ${obstacle.helping}` : '';
  return `${obstacle.ability}: ${formatD100(obstacle.pcRoll)} vs ${formatD100(obstacle.opponentRoll)}, ${obstacleVerdict(obstacle)} (${outcome}): ${points}${helping}`;
}

/**
 * Whom a PC may give their third save to: themselves first, then each other PC; null when the PC
 * cannot help (not at the third obstacle with 2 or more points) or there is no one else to help.
 */
export function helpOptions(chase: Chase, runner: TrackedRunner) {
  const others = chase.runners.filter((other) => other.name !== runner.name);
  if (!canHelp(runner) || others.length === 0) return null;
  return [
    { value: '', label: `No: keep it for ${runner.name}` },
    ...others.map(({ name }) => ({ value: name, label: `Give the result to ${name}` })),
  ];
}

/** Whether every PC in the chase is through: escaped or caught, caught the opponent or lost them. */
export function isChaseOver(verdicts: readonly RunnerVerdict[]): boolean {
  return verdicts.length > 0 && verdicts.every((verdict) => verdict.verdict !== 'running');
}

/** What follows "Chase over:": each PC's verdict with its reason. */
export function chaseOverSentence(verdicts: readonly RunnerVerdict[]): string {
  const each = verdicts.map(
    (verdict) =>
      `${verdict.name} ${VERDICT_LABELS[verdict.verdict].toLowerCase()} (${verdict.reason})`,
  );
  return `${each.join('; ')}.`;
}

/** "New chase: Ada and Bo cleared, with 4 obstacles rolled." */
export function chaseClearedSentence(chase: Chase): string {
  const names = listInWords(chase.runners.map((runner) => runner.name));
  return `New chase: ${names} cleared, with ${howMany(obstaclesRolled(chase), 'obstacle')} rolled.`;
}

/** A PC's next obstacle as the obstacle tool rolls it, and the roll log's name for it. */
export function obstacleRoll(
  chase: Chase,
  runner: TrackedRunner,
  scores: { readonly pc: number; readonly opponent: number },
): { readonly input: Parameters<typeof chaseObstacleTool.roll>[0]; readonly source: string } {
  const helping = canHelp(runner) && runner.next.helping ? { helping: runner.next.helping } : {};
  return {
    input: {
      ability: runner.next.ability,
      pc: { name: runner.name, score: scores.pc },
      opponent: { name: chaseOpponentName(chase), score: scores.opponent },
      ...helping,
    },
    source: `Chase obstacle ${runner.obstacles.length + 1} (${runner.name})`,
  };
}
