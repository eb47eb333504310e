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

/** The tools, each named `<ruleset>/<name>` (its ruleset is read from the id) or site-wide. */
const ENTRIES: readonly Omit<ToolEntry, 'ruleset'>[] = [
  { id: 'roll-log', title: 'Roll log' },
  { id: 'dice-roller', title: 'Dice roller' },

  { id: 'locus/outcome-check', title: 'Outcome Check' },
  { id: 'locus/untrained-check', title: 'Untrained Check' },
  { id: 'locus/contested-check', title: 'Contested Check' },
  { id: 'locus/initiative', title: 'Initiative' },
  { id: 'locus/stress-check', title: 'Stress Check' },
  { id: 'locus/durability-check', title: 'Durability Check' },
  { id: 'locus/cast-tracker', title: 'Cast tracker' },
  { id: 'locus/card-deck', title: 'Card deck' },
  { id: 'locus/session-checklist', title: 'Pre-session checklist' },
  { id: 'locus/average-hand', title: 'Average Hand and Layer' },
  { id: 'locus/threat-calculator', title: 'Threat calculator' },
  { id: 'locus/monster-builder', title: 'Monster builder' },
  { id: 'locus/item-creator', title: 'Item creator' },
  { id: 'locus/vice-list', title: 'Your Vice list' },
  { id: 'locus/haunt', title: 'Roll a Haunt' },
  { id: 'locus/monster-concept', title: 'Roll a Monster concept' },
  { id: 'locus/layer-prompt', title: 'Roll a Layer description' },
  { id: 'locus/spot-effect', title: 'Roll a Spot Effect' },

  { id: 'eldritch-instinct/save-roller', title: 'Save roller' },
  { id: 'eldritch-instinct/opposed-save', title: 'Opposed save' },
  { id: 'eldritch-instinct/tension-pool', title: 'Tension Pool' },
  { id: 'eldritch-instinct/combat-helpers', title: 'Combat helpers' },
  { id: 'eldritch-instinct/death-and-wounds', title: 'Death and wounds' },
  { id: 'eldritch-instinct/chase-tracker', title: 'Chase tracker' },
  { id: 'eldritch-instinct/sanity-tracker', title: 'Sanity and Fortitude tracker' },
  { id: 'eldritch-instinct/small-rollers', title: 'Small rollers' },
  { id: 'eldritch-instinct/reaction', title: 'Reaction roll' },
  { id: 'eldritch-instinct/die-of-fate', title: 'Die of Fate' },
  { id: 'eldritch-instinct/miscast', title: 'Miscast roll' },
  { id: 'eldritch-instinct/study', title: 'Study time' },
  { id: 'eldritch-instinct/investigator-generator', title: 'Investigator generator' },

  { id: 'cairn/party-tracker', title: 'Party tracker' },
  { id: 'cairn/save-roller', title: 'Save roller' },
  { id: 'cairn/combat-resolver', title: 'Combat resolver' },
  { id: 'cairn/scars-roller', title: 'Scars roller' },
  { id: 'cairn/morale-check', title: 'Morale check' },
  { id: 'cairn/die-of-fate', title: 'Die of Fate' },
  { id: 'cairn/spellbook', title: 'Draw a Spellbook' },
  { id: 'cairn/scroll', title: 'Draw a Scroll' },
  { id: 'cairn/casting-helper', title: 'Casting helper' },
  { id: 'cairn/hireling-generator', title: 'Hireling generator' },

  { id: 'dead-weight/attribute-test', title: 'Attribute test' },
  { id: 'dead-weight/attack-notation', title: 'Attack notation and defence' },
  { id: 'dead-weight/expedition-tracker', title: 'Expedition tracker' },
  { id: 'dead-weight/risk-dice', title: 'Risk dice' },
  { id: 'dead-weight/supplies', title: 'Supplies and usage dice' },
  { id: 'dead-weight/camp-planner', title: 'Camp planner' },
  { id: 'dead-weight/interlude-day', title: 'Interlude day' },
  { id: 'dead-weight/shop', title: 'Shop: availability and prices' },
  { id: 'dead-weight/characters', title: 'Characters' },

  { id: 'loot/inventory-sheet', title: 'Inventory sheet' },
  { id: 'loot/check-roller', title: 'Check roller' },
  { id: 'loot/attack-roller', title: 'Attack roller' },
  { id: 'loot/conditions', title: 'Conditions on the active sheet' },
  { id: 'loot/encounter-odds', title: 'Encounter odds' },
  { id: 'loot/initiative-helper', title: 'Initiative helper' },
];

export const TOOLS: readonly ToolEntry[] = ENTRIES.map((entry) =>
  entry.id.includes('/') ? { ...entry, ruleset: entry.id.slice(0, entry.id.indexOf('/')) } : entry,
);

/** The tool a page's heading belongs to, by its ruleset and heading text. */
export function findToolByTitle(ruleset: string | undefined, title: string): ToolEntry | undefined {
  const wanted = title.trim();
  return TOOLS.find(
    (tool) =>
      (tool.ruleset === ruleset || tool.ruleset === undefined) &&
      (tool.title === wanted || tool.alsoTitled?.includes(wanted)),
  );
}

export function findTool(id: string): ToolEntry | undefined {
  return TOOLS.find((tool) => tool.id === id);
}
