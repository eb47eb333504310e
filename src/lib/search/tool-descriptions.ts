/**
 * What each tool does, in one sentence, keyed by its id in the tools' declaration
 * (src/widgets/screen/tools.ts). Search indexes a tool by its title, this sentence and its ruleset
 * (scripts/build-search-index.ts), never by its form text, and shows the sentence under the result.
 * A sentence says what a reader can do with the tool in the words they would use for it.
 * `tests/lib/search/tool-descriptions.test.ts` fails when a declared tool has no sentence here, or
 * a sentence names a tool the declaration no longer has.
 */
export const TOOL_DESCRIPTIONS: Readonly<Record<string, string>> = {
  'roll-log':
    'Every roll made on the site, newest first, kept in this browser and shared by open tabs, with any roll made again from it.',
  'dice-roller':
    'Roll any dice expression, such as 2d6+2, 4d6dl1, d100 or risk and usage dice, and see the exact chance of every total.',

  'locus/outcome-check':
    'Roll an Outcome Check: 3d6 read by difficulty against a character’s Attribute, with the exact chance of success and re-rolls bought with Willpower.',
  'locus/untrained-check':
    'Roll an Untrained Check: a Hard Ignorance Check for the approach, then a Hard Check with the linked Attribute, with the chance that both succeed.',
  'locus/contested-check':
    'Roll a Contested Check between two sides, each scoring the dice above its own Attribute, and add an attack’s injury to the loser’s Death’s Door.',
  'locus/initiative':
    'An initiative tracker for a Conflict: roll 3d6 minus Carelessness for the Cast, Foils and Monsters and keep the order of who goes first.',
  'locus/stress-check':
    'Roll a Stress Check and raise the character’s Stress a level (Uneasy, Tense, Stressed) when it fails.',
  'locus/durability-check':
    'Roll a Durability Check for a damaged Item: the die its Quality picks must show 4 or more, or the Item is destroyed.',
  'locus/cast-tracker':
    'Keep the Cast’s character sheets: Attributes, Willpower and Stress, Death’s Door and injuries, conditions, Skills, Items and the Hand, to print or export.',
  'locus/card-deck':
    'Shuffle the Cast’s 52-card deck, draw cards into each character’s Hand and shed them for the text’s reasons.',
  'locus/session-checklist':
    'Tick off the Director’s pre-session checklist; the ticks are kept until you start a new session.',
  'locus/average-hand':
    'Work out the Cast’s average Hand size and the Layer it puts them in, with your own number of Layers and thresholds.',
  'locus/threat-calculator':
    'Score a Monster’s threat from its Attributes, chase behaviour, Inflictions and Death’s Door, with its grade from Very Weak to Very Strong.',
  'locus/monster-builder':
    'Make and keep your own Monsters, from scratch or from the text’s samples, with their threat grade, to print, share by link or export.',
  'locus/item-creator':
    'Create an Item by tier, spending its points on size, Quality, Durability and damage, and add it to a character’s sheet.',
  'locus/vice-list':
    'Edit the list of Vices that the Haunt, Monster concept and Spot Effect generators roll on, the seven classic vices by default.',
  'locus/haunt':
    'Generate a Haunt for a character: a past wrong rooted in a Vice, from our inspiration tables.',
  'locus/monster-concept':
    'Generate a Monster concept from a Vice, from our inspiration tables, each part re-rolled or kept.',
  'locus/layer-prompt':
    'Generate a description of a Layer: a prompt for each of the five senses and a vibe.',
  'locus/spot-effect':
    'Generate a Spot Effect: a hallucination born of a character’s Vice, from our inspiration tables.',

  'eldritch-instinct/save-roller':
    'Roll a save: d100 read 00 to 99 under an ability score, with the occupation bonus, criticals on doubles and the exact chance of each outcome.',
  'eldritch-instinct/opposed-save':
    'Roll an opposed save between two scores, with the exact chance that each side wins or that they tie.',
  'eldritch-instinct/tension-pool':
    'Keep the Tension Pool: add a Tension Die as time passes and roll the pool, with the chance that it shows a 1.',
  'eldritch-instinct/combat-helpers':
    'Resolve melee and firearm attacks, damage with armour and criticals, firing into melee and magazines, with the exact chance to hit.',
  'eldritch-instinct/death-and-wounds':
    'Roll the Death Save hidden at 0 HP, roll on the Wounds Table, and count down bleeding and burning.',
  'eldritch-instinct/chase-tracker':
    'Run a chase: each PC’s obstacles as opposed saves, the points they score, and whether they escape or catch their quarry.',
  'eldritch-instinct/sanity-tracker':
    'Track each investigator’s Sanity and Fortitude: Sanity saves, Fortitude saves, Hardened and Broken notches and freak-outs.',
  'eldritch-instinct/small-rollers':
    'The reaction roll, the Die of Fate, the Miscast Table and study time, together.',
  'eldritch-instinct/reaction':
    'Roll 2d6 on the NPC Reaction table, with the Warden’s modifier for social favours.',
  'eldritch-instinct/die-of-fate':
    'Roll the Die of Fate when luck decides: 4 or more favours the players, 3 or under is bad luck.',
  'eldritch-instinct/miscast': 'Roll a d8 on the Miscast Table for a lesser or a greater spell.',
  'eldritch-instinct/study': 'Roll how many hours or days studying a Mythos tome takes.',
  'eldritch-instinct/investigator-generator':
    'Generate a new investigator: name, occupation, STR, DEX and WIL, equipment, a bonus item and Bonds, to save, print, share or export.',

  'cairn/party-tracker':
    'Keep the party’s characters and hirelings: HP, STR, DEX and WIL, Armor, Fatigue in inventory slots, scars and rest, to print or export as a file.',
  'cairn/save-roller':
    'Roll a save, a d20 equal to or under STR, DEX or WIL, alone or as a group action, with the exact chance to pass.',
  'cairn/combat-resolver':
    'Resolve an attack: weapon dice, two weapons, impaired and enhanced attacks, blast, several attackers and Armor, with the damage chart and the damage applied to HP and STR.',
  'cairn/scars-roller':
    'Roll on the Scars table by the HP lost, with every roll the row asks for, and record the scar on a party member.',
  'cairn/morale-check':
    'Roll an enemy group’s WIL save to hold its nerve at its first casualty and at half its number.',
  'cairn/die-of-fate':
    'Roll the Die of Fate when luck decides: 4 to 6 favours the PCs, 1 to 3 is bad luck.',
  'cairn/spellbook': 'Draw a random Spellbook: a d100 roll on the 100 Spells table.',
  'cairn/scroll':
    'Draw a random Scroll: a d100 roll on the 100 Spells table for a spell cast once without Fatigue.',
  'cairn/casting-helper':
    'Cast a spell from a Spellbook or a Scroll, adding the Fatigue to the caster and rolling the WIL save when deprived or in danger.',
  'cairn/hireling-generator':
    'Generate a hireling: 3d6 for each attribute and 1d6 for HP, and add them to the party.',

  'dead-weight/attribute-test':
    'Roll an attribute test from a character’s pool, with help, advantage, disadvantage and re-rolls, the exact chances of each outcome and the fatigue it costs.',
  'dead-weight/attack-notation':
    'Read an enemy’s attack notation, such as -STR 2+2B, in words, and roll the defence test and the armor roll.',
  'dead-weight/expedition-tracker':
    'Track an expedition: exploration turns, decay rolled for every character, doom for each location and omens.',
  'dead-weight/risk-dice':
    'Roll risk dice, where any 1 triggers the effect, with the chance that it does.',
  'dead-weight/supplies':
    'Track torches, rations and other supplies with usage dice that step down on a 1 or 2 until the item is used up.',
  'dead-weight/camp-planner':
    'Plan a camp: the setup’s action points, camp actions, a long rest and the ambush roll, then break camp.',
  'dead-weight/interlude-day':
    'Run an interlude day in a settlement: each adventurer’s action, the Blacksalt event, Hunger Bites, sleep and settlement doom.',
  'dead-weight/shop':
    'Roll whether an item is for sale in a settlement, by its size and the item’s rarity, and roll its price.',
  'dead-weight/characters':
    'Keep the party’s characters: attributes, fatigue and wounds, afflictions and insight spent on improvements, to export or share.',

  'loot/inventory-sheet':
    'Fill in each character’s inventory sheet: items in slots, bundles and grips, marks, wounds, condition letters and the backpack, to print or export.',
  'loot/check-roller':
    'Roll a d12 check against the active inventory sheet, with advantage or disadvantage and the exact chance for each type of check.',
  'loot/attack-roller':
    'Roll an attack’s d12 for the slot it hits, with advantage, disadvantage and two weapons, and wound the defender’s sheet.',
  'loot/conditions':
    'Apply and worsen conditions such as bleeding, fire or hypothermia on the active sheet’s slots, as their rules spread them.',
  'loot/encounter-odds':
    'Work out the chance of a random encounter over a task’s trys and the senses it alerts, and roll for it.',
  'loot/initiative-helper':
    'Run initiative between two sides: who goes first, surprise, whose turn it is and interruptions.',
};
