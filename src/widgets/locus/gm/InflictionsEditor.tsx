/**
 * A Monster's Inflictions in the builder: each with its descriptor (the Monster's action), the
 * Character Attribute for the avoidance Check, the Condition on a failure and the difficulty.
 * Add and remove; every change is saved through the parent's `onChange`.
 */
import {
  addInfliction,
  describeInflictionAdded,
  describeInflictionRemoved,
  viewInflictions,
  type Monster,
  type MonsterChange,
} from '../../../rules/locus';
import { Button, focusAfterRender, useActionNote } from '../../kit';
import FieldList from '../characters/FieldList';

interface Props {
  readonly id: string;
  readonly monster: Monster;
  readonly onChange: (update: MonsterChange) => void;
}

export default function InflictionsEditor({ id, monster, onChange }: Props) {
  const note = useActionNote();
  const view = viewInflictions(monster);

  const add = () => {
    const added = addInfliction(monster);
    if (!added.ok) return note.refuse(added.error.message);
    const { inflictions } = added.value;
    const infliction = inflictions[inflictions.length - 1];
    onChange((current) => {
      const next = addInfliction(current);
      return next.ok ? next.value : current;
    });
    if (!infliction) return;
    note.done(describeInflictionAdded(infliction, inflictions.length));
    focusAfterRender(`${id}-${infliction.id}-descriptor`);
  };

  const remove = (change: MonsterChange, index: number) => {
    onChange(change);
    note.done(describeInflictionRemoved(index));
    focusAfterRender(`${id}-add`);
  };

  return (
    <fieldset class="tool-card">
      <legend>{view.legend}</legend>
      <p class="tool-hint">
        Optional: the Monster confers a Condition instead of injury. Only the Character makes a
        Check; each Infliction adds 1, 2 or 3 to threat for Easy, Medium or Hard.
      </p>
      {view.rows.length > 0 ? (
        <ol class="tool-list">
          {view.rows.map((row, index) => (
            <li key={row.id}>
              <fieldset class="tool-card">
                <legend>{row.legend}</legend>
                <div class="tool-grid">
                  <FieldList id={`${id}-${row.id}`} fields={row.fields} onChange={onChange} />
                </div>
                <Button onClick={() => remove(row.remove, index)}>{row.removeLabel}</Button>
              </fieldset>
            </li>
          ))}
        </ol>
      ) : null}
      <Button id={`${id}-add`} onClick={add} blockedBy={view.full} reasonId={`${id}-add-full`}>
        Add an Infliction
      </Button>
      {note.note}
    </fieldset>
  );
}
