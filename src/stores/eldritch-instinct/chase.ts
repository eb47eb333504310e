/**
 * The Eldritch Instinct chase at the table: which side the PCs are on, the opponent, each PC with
 * the obstacles rolled so far and their next one as planned, and whose result was rolled last.
 * Kept in localStorage and shared by all open tabs, so a reload, a locked phone or another tab
 * leaves the chase where it stood. "Start a new chase" clears the PCs; the widget keeps the chase
 * it cleared for its Undo, which puts it back only while the new chase is still as it was left.
 *
 * Stored shape (key `rules-at-hand:ei-chase`): `{ "version": 1, "role": "fleeing"|"pursuing",
 * "opponent": text, "runners": [{ "name", "obstacles": [{ "ability": "STR"|"DEX"|"WIL", "pcScore",
 * "opponentScore": 1..120, "pcRoll", "opponentRoll": 0..99, "helping"?: name }] (at most 3),
 * "next": { "ability", "pcText", "opponentText" (as typed), "helping": name or "" } }] (at most 6),
 * "last": name or null }`. An obstacle keeps its scores and dice only: its outcome, points and
 * words are worked out again by the rules on reading, so they always agree with the dice. A chase
 * the tracker could not have made (a score out of range, a fourth obstacle, a helping save that
 * could not help) is refused like unreadable text. Unreadable storage resets to a new chase with a
 * notice and the text is kept aside; bump `version` and migrate here when the shape changes.
 */
import * as z from 'zod/mini';
import { wholeNumberSchema } from '../../rules/whole-number-schema';
import {
  addChaseRunner,
  CHASE_NAME_MAX,
  CHASE_OBSTACLES,
  ChaseAbilitySchema,
  chaseOpponentName,
  chaseProblem,
  MAX_RUNNERS,
  nameChaseOpponent,
  newChase,
  planNextObstacle,
  recordObstacle,
  SCORE_TEXT_MAX,
  scoreChaseObstacle,
  type Chase,
  type ChaseObstacle,
  type ChaseRole,
  type NextObstacle,
  type RunnerProblem,
} from '../../rules/eldritch-instinct/chase';
import { ScoreSchema } from '../../rules/eldritch-instinct/tool';
import { refuse, succeed, type Problem, type Result } from '../../rules/result';
import { createValidatedPersistent, parseJsonWith } from '../validated-persistent';
import { createUndoSlot } from '../undo-slot';

export const EI_CHASE_KEY = 'rules-at-hand:ei-chase';

const NameSchema = z.string().check(z.maxLength(CHASE_NAME_MAX));
const RollSchema = wholeNumberSchema(0, 99);

const StoredObstacleSchema = z.object({
  ability: ChaseAbilitySchema,
  pcScore: ScoreSchema,
  opponentScore: ScoreSchema,
  pcRoll: RollSchema,
  opponentRoll: RollSchema,
  helping: z.optional(NameSchema),
});
type StoredObstacle = z.infer<typeof StoredObstacleSchema>;

const StoredFieldsSchema = z.object({
  version: z.literal(1),
  role: z.enum(['fleeing', 'pursuing']),
  opponent: NameSchema,
  runners: z
    .array(
      z.object({
        name: NameSchema,
        obstacles: z.array(StoredObstacleSchema).check(z.maxLength(CHASE_OBSTACLES)),
        next: z.object({
          ability: ChaseAbilitySchema,
          pcText: z.string().check(z.maxLength(SCORE_TEXT_MAX)),
          opponentText: z.string().check(z.maxLength(SCORE_TEXT_MAX)),
          helping: NameSchema,
        }),
      }),
    )
    .check(z.maxLength(MAX_RUNNERS)),
  last: z.nullable(NameSchema),
});
type StoredChase = z.infer<typeof StoredFieldsSchema>;

/** The chase a stored one stands for, each obstacle scored again from its dice. */
function readChase(stored: StoredChase): Chase {
  const opponent = chaseOpponentName(stored);
  return {
    role: stored.role,
    opponent: stored.opponent,
    last: stored.last,
    runners: stored.runners.map((runner) => ({
      name: runner.name,
      next: runner.next,
      obstacles: runner.obstacles.map((saved): ChaseObstacle => {
        const obstacle = scoreChaseObstacle(
          saved.ability,
          { score: saved.pcScore, roll: saved.pcRoll },
          { score: saved.opponentScore, roll: saved.opponentRoll },
          { pc: runner.name, opponent },
        );
        return saved.helping === undefined ? obstacle : { ...obstacle, helping: saved.helping };
      }),
    })),
  };
}

function storedObstacle(obstacle: ChaseObstacle): StoredObstacle {
  const { ability, pcScore, opponentScore, pcRoll, opponentRoll, helping } = obstacle;
  return {
    ability,
    pcScore,
    opponentScore,
    pcRoll,
    opponentRoll,
    ...(helping === undefined ? {} : { helping }),
  };
}

// Checked only once every field reads (a refinement of the object itself would also run over
// fields that failed, and scoring an obstacle from an impossible roll throws).
const StoredChaseSchema = z.pipe(
  StoredFieldsSchema,
  z.custom<StoredChase>((stored) => chaseProblem(readChase(stored as StoredChase)) === null),
);

function encodeChase(chase: Chase): string {
  return JSON.stringify({
    version: 1,
    role: chase.role,
    opponent: chase.opponent,
    runners: chase.runners.map((runner) => ({
      name: runner.name,
      obstacles: runner.obstacles.map(storedObstacle),
      next: runner.next,
    })),
    last: chase.last,
  });
}

const saved = createValidatedPersistent<Chase>(EI_CHASE_KEY, newChase(), {
  label: 'chase',
  encode: encodeChase,
  parse: parseJsonWith(StoredChaseSchema, readChase),
});

export const $chase = saved.$store;
export const $chaseNotice = saved.$notice;

/** The Undo of "Start a new chase" in this tab: what it cleared (../undo-slot.ts says how long). */
const newChaseUndo = createUndoSlot<ChaseCleared>();
export const $chaseUndo = newChaseUndo.$slot;

/** A change made here: the chase it leaves is saved, and the Undo of a new chase is dropped. */
function change(next: Chase): void {
  newChaseUndo.drop();
  $chase.set(next);
}

/** Whether the PCs flee or pursue. */
export function setChaseRole(role: ChaseRole): void {
  change({ ...$chase.get(), role });
}

/** The opponent's name, as typed. */
export function setChaseOpponent(opponent: string): void {
  change(nameChaseOpponent($chase.get(), opponent));
}

/** Adds a PC to the chase; the refusal says why not (no name, a name running, no room). */
export function addRunner(name: string): Result<Chase, RunnerProblem> {
  const added = addChaseRunner($chase.get(), name);
  if (added.ok) change(added.value);
  return added;
}

/** Changes a PC's next obstacle (ability, typed scores, whom it helps). */
export function planObstacle(name: string, plan: Partial<NextObstacle>): void {
  change(planNextObstacle($chase.get(), name, plan));
}

/** Adds an obstacle rolled for a PC to the chase. */
export function addObstacle(name: string, obstacle: ChaseObstacle): void {
  change(recordObstacle($chase.get(), name, obstacle));
}

/** What "Start a new chase" did: the chase it cleared, and the new one it left in its place. */
export interface ChaseCleared {
  readonly cleared: Chase;
  readonly started: Chase;
}

/** Clears the PCs for a new chase (the sides and the opponent stay); returns what it did, kept for Undo. */
export function startNewChase(): ChaseCleared {
  const cleared = $chase.get();
  const started = newChase(cleared.role, cleared.opponent);
  $chase.set(started);
  const done = { cleared, started };
  newChaseUndo.keep(done);
  return done;
}

/**
 * Puts back the chase a new one cleared (the Undo of "Start a new chase"), only while the saved
 * chase is still the one it started: a change made since, here or in another tab, is never
 * thrown away in silence. The refusal says so.
 */
export function restoreChase({
  cleared,
  started,
}: ChaseCleared): Result<Chase, Problem<'changed'>> {
  if (encodeChase($chase.get()) !== encodeChase(started)) {
    return refuse(
      'changed',
      'The chase has changed since (in another tab), so the Undo would lose that; change it back by hand.',
    );
  }
  $chase.set(cleared);
  return succeed(cleared);
}

/** The Undo of the last "Start a new chase" here: the old chase back, or the refusal kept to say why. */
export function undoNewChase(): Result<Chase, { readonly message?: string }> | undefined {
  return newChaseUndo.undo(restoreChase);
}
