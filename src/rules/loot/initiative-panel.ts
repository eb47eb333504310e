/**
 * The initiative helper's own state beside the saved fight (src/stores/loot/initiative.ts): the
 * line that says what the last step did, and the interrupted setup being asked about (whose setup,
 * who interrupts). One reducer decides what each step does to them; the fight itself changes only
 * through the store. Also the start form's choices.
 */
import {
  LOOT_SIDE_LABELS,
  LOOT_SIDES,
  describeLootAddFighter,
  describeLootCombatantTurn,
  describeLootInitiative,
  isLootSideSurprised,
  lootFighterActions,
  lootReadyCombatants,
  lootSideHasInitiative,
  otherLootSide,
  type LootCombatant,
  type LootFighterAction,
  type LootInitiativeState,
  type LootInitiativeStep,
  type LootSide,
} from './initiative';

export interface LootInterruption {
  /** The fighter performing setup. */
  readonly actor: string;
  /** The fighter of the other side who interrupts them. */
  readonly interrupter: string;
}

export interface LootInitiativePanel {
  /** What the last step did, or why it was refused ('' before any). */
  readonly message: string;
  readonly interrupting: LootInterruption | null;
}

export const LOOT_INITIATIVE_PANEL_START: LootInitiativePanel = { message: '', interrupting: null };

export type LootInitiativePanelChange =
  /** A step of the fight was taken or refused: the line says so. */
  | { readonly kind: 'step'; readonly step: LootInitiativeStep }
  /** The interruption asked about was answered: the line says how, and the question goes. */
  | { readonly kind: 'interrupted'; readonly step: LootInitiativeStep }
  /** The fight was ended or cleared: the question goes, and `note` says what was done. */
  | { readonly kind: 'closed'; readonly note: string }
  /** A fighter's setup is interrupted: asks who interrupts, the first ready of the other side first. */
  | { readonly kind: 'ask'; readonly state: LootInitiativeState; readonly actor: string }
  | { readonly kind: 'interrupter'; readonly interrupter: string }
  | { readonly kind: 'cancel' };

const said = (step: LootInitiativeStep) => (step.ok ? step.value.note : step.error.message);

export function changeLootInitiativePanel(
  panel: LootInitiativePanel,
  change: LootInitiativePanelChange,
): LootInitiativePanel {
  switch (change.kind) {
    case 'step':
      return { ...panel, message: said(change.step) };
    case 'interrupted':
      return { message: said(change.step), interrupting: null };
    case 'closed':
      return { message: change.note, interrupting: null };
    case 'ask': {
      const side = change.state.combatants.find((c) => c.id === change.actor)?.side ?? 'players';
      const first = lootReadyCombatants(change.state, otherLootSide(side))[0];
      return { ...panel, interrupting: { actor: change.actor, interrupter: first?.id ?? '' } };
    }
    case 'interrupter':
      return panel.interrupting
        ? { ...panel, interrupting: { ...panel.interrupting, interrupter: change.interrupter } }
        : panel;
    case 'cancel':
      return { ...panel, interrupting: null };
  }
}

/** The question asked while a setup is interrupted: its legend and who of the other side may answer. */
export function lootInterruptQuestion(
  state: LootInitiativeState,
  interrupting: LootInterruption,
): { readonly legend: string; readonly options: { value: string; label: string }[] } {
  const actor = state.combatants.find((c) => c.id === interrupting.actor);
  return {
    legend: `${actor?.name ?? ''} performs setup: who interrupts?`,
    options: lootReadyCombatants(state, otherLootSide(actor?.side ?? 'players')).map((c) => ({
      value: c.id,
      label: c.name,
    })),
  };
}

/**
 * One side's card: its heading ("Players (initiative)"), whether it has initiative, its members,
 * and the label of the field that adds one more.
 */
export function lootSideView(
  state: LootInitiativeState,
  side: LootSide,
): {
  readonly heading: string;
  readonly hasInitiative: boolean;
  readonly members: readonly LootCombatant[];
  readonly addLabel: string;
} {
  const hasInitiative = lootSideHasInitiative(state, side);
  const marks = `${hasInitiative ? ' (initiative)' : ''}${isLootSideSurprised(state, side) ? ' (surprised)' : ''}`;
  return {
    heading: `${LOOT_SIDE_LABELS[side]}${marks}`,
    hasInitiative,
    members: state.combatants.filter((c) => c.side === side),
    addLabel: `Add to ${LOOT_SIDE_LABELS[side].toLowerCase()}`,
  };
}

/** The sides as the start form offers them. */
export const LOOT_SIDE_OPTIONS = LOOT_SIDES.map((side) => ({
  value: side,
  label: LOOT_SIDE_LABELS[side],
}));

/** The surprised side as the start form offers it: nobody, or a side. */
export const LOOT_SURPRISED_OPTIONS: readonly { value: 'none' | LootSide; label: string }[] = [
  { value: 'none', label: 'Nobody' },
  ...LOOT_SIDE_OPTIONS,
];

/** The surprised side chosen, null for nobody. */
export function readLootSurprised(value: 'none' | LootSide): LootSide | null {
  return value === 'none' ? null : value;
}

/** A fighter on a side's card: their name, where they stand this round, and their buttons. */
export interface LootFighterView extends LootCombatant {
  /** "(ready)", "(acted)", "(cannot act)", or '' before the fight. */
  readonly turn: string;
  readonly actions: readonly { readonly action: LootFighterAction; readonly label: string }[];
}

/** What the initiative helper shows, decided here from the saved fight and the panel's state. */
export interface LootInitiativeView {
  /** "Round 2: Players have initiative.", then what the last step did. */
  readonly status: string;
  readonly message: string;
  readonly started: boolean;
  readonly sides: readonly (Omit<ReturnType<typeof lootSideView>, 'members'> & {
    readonly side: LootSide;
    readonly members: readonly LootFighterView[];
    /** "Add player" */
    readonly addButton: string;
  })[];
  /** The question while a setup is interrupted, or null. */
  readonly question: ReturnType<typeof lootInterruptQuestion> | null;
}

export function viewLootInitiative(
  state: LootInitiativeState,
  panel: LootInitiativePanel,
): LootInitiativeView {
  return {
    status: describeLootInitiative(state),
    message: panel.message,
    started: state.round > 0,
    sides: LOOT_SIDES.map((side) => {
      const view = lootSideView(state, side);
      return {
        ...view,
        side,
        members: view.members.map((member) => ({
          ...member,
          turn: describeLootCombatantTurn(state, member.id),
          actions: lootFighterActions(state, member),
        })),
        addButton: describeLootAddFighter(side),
      };
    }),
    question: panel.interrupting ? lootInterruptQuestion(state, panel.interrupting) : null,
  };
}
