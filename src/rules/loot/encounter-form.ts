/**
 * The encounter tool's fields as one state: the trys and the count of more alerted senses as
 * typed, the senses ticked, and the line a preset from the text leaves until a field is changed
 * by hand. One reducer decides what each change does; `readLootEncounter` reads the result.
 */
import type { Fraction } from '../dice';
import {
  describeLootEncounterPreset,
  LOOT_ENCOUNTER_PRESETS,
  LOOT_MAX_TRYS,
  LOOT_SENSE_LABELS,
  LOOT_SENSES,
  lootEncounterChance,
  lootEncounterFaces,
  readLootEncounter,
  tickLootSense,
  type LootEncounterRoll,
  type LootSense,
} from './encounters';
import { lootEncounterTool, lootRollSource, type LootRollLogger } from './rolls';

export interface LootEncounterForm {
  readonly trysText: string;
  readonly extraText: string;
  readonly senses: readonly LootSense[];
  /** What the preset last picked says (the figure printed in the text), until a field changes. */
  readonly presetNote: string | null;
}

/** One try, nothing alerted: a room explored quietly. */
export const LOOT_ENCOUNTER_FORM_START: LootEncounterForm = {
  trysText: '1',
  extraText: '0',
  senses: [],
  presetNote: null,
};

export type LootEncounterFormChange =
  | { readonly field: 'trys' | 'extra'; readonly text: string }
  | { readonly field: 'sense'; readonly sense: LootSense; readonly on: boolean }
  | { readonly field: 'preset'; readonly id: string };

/**
 * The form after one change: a preset fills every field (no more senses beyond its own) and says
 * its printed figure; a change by hand drops that line, since the figures are no longer the text's.
 */
export function changeLootEncounterForm(
  form: LootEncounterForm,
  change: LootEncounterFormChange,
): LootEncounterForm {
  switch (change.field) {
    case 'trys':
      return { ...form, trysText: change.text, presetNote: null };
    case 'extra':
      return { ...form, extraText: change.text, presetNote: null };
    case 'sense':
      return {
        ...form,
        senses: tickLootSense(form.senses, change.sense, change.on),
        presetNote: null,
      };
    case 'preset': {
      const preset = LOOT_ENCOUNTER_PRESETS.find((one) => one.id === change.id);
      if (!preset) return form;
      return {
        trysText: String(preset.trys),
        extraText: '0',
        senses: preset.senses,
        presetNote: describeLootEncounterPreset(preset),
      };
    }
  }
}

/** "Rolling 5d10 with an encounter on 0, 1, 2.": the judge's dice for the trys and senses read. */
export function describeLootEncounterDice(input: {
  readonly trys: number;
  readonly senses: number;
}): string {
  return `Rolling ${input.trys}d10 with an encounter on ${lootEncounterFaces(input.senses).join(', ')}.`;
}

/** The roll's outcome in a few words. */
export function describeLootEncounterOutcome(roll: Pick<LootEncounterRoll, 'encounter'>): string {
  return roll.encounter ? 'Encounter!' : 'No encounter.';
}

/** The form's two number fields, in order: which text each holds, its label, and where its error is read. */
export const LOOT_ENCOUNTER_NUMBER_FIELDS = [
  {
    field: 'trys',
    text: 'trysText',
    error: 'trysError',
    label: `Trys the task takes (1–${LOOT_MAX_TRYS})`,
  },
  {
    field: 'extra',
    text: 'extraText',
    error: 'extraError',
    label: 'More alerted senses (count)',
  },
] as const;

/** What the encounter tool shows, decided here from its fields. */
export interface LootEncounterView {
  readonly presets: typeof LOOT_ENCOUNTER_PRESETS;
  /** The two number fields: each with its label, its text as typed and its message. */
  readonly fields: readonly {
    readonly field: 'trys' | 'extra';
    readonly label: string;
    readonly text: string;
    readonly error: string | null;
  }[];
  readonly senses: readonly {
    readonly sense: LootSense;
    readonly label: string;
    readonly checked: boolean;
  }[];
  /** The exact chance of an encounter and the dice rolled, once the fields read. */
  readonly odds: { readonly chance: Fraction; readonly dice: string } | null;
  readonly presetNote: string | null;
  readonly blockedBy: string | null;
  /** The roll for encounters through the logger, once the fields read. */
  readonly roll: ((log: LootRollLogger) => LootEncounterRoll) | null;
}

export function viewLootEncounter(form: LootEncounterForm): LootEncounterView {
  const read = readLootEncounter(form.trysText, form.extraText, form.senses);
  const { input } = read;
  return {
    presets: LOOT_ENCOUNTER_PRESETS,
    fields: LOOT_ENCOUNTER_NUMBER_FIELDS.map(({ field, text, error, label }) => ({
      field,
      label,
      text: form[text],
      error: read[error],
    })),
    senses: LOOT_SENSES.map((sense) => ({
      sense,
      label: LOOT_SENSE_LABELS[sense],
      checked: form.senses.includes(sense),
    })),
    odds: input && {
      chance: lootEncounterChance(input.trys, input.senses),
      dice: describeLootEncounterDice(input),
    },
    presetNote: form.presetNote,
    blockedBy: read.blockedBy,
    roll: input && ((log) => log(lootEncounterTool, input, lootRollSource('random encounter'))),
  };
}

/** A roll for encounters as shown: the outcome, then each d10 marked where it is an encounter. */
export function viewLootEncounterRoll(roll: LootEncounterRoll): {
  readonly outcome: string;
  readonly faces: readonly { readonly face: number; readonly hit: boolean }[];
} {
  return {
    outcome: describeLootEncounterOutcome(roll),
    faces: roll.faces.map((face, index) => ({ face, hit: roll.hits.includes(index) })),
  };
}
