/** Chases the chase tests build on: an obstacle from two rolls at DEX 50 each, and PCs by name. */
import {
  addChaseRunner,
  newChase,
  scoreChaseObstacle,
  type Chase,
} from '../../../src/rules/eldritch-instinct/chase';

/** A DEX obstacle at 50 against 50, with the PC's roll and the opponent's. */
export const obstacle = (pcRoll: number, opponentRoll: number) =>
  scoreChaseObstacle('DEX', { score: 50, roll: pcRoll }, { score: 50, roll: opponentRoll });

/** A new chase with these PCs in it, in order. */
export function chaseOf(...names: string[]): Chase {
  return names.reduce((chase, name) => {
    const added = addChaseRunner(chase, name);
    return added.ok ? added.value : chase;
  }, newChase());
}
