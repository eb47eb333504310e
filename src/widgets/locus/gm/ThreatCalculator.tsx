/**
 * The Monster Threat Calculator: Attack, Chase, Search and Resist (1-5 or null), how likely the
 * behaviour is to chase, any number of Inflictions by difficulty, and Death's Door size. Shows
 * every contribution line by line, the total and the grade, updating as the inputs change; says
 * whether a Monster marked as the Locus' own is Very Strong, as it should be.
 *
 * Nothing is saved: place with `<ThreatCalculator client:visible-after-load />` (it renders on the server).
 * `headingLevel` is the level of its own heading (4 under an h3).
 */
import { useState } from 'preact/hooks';
import {
  CALCULATOR_DIFFICULTY_OPTIONS,
  checkInflictionRoom,
  describeDifficultyAdded,
  describeInflictionRemoved,
  editThreatCalculator,
  THREAT_CALCULATOR_START,
  type Difficulty,
  type ThreatCalculatorEdit,
  viewThreatCalculator,
} from '../../../rules/locus';
import {
  Button,
  ChoiceField,
  focusAfterRender,
  Toggle,
  type ToolProps,
  ToolSection,
  useActionNote,
  useKeyedRows,
  toolFrame,
} from '../../kit';
import FieldList from '../characters/FieldList';
import ThreatBreakdown from './ThreatBreakdown';
import './gm.css';

export default function ThreatCalculator(props: ToolProps) {
  const { id, title, headingLevel } = toolFrame(props, 'threat-calculator', 'Threat calculator', 4);
  const [form, setForm] = useState(THREAT_CALCULATOR_START);
  const edit = (change: ThreatCalculatorEdit) =>
    setForm((current) => editThreatCalculator(current, change));
  // Keyed, so the other rows keep their focus and values when one is removed.
  const inflictionRows = useKeyedRows<{ difficulty: Difficulty }>([]);
  const inflictions = inflictionRows.rows;
  const note = useActionNote();
  const view = viewThreatCalculator(form, inflictions);

  const addRow = () => {
    const room = checkInflictionRoom(inflictions.length);
    if (!room.ok) {
      note.refuse(room.error.message);
      return;
    }
    const key = inflictionRows.add({ difficulty: 'medium' });
    note.done(describeDifficultyAdded('medium', inflictions.length + 1));
    // Move to the new row's difficulty so keyboard users can set it at once.
    focusAfterRender(`${id}-infliction-${key}`);
  };

  const removeRow = (key: number, index: number) => {
    inflictionRows.remove(key);
    note.done(describeInflictionRemoved(index));
    focusAfterRender(`${id}-add-infliction`);
  };

  return (
    <ToolSection id={id} title={title} headingLevel={headingLevel}>
      <p class="tool-hint">
        Set the Monster's numbers; the total and grade follow as you change them.
      </p>
      <fieldset class="tool-card">
        <legend>Active Attributes (1 best, 5 worst)</legend>
        <div class="tool-grid">
          <FieldList id={id} fields={view.ratings} onChange={edit} />
        </div>
      </fieldset>
      <div class="tool-grid">
        <FieldList id={id} fields={view.behaviour} onChange={edit} />
      </div>
      <fieldset class="tool-card">
        <legend>{view.legend}</legend>
        <p class="tool-hint">
          Each adds 1, 2 or 3 by the difficulty of the Character's Check to avoid it.
        </p>
        {view.rows.length > 0 ? (
          <ol class="tool-list">
            {view.rows.map((row, index) => (
              <li key={row.key} class="tool-row">
                <ChoiceField
                  id={`${id}-infliction-${row.key}`}
                  label={row.label}
                  value={row.difficulty}
                  options={CALCULATOR_DIFFICULTY_OPTIONS}
                  onChange={(difficulty) => inflictionRows.change(row.key, { difficulty })}
                />
                <Button onClick={() => removeRow(row.key, index)}>{row.removeLabel}</Button>
              </li>
            ))}
          </ol>
        ) : null}
        <Button id={`${id}-add-infliction`} onClick={addRow}>
          Add an Infliction
        </Button>
        {note.note}
      </fieldset>
      <Toggle
        id={`${id}-locus-monster`}
        label="This is the Locus' own Monster"
        checked={form.locusMonster}
        onChange={(locusMonster) => edit({ locusMonster })}
      />
      <ThreatBreakdown id={id} threat={view.threat} />
    </ToolSection>
  );
}
