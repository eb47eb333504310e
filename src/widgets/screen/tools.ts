/**
 * Every tool a screen can hold, as data only: id, title (the heading the tool shows, which is how
 * a "add to my screen" button on a page finds its tool) and ruleset. This list is what the pinning
 * menu on rules pages loads; what renders each tool is in ./registry.ts, loaded only by /screen/.
 * `tests/e2e/screen.spec.ts` mounts every tool and checks its heading is this title.
 */
export interface ToolEntry {
  /** `<ruleset>/<name>`, or a site-wide name: the part after `tool:` in a panel id. */
  readonly id: string;
  readonly title: string;
  /** Undefined for the site-wide panels (the roll log, the dice roller). */
  readonly ruleset?: string;
  /** Other headings the same tool shows where a page renders only part of it. */
  readonly alsoTitled?: readonly string[];
}

export const TOOLS: readonly ToolEntry[] = [
  { id: 'roll-log', title: 'Roll log' },
  { id: 'dice-roller', title: 'Dice roller' },

  { id: 'locus/outcome-check', title: 'Outcome Check', ruleset: 'locus' },
  { id: 'locus/untrained-check', title: 'Untrained Check', ruleset: 'locus' },
  { id: 'locus/contested-check', title: 'Contested Check', ruleset: 'locus' },
  { id: 'locus/initiative', title: 'Initiative', ruleset: 'locus' },
  { id: 'locus/stress-check', title: 'Stress Check', ruleset: 'locus' },
  { id: 'locus/durability-check', title: 'Durability Check', ruleset: 'locus' },
  { id: 'locus/cast-tracker', title: 'Cast tracker', ruleset: 'locus' },
  { id: 'locus/card-deck', title: 'Card deck', ruleset: 'locus' },
  { id: 'locus/session-checklist', title: 'Pre-session checklist', ruleset: 'locus' },
  { id: 'locus/average-hand', title: 'Average Hand and Layer', ruleset: 'locus' },
  { id: 'locus/threat-calculator', title: 'Threat calculator', ruleset: 'locus' },
  { id: 'locus/monster-builder', title: 'Monster builder', ruleset: 'locus' },
  { id: 'locus/item-creator', title: 'Item creator', ruleset: 'locus' },
  { id: 'locus/vice-list', title: 'Your Vice list', ruleset: 'locus' },
  { id: 'locus/haunt', title: 'Roll a Haunt', ruleset: 'locus' },
  { id: 'locus/monster-concept', title: 'Roll a Monster concept', ruleset: 'locus' },
  { id: 'locus/layer-prompt', title: 'Roll a Layer description', ruleset: 'locus' },
  { id: 'locus/spot-effect', title: 'Roll a Spot Effect', ruleset: 'locus' },

  { id: 'eldritch-instinct/save-roller', title: 'Save roller', ruleset: 'eldritch-instinct' },
  { id: 'eldritch-instinct/opposed-save', title: 'Opposed save', ruleset: 'eldritch-instinct' },
  { id: 'eldritch-instinct/tension-pool', title: 'Tension Pool', ruleset: 'eldritch-instinct' },
  { id: 'eldritch-instinct/combat-helpers', title: 'Combat helpers', ruleset: 'eldritch-instinct' },
  { id: 'eldritch-instinct/death-and-wounds', title: 'Death and wounds', ruleset: 'eldritch-instinct' },
  { id: 'eldritch-instinct/chase-tracker', title: 'Chase tracker', ruleset: 'eldritch-instinct' },
  { id: 'eldritch-instinct/sanity-tracker', title: 'Sanity and Fortitude tracker', ruleset: 'eldritch-instinct' },
  { id: 'eldritch-instinct/small-rollers', title: 'Small rollers', ruleset: 'eldritch-instinct' },
  { id: 'eldritch-instinct/reaction', title: 'Reaction roll', ruleset: 'eldritch-instinct' },
  { id: 'eldritch-instinct/die-of-fate', title: 'Die of Fate', ruleset: 'eldritch-instinct' },
  { id: 'eldritch-instinct/miscast', title: 'Miscast roll', ruleset: 'eldritch-instinct' },
  { id: 'eldritch-instinct/study', title: 'Study time', ruleset: 'eldritch-instinct' },
  { id: 'eldritch-instinct/investigator-generator', title: 'Investigator generator', ruleset: 'eldritch-instinct' },

  { id: 'cairn/party-tracker', title: 'Party tracker', ruleset: 'cairn' },
  { id: 'cairn/save-roller', title: 'Save roller', ruleset: 'cairn' },
  { id: 'cairn/combat-resolver', title: 'Combat resolver', ruleset: 'cairn' },
  { id: 'cairn/scars-roller', title: 'Scars roller', ruleset: 'cairn' },
  { id: 'cairn/morale-check', title: 'Morale check', ruleset: 'cairn' },
  { id: 'cairn/die-of-fate', title: 'Die of Fate', ruleset: 'cairn' },
  { id: 'cairn/spellbook', title: 'Draw a Spellbook', ruleset: 'cairn' },
  { id: 'cairn/scroll', title: 'Draw a Scroll', ruleset: 'cairn' },
  { id: 'cairn/casting-helper', title: 'Casting helper', ruleset: 'cairn' },
  { id: 'cairn/hireling-generator', title: 'Hireling generator', ruleset: 'cairn' },

  { id: 'dead-weight/attribute-test', title: 'Attribute test', ruleset: 'dead-weight' },
  { id: 'dead-weight/attack-notation', title: 'Attack notation and defence', ruleset: 'dead-weight' },
  { id: 'dead-weight/expedition-tracker', title: 'Expedition tracker', ruleset: 'dead-weight' },
  { id: 'dead-weight/risk-dice', title: 'Risk dice', ruleset: 'dead-weight' },
  { id: 'dead-weight/supplies', title: 'Supplies and usage dice', ruleset: 'dead-weight' },
  { id: 'dead-weight/camp-planner', title: 'Camp planner', ruleset: 'dead-weight' },
  { id: 'dead-weight/interlude-day', title: 'Interlude day', ruleset: 'dead-weight' },
  { id: 'dead-weight/shop', title: 'Shop: availability and prices', ruleset: 'dead-weight' },
  { id: 'dead-weight/characters', title: 'Characters', ruleset: 'dead-weight' },

  { id: 'loot/inventory-sheet', title: 'Inventory sheet', ruleset: 'loot' },
  { id: 'loot/check-roller', title: 'Check roller', ruleset: 'loot' },
  { id: 'loot/attack-roller', title: 'Attack roller', ruleset: 'loot' },
  { id: 'loot/conditions', title: 'Conditions on the active sheet', ruleset: 'loot' },
  { id: 'loot/encounter-odds', title: 'Encounter odds', ruleset: 'loot' },
  { id: 'loot/initiative-helper', title: 'Initiative helper', ruleset: 'loot' },
];

/** The tool a page's heading belongs to, by its ruleset and heading text. */
export function findToolByTitle(ruleset: string | undefined, title: string): ToolEntry | undefined {
  const wanted = title.trim();
  return TOOLS.find((tool) => (tool.ruleset === ruleset || tool.ruleset === undefined) && (tool.title === wanted || tool.alsoTitled?.includes(wanted)));
}

export function findTool(id: string): ToolEntry | undefined {
  return TOOLS.find((tool) => tool.id === id);
}
