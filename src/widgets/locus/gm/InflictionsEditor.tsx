/**
 * A Monster's Inflictions in the builder: each with its descriptor (the Monster's action), the
 * Character Attribute for the avoidance Check, the Condition on a failure and the difficulty.
 * Add and remove; every change is saved through the parent's `onChange`.
 */
import {
  addInfliction,
  checkInflictionRoom,
  findCondition,
  MONSTER_TEXT_LIMITS,
  removeInfliction,
  updateInfliction,
  type InflictionInput,
  type Monster,
  describeInflictionAdded,
  describeInflictionRemoved,
  INFLICTION_ATTRIBUTE_OPTIONS,
  INFLICTION_CONDITION_OPTIONS,
  inflictionDifficultyOptions,
} from '../../../rules/locus';
import { Button, ChoiceField, focusAfterRender, TextField, useActionNote } from '../../kit';

const DIFFICULTY_OPTIONS = inflictionDifficultyOptions();

interface Props {
  readonly id: string;
  readonly monster: Monster;
  readonly onChange: (update: (monster: Monster) => Monster) => void;
}

export default function InflictionsEditor({ id, monster, onChange }: Props) {
  const note = useActionNote();
  const room = checkInflictionRoom(monster.inflictions.length);

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

  const remove = (inflictionId: string, index: number) => {
    onChange((current) => removeInfliction(current, inflictionId));
    note.done(describeInflictionRemoved(index));
    focusAfterRender(`${id}-add`);
  };

  return (
    <fieldset class="tool-card">
      <legend>Inflictions ({monster.inflictions.length})</legend>
      <p class="tool-hint">
        Optional: the Monster confers a Condition instead of injury. Only the Character makes a
        Check; each Infliction adds 1, 2 or 3 to threat for Easy, Medium or Hard.
      </p>
      {monster.inflictions.length > 0 ? (
        <ol class="tool-list">
          {monster.inflictions.map((infliction, index) => {
            const base = `${id}-${infliction.id}`;
            const condition = findCondition(infliction.condition);
            const update = (patch: InflictionInput) =>
              onChange((current) => updateInfliction(current, infliction.id, patch));
            return (
              <li key={infliction.id}>
                <fieldset class="tool-card">
                  <legend>
                    Infliction {index + 1}
                    {infliction.descriptor.trim() ? `: ${infliction.descriptor.trim()}` : ''}
                  </legend>
                  <div class="tool-grid">
                    <TextField
                      id={`${base}-descriptor`}
                      label="Descriptor (its action)"
                      maxLength={MONSTER_TEXT_LIMITS.descriptor}
                      placeholder="Spitting, Screaming, Grabbing…"
                      value={infliction.descriptor}
                      onText={(descriptor) => update({ descriptor })}
                    />
                    <ChoiceField
                      id={`${base}-attribute`}
                      label="Avoided with (Character Attribute)"
                      value={infliction.attribute}
                      options={INFLICTION_ATTRIBUTE_OPTIONS}
                      onChange={(attribute) => update({ attribute })}
                    />
                    <ChoiceField
                      id={`${base}-condition`}
                      label="Condition on a failure"
                      hint={`${condition.label}: ${condition.effect}.`}
                      value={infliction.condition}
                      options={INFLICTION_CONDITION_OPTIONS}
                      onChange={(next) => update({ condition: next })}
                    />
                    <ChoiceField
                      id={`${base}-difficulty`}
                      label="Difficulty to avoid"
                      value={infliction.difficulty}
                      options={DIFFICULTY_OPTIONS}
                      onChange={(difficulty) => update({ difficulty })}
                    />
                  </div>
                  <Button onClick={() => remove(infliction.id, index)}>
                    Remove Infliction {index + 1}
                  </Button>
                </fieldset>
              </li>
            );
          })}
        </ol>
      ) : null}
      <Button
        id={`${id}-add`}
        onClick={add}
        blockedBy={room.ok ? null : room.error.message}
        reasonId={`${id}-add-full`}
      >
        Add an Infliction
      </Button>
      {note.note}
    </fieldset>
  );
}
