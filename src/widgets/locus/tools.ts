/**
 * The tools of this ruleset, declared once (src/widgets/screen/tool-declaration.ts says what a
 * declaration holds): "my screen", the pin menus and search find them here by this file's place.
 * A new tool is one entry below, with the title its heading shows.
 */
import { declareTool, type ToolDeclaration } from '../screen/tool-declaration';

export const tools: readonly ToolDeclaration[] = [
  declareTool({
    id: 'outcome-check',
    title: 'Outcome Check',
    load: () => import('./rolls/OutcomeCheck'),
  }),
  declareTool({
    id: 'untrained-check',
    title: 'Untrained Check',
    load: () => import('./rolls/UntrainedCheck'),
  }),
  declareTool({
    id: 'contested-check',
    title: 'Contested Check',
    load: () => import('./rolls/ContestedCheck'),
  }),
  declareTool({
    id: 'initiative',
    title: 'Initiative',
    load: () => import('./rolls/InitiativeTracker'),
  }),
  declareTool({
    id: 'stress-check',
    title: 'Stress Check',
    load: () => import('./rolls/StressCheck'),
  }),
  declareTool({
    id: 'durability-check',
    title: 'Durability Check',
    load: () => import('./rolls/DurabilityCheck'),
  }),
  declareTool({
    id: 'cast-tracker',
    title: 'Cast tracker',
    load: () => import('./characters/CastTracker'),
  }),
  declareTool({ id: 'card-deck', title: 'Card deck', load: () => import('./characters/CardDeck') }),
  declareTool({
    id: 'session-checklist',
    title: 'Pre-session checklist',
    load: () => import('./gm/SessionChecklist'),
  }),
  declareTool({
    id: 'average-hand',
    title: 'Average Hand and Layer',
    load: () => import('./gm/AverageHand'),
  }),
  declareTool({
    id: 'threat-calculator',
    title: 'Threat calculator',
    load: () => import('./gm/ThreatCalculator'),
  }),
  declareTool({
    id: 'monster-builder',
    title: 'Monster builder',
    load: () => import('./gm/MonsterBuilder'),
  }),
  declareTool({
    id: 'item-creator',
    title: 'Item creator',
    load: () => import('./gm/ItemCreator'),
  }),
  declareTool({
    id: 'vice-list',
    title: 'Your Vice list',
    load: () => import('./generators/ViceList'),
  }),
  declareTool({
    id: 'haunt',
    title: 'Roll a Haunt',
    load: () => import('./generators/InspirationGenerator'),
    props: {
      generator: 'haunt',
    },
  }),
  declareTool({
    id: 'monster-concept',
    title: 'Roll a Monster concept',
    load: () => import('./generators/InspirationGenerator'),
    props: {
      generator: 'monster-concept',
    },
  }),
  declareTool({
    id: 'layer-prompt',
    title: 'Roll a Layer description',
    load: () => import('./generators/InspirationGenerator'),
    props: {
      generator: 'layer-prompt',
    },
  }),
  declareTool({
    id: 'spot-effect',
    title: 'Roll a Spot Effect',
    load: () => import('./generators/InspirationGenerator'),
    props: {
      generator: 'spot-effect',
    },
  }),
];
