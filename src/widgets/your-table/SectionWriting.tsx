/**
 * What shows under a section's heading: the active table's house rule on it, marked as the
 * table's rule, above the original text (which stays in the page as written: this only adds),
 * and the reader's note and the table's shared note, each folded to its first line until opened.
 * Opened, the summary is only the note's label and the whole note shows below it, once.
 * Each names its section for screen readers, since it is met away from the heading's own words.
 * A note or a house rule the reader just emptied leaves an Undo in its place; once it is back, the
 * focus goes to it (the house rule's box, the note's summary), else to the section's pencil, so a
 * keyboard reader goes on from there and not from the top of the page.
 *
 * On paper a folded note would lose all but its first line, and a closed <details> cannot be
 * opened by a print style in every browser: each note has a copy shown in full in print only
 * (your-table.css), and the folded one is left out there.
 */
import {
  firstLine,
  type PersonalMark,
  type SectionWriting as Writing,
} from '../../rules/table-notes/model';
import { focusAfterRender, UndoRemove } from '../kit';
import {
  undoEmptiedHouseRule,
  undoEmptiedNote,
  type EmptiedHouseRule,
} from '../../stores/your-table';
import WrittenText from './WrittenText';

interface Props {
  readonly writing: Writing;
  /** The note emptied on this section, as it was, while it can be put back. */
  readonly emptiedNote: PersonalMark | null;
  /** The house rule emptied on this section, as it was, while it can be put back. */
  readonly emptiedHouseRule: EmptiedHouseRule | null;
  /** The heading's text, which every part names. */
  readonly heading: string;
  readonly tableName: string | undefined;
  readonly ruleset: string;
  /**
   * Unique on the page, made of the heading's id; `${id}-pencil` is the section's pencil, where the
   * focus goes when what an Undo put back is not on the page.
   */
  readonly id: string;
}

export default function SectionWriting({
  writing,
  emptiedNote,
  emptiedHouseRule,
  heading,
  tableName,
  ruleset,
  id,
}: Props) {
  const { houseRule, mark, tableNote } = writing;
  /** The Undo button goes once used: the focus goes to what came back, when it is drawn. */
  const undoThen = (undo: () => unknown, back: string) => () => {
    undo();
    focusAfterRender(back, `${id}-pencil`);
  };
  return (
    <>
      <UndoRemove
        removal={{ removed: emptiedNote, undo: undoThen(undoEmptiedNote, `${id}-note`) }}
        text={() => `Removed your note on “${heading}”.`}
      />
      <UndoRemove
        removal={{
          removed: emptiedHouseRule,
          undo: undoThen(undoEmptiedHouseRule, `${id}-rule`),
        }}
        text={(removed) => `Removed the house rule of “${removed.tableName}” on “${heading}”.`}
      />
      {houseRule && (
        // Focusable only by script: it takes the focus when an Undo brings it back.
        <aside
          class="house-rule"
          id={`${id}-rule`}
          tabIndex={-1}
          aria-labelledby={`${id}-house-rule`}
        >
          <p class="house-rule-label" id={`${id}-house-rule`}>
            <strong>House rule</strong> of {tableName ? `“${tableName}”` : 'your table'}
            <span class="visually-hidden"> on {heading}</span>
          </p>
          <WrittenText text={houseRule.text} ruleset={ruleset} />
          <p class="house-rule-original">The rule as written follows, unchanged.</p>
        </aside>
      )}
      {mark && mark.note.trim() !== '' && (
        <FoldedNote
          summaryId={`${id}-note`}
          kind={`Your note${mark.shared ? ' (shared)' : ''}`}
          heading={heading}
          text={mark.note}
          ruleset={ruleset}
        />
      )}
      {tableNote && (
        <FoldedNote kind="Table note" heading={heading} text={tableNote.text} ruleset={ruleset} />
      )}
    </>
  );
}

/**
 * A note folded to its first line under its label (the label names the section for screen
 * readers), and its copy in full that shows in print only.
 */
function FoldedNote({
  summaryId,
  kind,
  heading,
  text,
  ruleset,
}: {
  /** The summary's id, where the focus goes when an Undo brings the note back. */
  summaryId?: string;
  kind: string;
  heading: string;
  text: string;
  ruleset: string;
}) {
  return (
    <>
      <details class="section-note">
        <summary id={summaryId}>
          <span class="section-note-kind">
            {kind}
            <span class="visually-hidden"> on {heading}</span>
          </span>
          <span class="section-note-preview">: {firstLine(text)}</span>
        </summary>
        <WrittenText text={text} ruleset={ruleset} />
      </details>
      <div class="section-note-print">
        <p class="section-note-kind">{kind}</p>
        <WrittenText text={text} ruleset={ruleset} />
      </div>
    </>
  );
}
