/**
 * Cairn's id in the roll log's recipes, on its own so a tool that only logs (the party tracker)
 * does not load every Cairn tool's rules with log.ts, the spell list among them.
 */
export const CAIRN_RULESET = 'cairn';
