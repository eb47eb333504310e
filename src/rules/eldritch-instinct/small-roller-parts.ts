/**
 * The four small rollers as data, so one layout shows each: its title, the line under it, the one
 * choice it asks (a select or radios, with its options and where it starts), its button, and its
 * roll made through the logger it is given and said in a sentence.
 */
import { choicesOf } from './choices';
import {
  fateSentence,
  fateTool,
  miscastSentence,
  miscastTool,
  REACTION_MODIFIER_OPTIONS,
  reactionSentence,
  reactionTool,
  SPELL_KIND_LABELS,
  STUDY_LABELS,
  studySentence,
  studyTool,
  type SpellKind,
  type StudyKind,
} from './small-rollers';
import type { EiRollLogger } from './tool';

export type SmallRollerPart = 'reaction' | 'fate' | 'miscast' | 'study';
export const SMALL_ROLLER_PARTS: readonly SmallRollerPart[] = [
  'reaction',
  'fate',
  'miscast',
  'study',
];

/** The one choice a roller asks before its roll. */
export interface SmallRollerChoice {
  /** A select, or radios in a fieldset (its legend the label). */
  readonly look: 'select' | 'radios';
  /** The end of the control's id (or the radios' name). */
  readonly idEnd: string;
  readonly label: string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
  readonly start: string;
}

export interface SmallRoller {
  readonly title: string;
  readonly intro: string | null;
  readonly choice: SmallRollerChoice | null;
  readonly button: string;
  /** Rolls with the choice made (one of its options' values) and says the result. */
  readonly roll: (choice: string, log: EiRollLogger) => string;
}

/**
 * A roller whose choice is typed as its own values. The layout holds the choice as text and only
 * ever passes one of the options it offered, so reading it back as `Choice` is safe.
 */
function smallRoller<Choice extends string>(
  roller: Omit<SmallRoller, 'choice' | 'roll'> & {
    readonly choice: (SmallRollerChoice & { readonly start: Choice }) | null;
    readonly roll: (choice: Choice, log: EiRollLogger) => string;
  },
): SmallRoller {
  return { ...roller, roll: (choice, log) => roller.roll(choice as Choice, log) };
}

export const SMALL_ROLLERS: Readonly<Record<SmallRollerPart, SmallRoller>> = {
  reaction: smallRoller({
    title: 'Reaction roll',
    intro:
      '2d6 on the NPC Reaction table. For social favours the Warden adds −4 to +4 for the four factors; below 2 or above 12 reads the first or last row.',
    choice: {
      look: 'select',
      idEnd: 'modifier',
      label: 'Modifier (−4 to +4)',
      options: REACTION_MODIFIER_OPTIONS,
      start: '0',
    },
    button: 'Roll reaction',
    roll: (modifier, log) =>
      reactionSentence(log(reactionTool, { modifier: Number(modifier) }, 'NPC reaction')),
  }),
  fate: smallRoller({
    title: 'Die of Fate',
    intro:
      '1d6: 4 or more generally favours the players; 3 or under tends to mean bad luck for the PCs or their allies.',
    choice: null,
    button: 'Roll the Die of Fate',
    roll: (_, log) => fateSentence(log(fateTool, {}, 'Die of Fate')),
  }),
  miscast: smallRoller<SpellKind>({
    title: 'Miscast roll',
    intro: null,
    choice: {
      look: 'radios',
      idEnd: 'kind',
      label: 'Spell',
      options: choicesOf(SPELL_KIND_LABELS),
      start: 'lesser',
    },
    button: 'Roll miscast (d8)',
    roll: (kind, log) => miscastSentence(log(miscastTool, { kind }, `Miscast (${kind} spell)`)),
  }),
  study: smallRoller<StudyKind>({
    title: 'Study time',
    intro: null,
    choice: {
      look: 'select',
      idEnd: 'study',
      label: 'What is studied',
      options: choicesOf(STUDY_LABELS),
      start: 'initial-reading',
    },
    button: 'Roll study time',
    roll: (kind, log) => studySentence(log(studyTool, { kind }, 'Study time')),
  }),
};
