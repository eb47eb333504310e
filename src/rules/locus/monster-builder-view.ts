/**
 * What the Monster builder shows, decided in one place from the saved list and the Monster chosen:
 * the list to pick from (each Monster's name and threat), the one being edited, what can be
 * exported, and the words of its notes (a new Monster, a copy, one put back or deleted).
 */
import {
  createMonsterDraft,
  draftFromSample,
  monsterDisplayName,
  monsterThreatInput,
  SAMPLE_MONSTERS,
  type Monster,
  type MonsterDraft,
  type MonsterList,
} from './monster';
import { describeSampleChoice } from './monster-options';
import { scoreThreat, summarizeScore } from './threat';

/** One entry of a list to pick from: its name and a summary after it. */
export interface PickEntry {
  readonly id: string;
  readonly name: string;
  readonly summary: string;
}

export interface MonsterBuilderView {
  readonly monsters: readonly Monster[];
  /** "Your Monsters (2): choose one to edit". */
  readonly listLabel: string;
  readonly picks: readonly PickEntry[];
  /** The Monster being edited: the one chosen, else the first. */
  readonly selected: Monster | undefined;
  /** What can be exported: the Monster edited, and all of them when there are more. */
  readonly exports: readonly { readonly label: string; readonly value: readonly Monster[] }[];
  /** What the chosen sample is, under its choice. */
  readonly sampleHint: string;
}

/** Everything the Monster builder shows. */
export function viewMonsterBuilder(
  list: MonsterList,
  selectedId: string | undefined,
  sampleId: string,
): MonsterBuilderView {
  const { monsters } = list;
  const selected = monsters.find((monster) => monster.id === selectedId) ?? monsters[0];
  return {
    monsters,
    listLabel: `Your Monsters (${monsters.length}): choose one to edit`,
    picks: monsters.map((monster) => ({
      id: monster.id,
      name: monsterDisplayName(monster),
      summary: summarizeScore(scoreThreat(monsterThreatInput(monster))),
    })),
    selected,
    exports: [
      ...(selected ? [{ label: 'Export this Monster', value: [selected] }] : []),
      ...(monsters.length > 1
        ? [{ label: `Export all ${monsters.length} Monsters`, value: monsters }]
        : []),
    ],
    sampleHint: describeSampleChoice(sampleId),
  };
}

/** A Monster to add and what the note calls it: a blank one, a sample's, or one from a link. */
export interface NewMonster {
  readonly draft: MonsterDraft;
  readonly what: string;
}

/** A new blank Monster. */
export function blankMonster(): NewMonster {
  return { draft: createMonsterDraft(), what: 'A new blank Monster' };
}

/** A new Monster from the text's sample `sampleId` (its numbers left to set), or null for no sample. */
export function monsterFromSample(sampleId: string): NewMonster | null {
  const sample = SAMPLE_MONSTERS.find((candidate) => candidate.id === sampleId);
  if (!sample) return null;
  return {
    draft: draftFromSample(sample),
    what: `${sample.name} (from the text's sample; set its numbers)`,
  };
}

/** A Monster opened from a share link, to save. */
export function monsterFromLink(draft: MonsterDraft): NewMonster {
  return { draft, what: `${monsterDisplayName(draft)} (from the link)` };
}

/** The builder's notes on a Monster copied, put back and deleted. */
export const MONSTER_BUILDER_NOTES = {
  copied: (original: MonsterDraft, copy: MonsterDraft) =>
    `Made a copy of ${monsterDisplayName(original)}: ${monsterDisplayName(copy)}.`,
  back: (monster: MonsterDraft) => `${monsterDisplayName(monster)} is back.`,
  deleted: (monster: MonsterDraft) => `${monsterDisplayName(monster)} was deleted.`,
} as const;
