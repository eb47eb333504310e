/**
 * The combat resolver's state beside its attackers, changed only by `stepCairnCombat`: the
 * Detachments rule, the target (a party member chosen, or one typed in), its Armor, and the last
 * attack with where its Undo stands. `viewCairnCombat` reads it into what the resolver shows.
 *
 * A typed target carries the damage itself (its HP and STR fields take the scores after the
 * attack); a tracked one is changed in the party store, which gives back a receipt, `R`, for the
 * Undo: the rules keep it without reading it. Choosing a member puts their Armor in its field,
 * where it stays editable (a shield may be set down). `viewCairnCombatResolver` adds what the
 * attackers' list, the target's fields and the result's first words say, for the layout.
 */
import type { CairnAttackResult } from './attack';
import { CAIRN_MAX_ARMOR, type CairnMember } from './character';
import type { Result } from '../result';
import { viewCairnAttackerList, type CairnAttackerList } from './attacker-list';
import {
  CAIRN_ATTACKER_CHOICES,
  CAIRN_DETACHMENT_CHOICES,
  CAIRN_FRESH_TARGET,
  CAIRN_TYPED_TARGET_SCORES,
  type CairnAttackerDraft,
  readCairnArmor,
  readCairnCombatTarget,
  type CairnCombatTarget,
  type CairnTargetTexts,
} from './combat-inputs';
import {
  cairnDamageDistribution,
  cairnTargetOdds,
  describeCairnAttackRoll,
  describeCairnTarget,
  describeCairnTargetOdds,
  type CairnAttacker,
  type CairnDetachmentRule,
} from './damage';
import type { Distribution } from '../dice';
import { describeUndoneCairnAttack } from './attack';
import {
  stepCairnSheetRoll,
  viewCairnSheetUndo,
  type CairnSheetRoll,
  type CairnSheetUndoView,
  type CairnUndoPressed,
} from './sheet-undo';

/** The last attack and on whom (the resolver shows it with where its Undo stands). */
export interface CairnCombatResolution<R> extends CairnAttackResult {
  readonly targetName: string;
  /** The tracked member before this attack. */
  readonly before?: CairnMember;
  /** The party store's receipt for what this attack changed on the member's sheet. */
  readonly receipt?: R;
}

export interface CairnCombatState<R> {
  readonly detachment: CairnDetachmentRule;
  /** The party member targeted, '' for a target typed in. */
  readonly targetId: string;
  readonly typed: CairnTargetTexts;
  /** A typed target is a PC (the Scars table at exactly 0 HP). */
  readonly pc: boolean;
  readonly armor: string;
  readonly shown: CairnSheetRoll<CairnCombatResolution<R>> | null;
}

export type CairnCombatAction<R> =
  | { readonly kind: 'detachment'; readonly rule: CairnDetachmentRule }
  /** A target chosen: a member (their Armor fills its field) or '' to type one in. */
  | { readonly kind: 'target'; readonly id: string; readonly member?: CairnMember }
  | { readonly kind: 'typed'; readonly field: keyof CairnTargetTexts; readonly text: string }
  | { readonly kind: 'pc'; readonly pc: boolean }
  | { readonly kind: 'armor'; readonly text: string }
  | {
      readonly kind: 'resolved';
      readonly result: CairnAttackResult;
      readonly targetName: string;
      readonly member?: CairnMember;
      readonly receipt?: R;
    }
  /** The dead target cleared: a tracked one left the party, a typed one starts afresh (Armor kept). */
  | { readonly kind: 'dead-cleared' }
  | CairnUndoPressed;

/** The resolver as it opens: no detachment, a typed target with fresh scores, Armor 0. */
export const CAIRN_COMBAT_START: CairnCombatState<never> = {
  detachment: 'none',
  targetId: '',
  typed: CAIRN_FRESH_TARGET,
  pc: true,
  armor: '0',
  shown: null,
};

/** The resolver after `action`. */
export function stepCairnCombat<R>(
  state: CairnCombatState<R>,
  action: CairnCombatAction<R>,
): CairnCombatState<R> {
  switch (action.kind) {
    case 'detachment':
      return { ...state, detachment: action.rule };
    case 'target':
      return {
        ...state,
        targetId: action.id,
        armor: action.member ? String(action.member.armor) : state.armor,
      };
    case 'typed':
      return { ...state, typed: { ...state.typed, [action.field]: action.text } };
    case 'pc':
      return { ...state, pc: action.pc };
    case 'armor':
      return { ...state, armor: action.text };
    case 'resolved': {
      const { result, targetName, member, receipt } = action;
      const { hpAfter, strAfter } = result.outcome;
      return {
        ...state,
        typed: member
          ? state.typed
          : { ...state.typed, hp: String(hpAfter), str: String(strAfter) },
        shown: stepCairnSheetRoll(state.shown, {
          kind: 'rolled',
          value: {
            ...result,
            targetName,
            ...(member && { before: member }),
            ...(receipt !== undefined && { receipt }),
          },
        }),
      };
    }
    case 'dead-cleared':
      return state.targetId ? { ...state, targetId: '' } : { ...state, typed: CAIRN_FRESH_TARGET };
    case 'undo':
      return { ...state, shown: stepCairnSheetRoll(state.shown, action) };
  }
}

/** What the resolver shows for its state, beyond the attackers and the odds. */
export interface CairnCombatView extends CairnSheetUndoView {
  readonly target: CairnCombatTarget;
  /** The dead target's way out: its button's words. */
  readonly clearDead: string;
  /** The damage the chart marks: the last attack's, until it is undone. */
  readonly highlight: number | null;
  /**
   * The chances that matter for the target before rolling, in words: HP to exactly 0 (Scars) and
   * past 0 (STR); at 0 HP, a STR save against critical damage and death. Null while the damage or
   * the target's HP cannot be read.
   */
  readonly odds: ReturnType<typeof describeCairnTargetOdds> | null;
}

/** The resolver's target read and its buttons' and notices' words, for the member targeted. */
export function viewCairnCombat<R>(
  state: CairnCombatState<R>,
  member: CairnMember | undefined,
  /** The damage after Armor (`cairnDamageDistribution`), null while Armor cannot be read. */
  distribution: Distribution | null,
): CairnCombatView {
  const target = readCairnCombatTarget(member, {
    ...state.typed,
    armor: state.armor,
    pc: state.pc,
  });
  const { hp, str } = target;
  const odds =
    distribution && hp.ok
      ? cairnTargetOdds(distribution, hp.value, str.ok ? str.value : null)
      : null;
  const last = state.shown?.value;
  return {
    odds: odds && describeCairnTargetOdds(odds),
    target,
    clearDead: member ? `Remove ${target.name} from the party` : 'Reset the target',
    ...viewCairnSheetUndo(last, last?.receipt !== undefined, {
      button: `Undo this attack on ${last?.targetName}`,
      done: last ? describeUndoneCairnAttack(last.targetName, last) : '',
    }),
    highlight: last && !last.undone ? last.roll.damage : null,
  };
}

/** The damage after the Armor typed, which the chart draws: null while the Armor cannot be read. */
export function cairnCombatDamage(
  attackers: readonly CairnAttacker[],
  armorText: string,
): Distribution | null {
  const armor = readCairnArmor(armorText);
  return armor.ok ? cairnDamageDistribution(attackers, armor.value) : null;
}

/** One attacker's fieldset: its legend, its selects with their values, its Remove button's words. */
export interface CairnAttackerRowView {
  readonly legend: string;
  readonly choices: readonly ((typeof CAIRN_ATTACKER_CHOICES)[number] & {
    readonly value: string;
  })[];
  /** Null while this is the only attacker (the last one stays). */
  readonly remove: string | null;
}

/** Everything the resolver lays out: the target's view with the attackers and the fields. */
export interface CairnCombatResolverView extends CairnCombatView {
  readonly detachments: typeof CAIRN_DETACHMENT_CHOICES;
  readonly attackers: CairnAttackerList & { readonly rows: readonly CairnAttackerRowView[] };
  /** The tracked member's scores, in place of the typed fields; null for a typed target. */
  readonly memberLine: string | null;
  /** A typed target's score fields with their problems (none for a tracked member). */
  readonly typedScores: readonly {
    readonly field: keyof CairnTargetTexts;
    readonly label: string;
    readonly error: string | null;
  }[];
  readonly armor: { readonly label: string; readonly error: string | null };
  /** The roll's first words, before its damage: "Attacker 1: d6 4. Highest 4 − Armor 1 = ". */
  readonly rolled: string | null;
}

/** What the resolver shows for its state, its attackers as drafted and the damage's odds. */
export function viewCairnCombatResolver<R>(
  state: CairnCombatState<R>,
  member: CairnMember | undefined,
  drafts: readonly CairnAttackerDraft[],
  distribution: Distribution | null,
): CairnCombatResolverView {
  const view = viewCairnCombat(state, member, distribution);
  const { target } = view;
  const list = viewCairnAttackerList(drafts);
  const errorOf = (read: Result<number, { readonly message: string }>) =>
    read.ok ? null : read.error.message;
  const last = state.shown?.value;
  return {
    ...view,
    detachments: CAIRN_DETACHMENT_CHOICES,
    attackers: {
      ...list,
      rows: drafts.map((draft, index) => ({
        legend: `Attacker ${index + 1}`,
        choices: CAIRN_ATTACKER_CHOICES.map((choice) => ({
          ...choice,
          value: String(draft[choice.field]),
        })),
        remove: list.removable ? `Remove attacker ${index + 1}` : null,
      })),
    },
    memberLine: member ? describeCairnTarget(member, target.name) : null,
    typedScores: member
      ? []
      : CAIRN_TYPED_TARGET_SCORES.map(({ field, label }) => ({
          field,
          label,
          error: errorOf(target[field]),
        })),
    armor: { label: `Target’s Armor (0–${CAIRN_MAX_ARMOR})`, error: errorOf(target.armor) },
    rolled: last ? describeCairnAttackRoll(last.roll) : null,
  };
}
