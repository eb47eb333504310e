/**
 * "Your table" for one section, opened from the pencil beside its heading: the bookmark, the
 * reader's note (and whether it is shared with the table), and the active table's house rule.
 * Every change is saved as it is typed; a refusal (too many) shows at its field, and so does
 * text past the most a note keeps (pasted, say), which is cut; the message scrolls into view when
 * the editor runs past the window. A note or a house rule emptied here can be put back from its
 * section once the editor closes.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import {
  activeTable,
  droppedMessage,
  fitNote,
  markOf,
  type Place,
} from '../../rules/table-notes/model';
import { Button, StoreNotice, TextArea, Toggle, useSaved } from '../kit';
import {
  $marks,
  $marksNotice,
  $tables,
  $tablesNotice,
  markSection,
  writeHouseRuleInEditor,
  writeNoteInEditor,
} from '../../stores/your-table';

/** Scrolls the message of the field `id` into view each time it says something new. */
function useShownMessage(id: string, message: string | null): void {
  useEffect(() => {
    if (message) document.getElementById(`${id}-error`)?.scrollIntoView({ block: 'nearest' });
  }, [id, message]);
}

interface Props {
  readonly place: Place;
  readonly onDone: () => void;
}

export default function SectionEditor({ place, onDone }: Props) {
  const marks = useSaved($marks, { clientOnly: true });
  const tables = useSaved($tables, { clientOnly: true });
  const mark = markOf(marks, place.section);
  const table = activeTable(tables);
  const houseRule = table?.houseRules.find((rule) => rule.section === place.section);
  const [noteError, setNoteError] = useState<string | null>(null);
  const [ruleError, setRuleError] = useState<string | null>(null);
  // The note as it was when the editor opened: what an Undo puts back if it is emptied here.
  const [before] = useState(mark);
  // And the house rule, with the table it is on.
  const [ruleBefore] = useState(
    houseRule && table ? { table: table.id, tableName: table.name, rule: houseRule } : null,
  );
  const noteField = useRef<HTMLTextAreaElement>(null);
  const ruleField = useRef<HTMLTextAreaElement>(null);
  // An editor opened low on the page can run past the window: a field's message, when it
  // appears, is brought into view (only as far as needed; nothing moves when it is in view).
  useShownMessage('your-table-note', noteError);
  useShownMessage('your-table-house-rule', ruleError);

  /** What the field keeps of `typed`, shown in it at once; and what it says when text was cut. */
  const fit = (typed: string, field: HTMLTextAreaElement | null, what: 'note' | 'house rule') => {
    const fitted = fitNote(typed);
    if (field && field.value !== fitted.text) {
      // Setting the value puts the cursor at the end of the field: it goes back where the reader
      // was typing, or to the cut when that was in the part not kept.
      const caret = Math.min(field.selectionEnd ?? fitted.text.length, fitted.text.length);
      field.value = fitted.text;
      field.setSelectionRange(caret, caret);
    }
    return {
      text: fitted.text,
      cut: fitted.dropped > 0 ? droppedMessage(what, fitted.dropped) : null,
    };
  };

  return (
    <div class="your-table-editor">
      <StoreNotice $notice={$marksNotice} />
      <StoreNotice $notice={$tablesNotice} />
      <Toggle
        id="your-table-bookmark"
        label="Bookmark this section"
        checked={mark?.bookmarked ?? false}
        onChange={(bookmarked) => markSection(place, { bookmarked })}
      />
      <TextArea
        id="your-table-note"
        label="Your note"
        rows={3}
        textareaRef={noteField}
        value={mark?.note ?? ''}
        error={noteError}
        hint="Dice such as 2d6 in a note roll like the rules' own."
        onText={(typed) => {
          const { text, cut } = fit(typed, noteField.current, 'note');
          const saved = writeNoteInEditor(place, text, before);
          setNoteError(saved.ok ? cut : saved.error.message);
        }}
      />
      <Toggle
        id="your-table-share"
        label={`Share this note with ${table ? `“${table.name}”` : 'your table'}`}
        checked={mark?.shared ?? false}
        onChange={(shared) => markSection(place, { shared })}
      />
      <TextArea
        id="your-table-house-rule"
        label={`House rule of ${table ? `“${table.name}”` : 'your table'}`}
        rows={3}
        textareaRef={ruleField}
        value={houseRule?.text ?? ''}
        error={ruleError}
        hint={
          table
            ? 'Shown above the rule as written on this page, which stays as it is; printed with this page, not in the book.'
            : 'Shown above the rule as written on this page, which stays as it is; printed with this page, not in the book. Writing one starts a table named “My table”.'
        }
        onText={(typed) => {
          const { text, cut } = fit(typed, ruleField.current, 'house rule');
          const saved = writeHouseRuleInEditor(place, text, ruleBefore);
          setRuleError(saved.ok ? cut : saved.error.message);
        }}
      />
      <div class="tool-actions">
        <Button look="primary" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}
