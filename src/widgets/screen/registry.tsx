/**
 * What renders each tool panel of "my screen": a dynamic `import()` per tool, so a screen loads
 * only the code of the panels it holds. Each loader gives a component that takes the panel's id
 * prefix and heading level and renders the tool as its screen page places it.
 * Titles and rulesets are in ./tools.ts (data only, shared with the pinning menu).
 */
import type { ComponentType } from 'preact';
import type { HeadingLevel } from '../shared/Heading';

export interface ToolPanelProps {
  /** A prefix for element ids, unique on the screen. */
  readonly id: string;
  readonly headingLevel: HeadingLevel;
}

type Loader = () => Promise<ComponentType<ToolPanelProps>>;

/** A module's default export, given fixed props on top of the panel's. */
function tool<P>(
  load: () => Promise<{ default: ComponentType<P> }>,
  props: Partial<P> = {},
): Loader {
  return async () => {
    const { default: Tool } = await load();
    return function ToolPanel(panel: ToolPanelProps) {
      const Component = Tool as ComponentType<Record<string, unknown>>;
      return <Component {...props} {...panel} />;
    };
  };
}

export const TOOL_LOADERS: Readonly<Record<string, Loader>> = {
  'roll-log': async () => {
    const { default: RollLog } = await import('../shared/RollLog');
    return function RollLogPanel() {
      return <RollLog />;
    };
  },
  'dice-roller': tool(() => import('../shared/DiceRoller')),

  'locus/outcome-check': tool(() => import('../locus/rolls/OutcomeCheck')),
  'locus/untrained-check': tool(() => import('../locus/rolls/UntrainedCheck')),
  'locus/contested-check': tool(() => import('../locus/rolls/ContestedCheck')),
  'locus/initiative': tool(() => import('../locus/rolls/InitiativeTracker')),
  'locus/stress-check': tool(() => import('../locus/rolls/StressCheck')),
  'locus/durability-check': tool(() => import('../locus/rolls/DurabilityCheck')),
  'locus/cast-tracker': tool(() => import('../locus/characters/CastTracker')),
  'locus/card-deck': tool(() => import('../locus/characters/CardDeck')),
  'locus/session-checklist': tool(() => import('../locus/gm/SessionChecklist')),
  'locus/average-hand': tool(() => import('../locus/gm/AverageHand')),
  'locus/threat-calculator': tool(() => import('../locus/gm/ThreatCalculator')),
  'locus/monster-builder': tool(() => import('../locus/gm/MonsterBuilder')),
  'locus/item-creator': tool(() => import('../locus/gm/ItemCreator')),
  'locus/vice-list': tool(() => import('../locus/generators/ViceList')),
  'locus/haunt': tool(() => import('../locus/generators/InspirationGenerator'), {
    generator: 'haunt',
  }),
  'locus/monster-concept': tool(() => import('../locus/generators/InspirationGenerator'), {
    generator: 'monster-concept',
  }),
  'locus/layer-prompt': tool(() => import('../locus/generators/InspirationGenerator'), {
    generator: 'layer-prompt',
  }),
  'locus/spot-effect': tool(() => import('../locus/generators/InspirationGenerator'), {
    generator: 'spot-effect',
  }),

  'eldritch-instinct/save-roller': tool(() => import('../eldritch-instinct/rolls/SaveRoller')),
  'eldritch-instinct/opposed-save': tool(() => import('../eldritch-instinct/rolls/OpposedSave')),
  'eldritch-instinct/tension-pool': tool(() => import('../eldritch-instinct/gm/TensionPool')),
  'eldritch-instinct/combat-helpers': tool(() => import('../eldritch-instinct/rolls/CombatHelper')),
  'eldritch-instinct/death-and-wounds': tool(
    () => import('../eldritch-instinct/rolls/DeathAndWounds'),
  ),
  'eldritch-instinct/chase-tracker': tool(() => import('../eldritch-instinct/gm/ChaseTracker')),
  'eldritch-instinct/sanity-tracker': tool(() => import('../eldritch-instinct/gm/SanityTracker')),
  'eldritch-instinct/small-rollers': tool(() => import('../eldritch-instinct/rolls/SmallRollers')),
  'eldritch-instinct/reaction': tool(() => import('../eldritch-instinct/rolls/SmallRollers'), {
    only: 'reaction',
  }),
  'eldritch-instinct/die-of-fate': tool(() => import('../eldritch-instinct/rolls/SmallRollers'), {
    only: 'fate',
  }),
  'eldritch-instinct/miscast': tool(() => import('../eldritch-instinct/rolls/SmallRollers'), {
    only: 'miscast',
  }),
  'eldritch-instinct/study': tool(() => import('../eldritch-instinct/rolls/SmallRollers'), {
    only: 'study',
  }),
  'eldritch-instinct/investigator-generator': tool(
    () => import('../eldritch-instinct/generators/InvestigatorGenerator'),
  ),

  'cairn/party-tracker': tool(() => import('../cairn/characters/PartyTracker')),
  'cairn/save-roller': tool(() => import('../cairn/rolls/SaveRoller')),
  'cairn/combat-resolver': tool(() => import('../cairn/rolls/CombatResolver')),
  'cairn/scars-roller': tool(() => import('../cairn/rolls/ScarsRoller')),
  'cairn/morale-check': tool(() => import('../cairn/gm/MoraleCheck')),
  'cairn/die-of-fate': tool(() => import('../cairn/gm/DieOfFate')),
  'cairn/spellbook': tool(() => import('../cairn/generators/SpellDraw'), { kind: 'spellbook' }),
  'cairn/scroll': tool(() => import('../cairn/generators/SpellDraw'), { kind: 'scroll' }),
  'cairn/casting-helper': tool(() => import('../cairn/rolls/CastingHelper')),
  'cairn/hireling-generator': tool(() => import('../cairn/generators/HirelingGenerator')),

  'dead-weight/attribute-test': tool(() => import('../dead-weight/rolls/AttributeTest')),
  'dead-weight/attack-notation': tool(() => import('../dead-weight/rolls/AttackNotation')),
  'dead-weight/expedition-tracker': tool(() => import('../dead-weight/gm/ExpeditionTracker')),
  'dead-weight/risk-dice': tool(() => import('../dead-weight/rolls/RiskDice')),
  'dead-weight/supplies': tool(() => import('../dead-weight/characters/Supplies')),
  'dead-weight/camp-planner': tool(() => import('../dead-weight/gm/CampPlanner')),
  'dead-weight/interlude-day': tool(() => import('../dead-weight/gm/InterludeDay')),
  'dead-weight/shop': tool(() => import('../dead-weight/gm/ShopRoller')),
  'dead-weight/characters': tool(() => import('../dead-weight/characters/Characters')),

  'loot/inventory-sheet': tool(() => import('../loot/characters/InventorySheet')),
  'loot/check-roller': tool(() => import('../loot/rolls/CheckRoller')),
  'loot/attack-roller': tool(() => import('../loot/rolls/AttackRoller')),
  'loot/conditions': tool(() => import('../loot/characters/ConditionsTool')),
  'loot/encounter-odds': tool(() => import('../loot/gm/EncounterOdds')),
  'loot/initiative-helper': tool(() => import('../loot/gm/InitiativeHelper')),
};
