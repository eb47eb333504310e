/**
 * The tool kit's one entry: every part a tool may use, each said here in a line (DESIGN.md, "The
 * tool kit"). A ruleset's widgets import the kit from this file only, never from a file behind it,
 * and the kit imports nothing of the site's own islands (src/widgets/site/);
 * tests/architecture/kit-entry.test.ts keeps both so. What is not exported here (the unsaved-change
 * notice, the saved tool heights, the share parameter's reading) is the kit's own business.
 */

// The frame of a tool

/**
 * A tool's section: heading at the level asked, stable id, roll-log link, collapse, "add to my
 * screen", and the warnings of the stores it saves in, first under its heading.
 */
export { default as ToolSection } from './ToolSection';
/** The address of a tool's section on its page, which the roll log links back to. */
export { toolHref } from './ToolSection';
/**
 * What every tool takes from the page that places it (id, title, heading level), read with the
 * tool's own defaults into the frame its ToolSection is drawn with.
 */
export { toolFrame, type ToolProps, type ToolFrame } from './ToolSection';
/** Where a tool sits (a page, inside another tool, a screen panel), given by what renders it. */
export { ToolPlace } from './ToolSection';
/** A heading at the level that fits where the widget sits, for the parts inside a tool. */
export { default as Heading } from './Heading';
/** The heading level `by` steps under another, never past 6. */
export { deeper } from './Heading';
/** A heading level, 2 to 6. */
export type { HeadingLevel } from './Heading';

// Fields: each shows the message of its pure reader at the field, in plain words

/** A whole number (or decimal) typed as text, so anything typed can be explained at the field. */
export { NumberField, type NumberFieldProps } from './fields';
/**
 * A labelled select of options, some of them in groups; a long chosen option is still read whole.
 */
export { ChoiceField, type ChoiceFieldProps, type ChoiceOption, type ChoiceGroup } from './fields';
/** "Who?": a saved roster's members in a select, after a first choice for no one (''). */
export { default as MemberChoice, type MemberChoiceProps } from './MemberChoice';
/** A labelled text field of one line: names, places, notation. */
export { TextField, type TextFieldProps } from './fields';
/** A labelled field of several lines: notes, descriptions, a text to copy by hand. */
export { TextArea, type TextAreaProps } from './fields';
/**
 * A number the tool keeps, edited as text: what cannot be read stays typed with its message, each
 * new readable value is passed on, and a change from elsewhere shows.
 */
export {
  default as SavedNumberField,
  type SavedNumberFieldProps,
  type NumberReader,
} from './SavedNumberField';
/** A number in a table cell, named for screen readers, that keeps what was typed until it reads. */
export { default as NumberCell, type NumberCellProps } from './NumberCell';
/** A labelled checkbox whose whole label is the touch target. */
export { Toggle, type ToggleProps } from './fields';
/** One radio button with its whole label as the target. */
export { Radio, type RadioProps } from './fields';
/** One choice of a few, all in view: radio buttons under a legend. */
export { RadioGroup, type RadioGroupProps, type RadioOption } from './fields';
/**
 * A button in one of the site's looks (text, primary, tool) that submits its form only when told
 * to, and acts once on a double tap (a stepper tapped to count says `countsEveryTap`).
 */
export { default as Button, type ButtonProps } from './Button';
/**
 * A tool's form: Enter or its submit Button calls `onSubmit`, never a page load; the fields say
 * what is wrong, not the browser's bubbles; with a `legend`, the fields stand on a named card.
 */
export { default as Form, type FormProps } from './Form';
/** Rows a reader adds and removes, each under a key that never changes (its fields keep their ids). */
export { useKeyedRows, type Keyed, type KeyedRows } from './keyed-rows';
/** Focus moved, once the change that called for it is drawn, to the first of several ids there is. */
export { focusAfterRender } from './focus';
/** In a roster tool, an entry added or put back takes the focus at its name, first on its card. */
export { focusEntryName } from './focus';
/**
 * The focus kept in a container when the control just pressed goes away or turns off: on the
 * first control after it. Every ToolSection has it; a tool-sized part outside one (my screen's
 * builder) uses it on its own element.
 */
export { useFocusKept } from './focus';

// Chances, rolls and results

/** An exact chance with its label, in the site's one format: a line of its own, or inline. */
export { default as Chance } from './Chance';
/** An exact chance inside a sentence: the percent, the fraction, the exact value on request. */
export { ChanceText } from './Chance';
/** Exact chances side by side, each a term and its chance. */
export { ChanceList } from './Chance';
/** The button that rolls a tool: disabled with its reason shown while an input cannot be read. */
export { default as RollButton } from './RollButton';
/** A Roll button with the sentence of its last roll below it: the roll most tools make. */
export { default as RollWithResult } from './RollWithResult';
/**
 * A Roll button (and any buttons beside it) over the tool's last result, for a tool that keeps its
 * roll itself (`useShown`) and draws it in several parts or acts on it after the roll.
 */
export { default as RollAndResult, type RollAndResultProps } from './RollAndResult';
/** A field's reading by its pure rule, as the value and the message to show at the field. */
export { readField } from './RollWithResult';
/** A tool's last result, announced when it changes and marked stale when the inputs turn invalid. */
export { default as ResultArea } from './ResultArea';
/** The last result shown with its serial, a setter that gives it a new one, and a way to clear it. */
export { useShown } from './ResultArea';
/** A result with the serial that makes the ResultArea announce it anew. */
export type { Shown } from './ResultArea';
/**
 * A live note: what just happened, or what the inputs add up to now, read out when it changes.
 * Beside a tool's result it takes `status={false}`, so the result stays the tool's one status.
 */
export { default as LiveNote } from './LiveNote';
/**
 * The line under a tool that says what a click did to saved data, or "Not done:" and why: `note`
 * to place, `done` (with an Undo when given one), `refuse`, `report` (a rules result) and `clear`.
 */
export { useActionNote, type ActionNote, type UndoAction } from './ActionNote';
/**
 * The Undo of a change a tool made to one roster entry (`roster.track`): puts the entry back as it
 * was while nothing changed it since, saying `undone`; else says that it changed since.
 */
export { undoChange } from './undo-change';
/** Named values side by side, each on a card: a sheet's derived scores, a roll's statistics. */
export { default as ValueCards, type ValueCardsProps } from './ValueCards';
/** A count drawn as a row of boxes, the first ones filled; past the limit, hatched. */
export { default as Pips, type PipsProps } from './Pips';
/** Text from a table or rule shown in a tool, with every dice expression a roll button. */
export { default as DiceText } from './DiceText';

// The roll log

/** Logs a roll already made, in its ruleset's words, with what rolls it again. */
export { logRoll } from './log-roll';
/** Rolls a tool with the browser's dice, logs it and returns what it rolled. */
export { rollAndLog } from './log-roll';
/** The kit's logger bound to one ruleset, for that ruleset's widgets. */
export { rulesetLogger, type RollingTool } from './log-roll';

// Saved data

/** A saved store's value for rendering: as built while the tool hydrates, then as saved. */
export { useSaved } from './hydration';
/** The last entry removed from a roster, with its undo. */
export { useRemoval, type Removal, type Undoable } from './UndoRemove';
/**
 * "Removed Kara. Undo": while something removed can be put back, what it was and the button that
 * puts it back (it takes the focus).
 */
export { default as UndoRemove, type UndoRemoveProps } from './UndoRemove';
/**
 * A store's notice that its saved data could not be read, shown once per store per page. A tool
 * names its stores' notices to its ToolSection (`notices`), which shows them under its heading;
 * this part is for the site's own parts that are not tools (my screen, your table, the roll log).
 */
export { default as StoreNotice, type StoreNoticeAtom } from './StoreNotice';

// Sharing, files and print

/** "Share link": makes, copies and shows the address that opens the given state elsewhere. */
export { default as ShareLink } from './ShareLink';
/** "Shared with you": what a share link in the address holds, until it is added or closed. */
export { default as IncomingShare } from './IncomingShare';
/**
 * "This share link could not be opened": why, and what the reader has instead, with Dismiss; for a
 * tool that opens a link in place rather than offering it to add.
 */
export { RefusedShare } from './IncomingShare';
/** Reads a share link's parameter from the address once, for an IncomingShare. */
export { useIncomingShare, type IncomingShareState } from './IncomingShare';
/**
 * Export and import of a tool's file over its file codec: export buttons, a file field with the
 * refusal at the field, a status line, and for a tool that replaces what it holds, a question
 * with Replace/Cancel before anything changes.
 */
export { default as FileTransfer, type FileTransferProps, type FileExport } from './FileTransfer';
/**
 * A FileTransfer's `onAdd` for a file of roster entries: all of them added through the roster's
 * import (a taken id gets a new one), or the roster's refusal shown at the file field.
 */
export { addingTo } from './FileTransfer';
/**
 * A question before an action that changes much at once, with the button that does it and the one
 * that does not; it takes the focus when it appears.
 */
export { default as ConfirmAction, type ConfirmActionProps } from './ConfirmAction';
/** "Print this": the button that prints one part of a page (found when pressed) and nothing else. */
export { default as PrintButton, type PrintButtonProps } from './PrintButton';
/**
 * A table of exact chances, a row a case and a column a band, scrolling in its own region; a cell
 * is a chance, a chance with a smaller part of it ("· critical"), or words where no chance stands.
 */
export { default as ChanceTable, type ChanceRow, type ChanceCell } from './ChanceTable';
