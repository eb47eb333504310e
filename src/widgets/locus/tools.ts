/**
 * The tools of this ruleset, declared once (src/widgets/screen/tool-declaration.ts says what a
 * declaration holds): "my screen", the pin menus and search find them here by this file's place.
 * A new tool is one entry below, with the title its heading shows.
 */
import { declareTool, type ToolDeclaration } from '../screen/tool-declaration.ts';

export const tools: readonly ToolDeclaration[] = [
  declareTool({
    id: 'outcome-check',
    title: 'Outcome Check',
    summary:
      'Roll an Outcome Check: 3d6 read by difficulty against a character’s Attribute, with the exact chance of success and re-rolls bought with Willpower.',
    load: () => import('./rolls/OutcomeCheck'),
  }),
  declareTool({
    id: 'untrained-check',
    title: 'Untrained Check',
    summary:
      'Roll an Untrained Check: a Hard Ignorance Check for the approach, then a Hard Check with the linked Attribute, with the chance that both succeed.',
    load: () => import('./rolls/UntrainedCheck'),
  }),
  declareTool({
    id: 'contested-check',
    title: 'Contested Check',
    summary:
      'Roll a Contested Check between two sides, each scoring the dice above its own Attribute, and add an attack’s injury to the loser’s Death’s Door.',
    load: () => import('./rolls/ContestedCheck'),
  }),
  declareTool({
    id: 'initiative',
    title: 'Initiative',
    summary:
      'An initiative tracker for a Conflict: roll 3d6 minus Carelessness for the Cast, Foils and Monsters and keep the order of who goes first.',
    load: () => import('./rolls/InitiativeTracker'),
  }),
  declareTool({
    id: 'stress-check',
    title: 'Stress Check',
    summary:
      'Roll a Stress Check and raise the character’s Stress a level (Uneasy, Tense, Stressed) when it fails.',
    load: () => import('./rolls/StressCheck'),
  }),
  declareTool({
    id: 'durability-check',
    title: 'Durability Check',
    summary:
      'Roll a Durability Check for a damaged Item: the die its Quality picks must show 4 or more, or the Item is destroyed.',
    load: () => import('./rolls/DurabilityCheck'),
  }),
  declareTool({
    id: 'cast-tracker',
    title: 'Cast tracker',
    summary:
      'Keep the Cast’s character sheets: Attributes, Willpower and Stress, Death’s Door and injuries, conditions, Skills, Items and the Hand, to print or export.',
    load: () => import('./characters/CastTracker'),
  }),
  declareTool({
    id: 'card-deck',
    title: 'Card deck',
    summary:
      'Shuffle the Cast’s 52-card deck, draw cards into each character’s Hand and shed them for the text’s reasons.',
    load: () => import('./characters/CardDeck'),
  }),
  declareTool({
    id: 'session-checklist',
    title: 'Pre-session checklist',
    summary:
      'Tick off the Director’s pre-session checklist; the ticks are kept until you start a new session.',
    load: () => import('./gm/SessionChecklist'),
  }),
  declareTool({
    id: 'average-hand',
    title: 'Average Hand and Layer',
    summary:
      'Work out the Cast’s average Hand size and the Layer it puts them in, with your own number of Layers and thresholds.',
    load: () => import('./gm/AverageHand'),
  }),
  declareTool({
    id: 'threat-calculator',
    title: 'Threat calculator',
    summary:
      'Score a Monster’s threat from its Attributes, chase behaviour, Inflictions and Death’s Door, with its grade from Very Weak to Very Strong.',
    load: () => import('./gm/ThreatCalculator'),
  }),
  declareTool({
    id: 'monster-builder',
    title: 'Monster builder',
    summary:
      'Make and keep your own Monsters, from scratch or from the text’s samples, with their threat grade, to print, share by link or export.',
    load: () => import('./gm/MonsterBuilder'),
  }),
  declareTool({
    id: 'item-creator',
    title: 'Item creator',
    summary:
      'Create an Item by tier, spending its points on size, Quality, Durability and damage, and add it to a character’s sheet.',
    load: () => import('./gm/ItemCreator'),
  }),
  declareTool({
    id: 'vice-list',
    title: 'Your Vice list',
    summary:
      'Edit the list of Vices that the Haunt, Monster concept and Spot Effect generators roll on, the seven classic vices by default.',
    load: () => import('./generators/ViceList'),
  }),
  declareTool({
    id: 'haunt',
    title: 'Roll a Haunt',
    summary:
      'Generate a Haunt for a character: a past wrong rooted in a Vice, from our inspiration tables.',
    load: () => import('./generators/InspirationGenerator'),
    props: {
      generator: 'haunt',
    },
  }),
  declareTool({
    id: 'monster-concept',
    title: 'Roll a Monster concept',
    summary:
      'Generate a Monster concept from a Vice, from our inspiration tables, each part re-rolled or kept.',
    load: () => import('./generators/InspirationGenerator'),
    props: {
      generator: 'monster-concept',
    },
  }),
  declareTool({
    id: 'layer-prompt',
    title: 'Roll a Layer description',
    summary: 'Generate a description of a Layer: a prompt for each of the five senses and a vibe.',
    load: () => import('./generators/InspirationGenerator'),
    props: {
      generator: 'layer-prompt',
    },
  }),
  declareTool({
    id: 'spot-effect',
    title: 'Roll a Spot Effect',
    summary:
      'Generate a Spot Effect: a hallucination born of a character’s Vice, from our inspiration tables.',
    load: () => import('./generators/InspirationGenerator'),
    props: {
      generator: 'spot-effect',
    },
  }),
];
