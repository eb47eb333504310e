/**
 * What the expedition tracker shows, decided here from the expedition, the party, the supplies,
 * the action form, the doom effect's step as typed and the step that can be undone: the action's
 * menu, cost and hint, the trackers, the party's afflictions, the decay results still to apply
 * (and which one takes the focus after each), the lights due, the GM's doom list and the reasons
 * Leave and Undo are off. The tool only lays this out.
 */
import { DW_ATTRIBUTE_NAMES, DW_ATTRIBUTES, type DwAttribute } from './character';
import {
  describeDwActionCost,
  describeDwExpeditionProgress,
  DW_DECAY_STEPS,
  DW_EXPLORATION_ACTIONS,
  dwLeaveBlockedBy,
  dwUndoBlockedBy,
  DW_LEAVE_DOOM_STEPS,
  type DwExpedition,
} from './expedition';
import { planDwAction, type DwActionForm, type DwActionPlan } from './action-form';
import { labelDwPendingDecay } from './decay';
import {
  describeDwDoomTrack,
  DW_DOOM_STEP_MAX,
  isDwDoomEffectReached,
  labelDwSaveEffect,
} from './omens';
import { describeDwUsageDie } from './usage';
import type { UsageDieSides } from '../dice';

/** The exploration actions as the Action menu offers them: "Move (1+ turns)", "Loot (1 turn)". */
export const DW_ACTION_CHOICES = DW_EXPLORATION_ACTIONS.map((item) => ({
  value: item.id,
  label: `${item.name} (${describeDwActionCost(item)})`,
}));

/** The attributes a decay result may land on, as its choice offers them. */
export const DW_PENDING_ATTRIBUTE_CHOICES = DW_ATTRIBUTES.map((name) => ({
  value: name as DwAttribute,
  label: DW_ATTRIBUTE_NAMES[name],
}));

/** What the view reads of a character of the party. */
interface PartyMember {
  readonly id: string;
  readonly name: string;
  readonly afflictions: readonly string[];
}

/** What the view reads of a supply: the lights among them are due after decay. */
interface Supply {
  readonly id: string;
  readonly name: string;
  readonly sides: UsageDieSides | null;
  readonly light: boolean;
}

export interface DwExpeditionViewInput<Item extends Supply> {
  readonly expedition: DwExpedition;
  readonly characters: readonly PartyMember[];
  readonly supplies: readonly Item[];
  readonly actionForm: DwActionForm;
  /** The step typed for a doom effect: Save names the effect it would replace. */
  readonly effectStepText: string;
  /** What Undo would take back; null when there is nothing to undo. */
  readonly undoLabel: string | null;
}

/** A decay result waiting for the player's pick of an attribute. */
export interface DwPendingShown {
  readonly id: string;
  readonly question: string;
  readonly apply: string;
  /** The result to apply next, which takes the focus once this one is applied; null: none left. */
  readonly nextId: string | null;
}

export interface DwDoomEffectShown {
  readonly step: number;
  /** "✓ Step 2: Ghouls wake" once doom has reached it, else without the mark. */
  readonly text: string;
  readonly remove: string;
}

export interface DwExpeditionView<Item extends Supply> {
  /** "6 turns spent · at Crypt". */
  readonly progress: string;
  /** The action the form takes, its turns as read and why Take action is off. */
  readonly plan: DwActionPlan;
  /** What the GM may change of a move's cost, said after the action's link; empty for others. */
  readonly actionNote: string;
  readonly decay: { readonly filled: number; readonly size: number; readonly note: string };
  /** Each character's afflictions in words; null while the party is empty. */
  readonly afflictions: readonly { id: string; name: string; text: string }[] | null;
  readonly pending: readonly DwPendingShown[];
  /** The lights to roll after decay, each with its die in words; null while none is due. */
  readonly lights: readonly { item: Item; line: string }[] | null;
  readonly omens: DwExpedition['omens'];
  /** The locations known, as the location field suggests them. */
  readonly locations: readonly string[];
  /** "Leave the dungeon (doom +2)". */
  readonly leaveLabel: string;
  readonly leaveBlockedBy: string | null;
  /** The current location's doom (GM view); null before the party is at a location. */
  readonly doom: {
    readonly line: string;
    readonly listLabel: string;
    readonly effects: readonly DwDoomEffectShown[];
    /** The effect's step field: "Step (1–99)". */
    readonly stepLabel: string;
    readonly saveLabel: string;
  } | null;
  readonly undo: { readonly label: string; readonly blockedBy: string | null };
  /** What happened, newest first. */
  readonly events: DwExpedition['events'];
}

const MOVE_NOTE =
  'The GM may ask for more turns over long distances, or none for a short move to an explored place nearby. ';

/** Everything the expedition tracker shows, decided. */
export function viewDwExpedition<Item extends Supply>(
  input: DwExpeditionViewInput<Item>,
): DwExpeditionView<Item> {
  const { expedition, characters, undoLabel } = input;
  const plan = planDwAction(input.actionForm);
  const track = expedition.locations.find((known) => known.location === expedition.current);
  const { pending } = expedition;
  return {
    progress: describeDwExpeditionProgress(expedition.turns, expedition.current),
    plan,
    actionNote: plan.action.id === 'move' ? MOVE_NOTE : '',
    decay: {
      filled: expedition.decay,
      size: DW_DECAY_STEPS,
      note: expedition.safe ? ' (paused: safe place)' : '',
    },
    afflictions:
      characters.length > 0
        ? characters.map(({ id, name, afflictions }) => ({
            id,
            name,
            text: afflictions.length > 0 ? afflictions.join(', ') : 'no afflictions',
          }))
        : null,
    pending: pending.map((item, index) => ({
      id: item.id,
      ...labelDwPendingDecay(item),
      nextId: (pending[index + 1] ?? pending[index - 1])?.id ?? null,
    })),
    lights: expedition.lightsDue
      ? input.supplies
          .filter((item) => item.light)
          .map((item) => ({ item, line: `${item.name}: ${describeDwUsageDie(item.sides)}` }))
      : null,
    omens: expedition.omens,
    locations: expedition.locations.map((known) => known.location),
    leaveLabel: `Leave the dungeon (doom +${DW_LEAVE_DOOM_STEPS})`,
    leaveBlockedBy: dwLeaveBlockedBy(expedition.left),
    doom: track
      ? {
          line: describeDwDoomTrack(track),
          listLabel: `Doom effects at ${track.location}`,
          effects: track.effects.map((effect) => ({
            step: effect.step,
            text: `${isDwDoomEffectReached(track, effect) ? '✓ ' : ''}Step ${effect.step}: ${effect.text}`,
            remove: `Remove step ${effect.step}`,
          })),
          stepLabel: `Step (1–${DW_DOOM_STEP_MAX})`,
          saveLabel: labelDwSaveEffect(track, input.effectStepText),
        }
      : null,
    undo: {
      label: undoLabel === null ? 'Undo' : `Undo: ${undoLabel}`,
      blockedBy: dwUndoBlockedBy(undoLabel !== null, expedition.events.length),
    },
    events: expedition.events,
  };
}
