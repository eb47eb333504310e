/**
 * "Your table" for one section, opened from the pencil beside its heading: the bookmark, the
 * reader's note (and whether it is shared with the table), and the active table's house rule.
 * Every change is saved as it is typed; a refusal (too long, too many) shows at its field.
 */
import { useState } from 'preact/hooks';
import { MAX_NOTE, activeTable, markOf, type Place } from '../../rules/table-notes/model';
import { StoreNotice, TextArea, Toggle, useSaved } from '../kit';
import {
  $marks,
  $marksNotice,
  $tables,
  $tablesNotice,
  markSection,
  writeHouseRule,
} from '../../stores/your-table';

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
        maxLength={MAX_NOTE}
        value={mark?.note ?? ''}
        error={noteError}
        hint="Dice such as 2d6 in a note roll like the rules' own."
        onText={(note) => {
          const saved = markSection(place, { note });
          setNoteError(saved.ok ? null : saved.error.message);
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
        maxLength={MAX_NOTE}
        value={houseRule?.text ?? ''}
        error={ruleError}
        hint={
          table
            ? 'Shown above the rule as written, which stays as it is.'
            : 'Shown above the rule as written, which stays as it is. Writing one starts a table named “My table”.'
        }
        onText={(text) => {
          const saved = writeHouseRule(place, text);
          setRuleError(saved.ok ? null : saved.error.message);
        }}
      />
      <div class="tool-actions">
        <button type="button" class="primary-button" onClick={onDone}>
          Done
        </button>
      </div>
    </div>
  );
}
