/**
 * What the combat resolver's list of attackers offers, decided here so the list only lays it out:
 * a Remove button on each while there are several, Add while another attacker fits in one damage
 * roll (CAIRN_MAX_ATTACKERS), and the Blast note once any attacker has Blast (the resolver rolls
 * for one target; each other target in the area takes its own roll).
 */
import { CAIRN_MAX_ATTACKERS, type CairnAttacker } from './damage';

export interface CairnAttackerList {
  /** Whether each attacker has its Remove button: the last one stays. */
  readonly removable: boolean;
  /** Why no attacker can be added (the roll takes no more), or null while one can. */
  readonly full: string | null;
  /** What Blast asks of the table, while any attacker has it; else null. */
  readonly blast: string | null;
}

export function viewCairnAttackerList(
  attackers: readonly Pick<CairnAttacker, 'blast'>[],
): CairnAttackerList {
  return {
    removable: attackers.length > 1,
    full:
      attackers.length < CAIRN_MAX_ATTACKERS ? null : `At most ${CAIRN_MAX_ATTACKERS} attackers.`,
    blast: attackers.some((attacker) => attacker.blast)
      ? 'Blast: every target in the area takes its own roll. This resolves one target; resolve again for each other target.'
      : null,
  };
}
