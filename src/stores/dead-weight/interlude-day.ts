/**
 * The interlude day's steps as the day runner takes them: an adventurer's action, the Blacksalt
 * event, Hunger Bites (and an affliction a player chooses after it) and the night's sleep. Each
 * step is one call that marks the day, moves the settlement doom, writes what it does to the
 * party's sheets, keeps what it came to with the day's results and logs its rolls, so the tool
 * only lays them out. Each reads the day and the party as saved now, so a double press, or a press
 * after another tab moved on, acts once and on the sheets as they are. Each returns whether it was
 * done (false when the day has it already, or there is no one to do it for).
 *
 * Nothing is stored here: the interlude (./interlude.ts), the day's results
 * (./interlude-today.ts) and the party (./party.ts) keep it all.
 */
import type { Rng } from '../../rules/dice';
import { browserRng } from '../../lib/browser-rng';
import type { DwAffliction } from '../../rules/dead-weight/character';
import {
  countDwRiskDoom,
  explainDwActionBlocked,
  explainDwActionTaken,
  explainDwAfflictionChoice,
  explainDwBlacksaltEvent,
  explainDwCharacterEffect,
  explainDwHunger,
  explainDwRiskRoll,
  explainDwSettlementDoomMove,
  findDwInterludeRisk,
  findDwSleepTable,
  readDwActionRecovery,
  readDwSleepRecovery,
  resolveDwRecovery,
  type DwSleepLocation,
} from '../../rules/dead-weight/interlude';
import { DW_RULESET, dwLogSource } from '../../rules/dead-weight/log-lines';
import {
  dwBlacksaltEventTool,
  dwDecayTool,
  dwInterludeRiskTool,
  dwSleepTool,
} from '../../rules/dead-weight/roll-tools';
import type { RollTool } from '../../rules/roll-recipe';
import { logToolOutcome } from '../roll-log';
import { advanceDwOmens } from './expedition';
import {
  $dwInterlude,
  feedDwParty,
  moveDwSettlementDoom,
  rollDwInterludeEvent,
  sleepDwParty,
} from './interlude';
import {
  $dwInterludeToday,
  keepDwInterludeResult,
  resultsOfDay,
  takeDwInterludeAction,
} from './interlude-today';
import { pickOfDay, type DwHungerShown } from '../../rules/dead-weight/interlude-day-view';
import { $dwParty, addDwAffliction, applyDwCharacterEffect } from './party';

/** Logs a roll of the day runner, made at `href` (the tool's place on its page, for the log's link). */
function logDayRoll<Input, Outcome>(
  tool: Pick<RollTool<Input, Outcome>, 'name' | 'describe'>,
  input: Input,
  outcome: Outcome,
  what: string,
  who: string,
  href: string | undefined,
): void {
  logToolOutcome(DW_RULESET, tool, input, outcome, { source: dwLogSource(what, who), href });
}

const findCharacter = (characterId: string) =>
  $dwParty.get().characters.find((candidate) => candidate.id === characterId);

/**
 * The adventurer takes the action they chose today: risk dice rolled when it has them (laying low
 * moves the settlement doom), what it fixes on their sheet written there (what needs a choice is
 * said "apply by hand"), and what it came to kept with the day. One action a day: refused while
 * explainDwActionBlocked says why.
 */
export function takeDwInterludeActionToday(
  characterId: string,
  href?: string,
  rng: Rng = browserRng,
): boolean {
  const { day, size, doom } = $dwInterlude.get();
  const character = findCharacter(characterId);
  if (!character) return false;
  const today = resultsOfDay($dwInterludeToday.get(), day);
  const pick = pickOfDay(today, characterId);
  const acted = characterId in today.actions;
  if (explainDwActionBlocked(character.name, day, acted, pick, size, doom)) return false;
  const found = findDwInterludeRisk(pick.action, pick.option);
  let triggered: boolean | null = null;
  let said = explainDwActionTaken(character.name, pick.action, pick.option);
  if (found) {
    const input = { action: pick.action, option: pick.option };
    const roll = dwInterludeRiskTool.roll(input, rng);
    logDayRoll(dwInterludeRiskTool, input, roll, found.name, character.name, href);
    const steps = countDwRiskDoom(pick.action, roll.triggered);
    triggered = roll.triggered;
    said = explainDwRiskRoll(found.risk, roll, steps === 0 ? null : moveDwSettlementDoom(steps));
  }
  const recovery = readDwActionRecovery(pick.action, pick.option, triggered);
  const effect = recovery ? resolveDwRecovery(character, recovery) : null;
  const applied = effect ? explainDwCharacterEffect(character.name, effect) : null;
  const taken = takeDwInterludeAction(day, character, applied ? `${said} ${applied}` : said);
  if (taken.ok && effect) applyDwCharacterEffect(characterId, effect);
  return taken.ok;
}

/**
 * Today's Blacksalt event, rolled once: the doom moves by it and, when it says so, the
 * expedition's omens tracker advances ("Advance this settlement's doom and omens trackers").
 */
export function rollDwBlacksaltEventToday(href?: string, rng: Rng = browserRng): boolean {
  const { day } = $dwInterlude.get();
  const rolled = rollDwInterludeEvent(rng);
  if (!rolled.ok) return false;
  const { doom, ...roll } = rolled.value;
  logDayRoll(dwBlacksaltEventTool, {}, roll, 'Blacksalt events', '', href);
  if (roll.omens) advanceDwOmens(1, rng);
  keepDwInterludeResult(day, { event: { roll, note: explainDwBlacksaltEvent(roll, doom) } });
  return true;
}

/**
 * Today's Hunger Bites for the party (`ate`: who eats a ration, by character id), once: the
 * afflictions it gives are added, except where one is already held, which the player chooses
 * instead (chooseDwHungerAffliction); decay's doom steps are said once, under the first character.
 */
export function resolveDwHungerToday(
  ate: Readonly<Record<string, boolean>>,
  href?: string,
  rng: Rng = browserRng,
): boolean {
  const { day } = $dwInterlude.get();
  const fed = feedDwParty($dwParty.get().characters, ate, rng);
  if (!fed.ok) return false;
  const resolved = fed.value;
  const shown: Record<
    string,
    { name: string; lines: string[]; choices: DwHungerShown['choices'] }
  > = {};
  for (const { id: characterId, name, ateRation, result } of resolved.characters) {
    if (result.decay)
      logDayRoll(dwDecayTool, { afflictions: [] }, result.decay, 'Decay', name, href);
    for (const gain of result.gains)
      if (gain.kind === 'gain') addDwAffliction(characterId, gain.affliction);
    shown[characterId] = {
      name,
      lines: explainDwHunger(name, ateRation, result),
      choices: result.gains.flatMap((gain) =>
        gain.kind === 'choose' ? [{ already: gain.already, options: gain.choices }] : [],
      ),
    };
  }
  const steps = resolved.settlementDoom;
  if (steps > 0)
    shown[resolved.characters[0]?.id ?? '']?.lines.push(
      `Decay advanced the doom tracker:${explainDwSettlementDoomMove(steps, resolved.doom)}`,
    );
  keepDwInterludeResult(day, { hunger: shown });
  return true;
}

/**
 * The affliction the player chose (`affliction`, else the first offered) in place of one the
 * adventurer already held after today's Hunger Bites: added to the sheet, said under their result,
 * and that choice no longer offered.
 */
export function chooseDwHungerAffliction(
  characterId: string,
  index: number,
  affliction?: DwAffliction,
): boolean {
  const { day } = $dwInterlude.get();
  const { hunger } = resultsOfDay($dwInterludeToday.get(), day);
  const shown = hunger[characterId];
  const choice = shown?.choices[index];
  const chosen = affliction ?? choice?.options[0];
  if (!shown || !choice || !chosen) return false;
  addDwAffliction(characterId, chosen);
  const lines = [...shown.lines, explainDwAfflictionChoice(shown.name, chosen, choice.already)];
  const choices = shown.choices.filter((_, position) => position !== index);
  keepDwInterludeResult(day, {
    hunger: { ...hunger, [characterId]: { ...shown, lines, choices } },
  });
  return true;
}

/**
 * The party sleeps at `location`, once a day: each adventurer rolls its table, the doom moves by
 * the rows, and each row is written to the sleeper's sheet (what needs a choice left by hand).
 */
export function sleepDwPartyToday(
  location: DwSleepLocation,
  href?: string,
  rng: Rng = browserRng,
): boolean {
  const { size, day } = $dwInterlude.get();
  const sleepers = $dwParty.get().characters;
  const slept = sleepDwParty(
    sleepers.map((character) => character.name),
    location,
    rng,
  );
  if (!slept.ok) return false;
  const table = findDwSleepTable(location, size);
  for (const { name, roll } of slept.value.rolls)
    logDayRoll(dwSleepTool, { location, size }, roll, table.title, name, href);
  const { settlementDoom, doom } = slept.value;
  const rolls = slept.value.rolls.map((shown, index) => {
    const sleeper = sleepers[index];
    if (!sleeper) return shown;
    const effect = resolveDwRecovery(sleeper, readDwSleepRecovery(shown.roll.text));
    applyDwCharacterEffect(sleeper.id, effect);
    const applied = explainDwCharacterEffect(sleeper.name, effect);
    return applied ? { ...shown, applied } : shown;
  });
  keepDwInterludeResult(day, {
    sleep: { rolls, note: explainDwSettlementDoomMove(settlementDoom, doom).trim() },
  });
  return true;
}
