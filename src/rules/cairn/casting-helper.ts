/**
 * What the casting helper shows for the caster chosen (a tracked party member, or none) and its
 * fields: the casting's cost and risk, the WIL its save is rolled with (the caster's as it stands
 * on the sheet, else the one typed), the save to roll, and what the fields and buttons around it
 * say.
 */
import { cairnMemberName, type CairnMember } from './character';
import type { cairnSaveTool } from './log';
import { cairnAttributeLabel, cairnAttributeRollOff, parseCairnAttribute } from './saves';
import {
  CAIRN_SPELL_SOURCES,
  cairnCastingDangerLabel,
  describeCairnCaster,
  describeCairnCasting,
  type CairnCasting,
  type CairnSpellSource,
} from './spells';
import { trackedOrTyped } from '../tracked-or-typed';

/** The casting helper's fields. */
export interface CairnCastingFields {
  readonly source: CairnSpellSource;
  readonly danger: boolean;
  /** The caster's WIL as typed, for a caster not tracked. */
  readonly wilText: string;
}

export interface CairnCastingView {
  readonly casting: CairnCasting;
  /** The WIL the save is rolled with, null while the typed one cannot be read. */
  readonly wil: number | null;
  /** What is wrong with the typed WIL, for its field. */
  readonly wilError: string | null;
  /** The WIL is asked for: a save is offered and no tracked caster gives it. */
  readonly asksWil: boolean;
  /** The typed WIL's label, with the range it is read in. */
  readonly wilLabel: string;
  /** Where a spell is cast from, as the choices show them. */
  readonly sources: typeof CAIRN_SPELL_SOURCES;
  /** The save's chance line, null while no save is offered or its WIL cannot be read. */
  readonly chanceLabel: string | null;
  /** The WIL save to roll and who rolls it (for the roll log), null while the WIL is unread. */
  readonly toRoll: {
    readonly input: Parameters<typeof cairnSaveTool.roll>[0];
    readonly who: string;
  } | null;
  /** The tracked caster's line ("Ada: WIL 14, 2 Fatigue, Deprived."), or null. */
  readonly caster: string | null;
  readonly dangerLabel: string;
  /** Why the WIL save cannot be rolled, or null. */
  readonly blockedBy: string | null;
}

export function viewCairnCasting(
  caster: CairnMember | undefined,
  { source, danger, wilText }: CairnCastingFields,
): CairnCastingView {
  const score = trackedOrTyped(caster?.wil.current, parseCairnAttribute(wilText));
  const wil = score.ok ? score.value : null;
  const deprived = caster?.deprived ?? false;
  const casting = describeCairnCasting(source, { danger, deprived }, wil);
  return {
    casting,
    wil,
    wilError: score.ok ? null : score.error.message,
    asksWil: !caster && casting.saveOffered,
    wilLabel: cairnAttributeLabel('Caster’s WIL'),
    sources: CAIRN_SPELL_SOURCES,
    chanceLabel: casting.saveChance ? `Chance to pass the WIL save with WIL ${wil}` : null,
    toRoll:
      wil === null
        ? null
        : {
            input: { attribute: 'wil', score: wil, casting: true },
            who: caster ? cairnMemberName(caster) : '',
          },
    caster: caster ? describeCairnCaster(caster) : null,
    dangerLabel: cairnCastingDangerLabel(deprived),
    blockedBy: wil === null ? cairnAttributeRollOff('the caster’s WIL') : null,
  };
}
