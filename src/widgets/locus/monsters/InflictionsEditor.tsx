/**
 * A Monster's Inflictions in the builder: each with its descriptor (the Monster's action), the
 * Character Attribute for the avoidance Check, the Condition on a failure and the difficulty.
 * Add and remove; every change is saved through the parent's `onChange`.
 */
import { useState } from 'preact/hooks';
import {
  addInfliction,
  ATTRIBUTE_LABELS,
  DIFFICULTIES,
  DIFFICULTY_LABELS,
  findCondition,
  INFLICTION_POINTS,
  LOCUS_ATTRIBUTES,
  LOCUS_CONDITIONS,
  MAX_INFLICTIONS,
  MONSTER_TEXT_LIMITS,
  removeInfliction,
  updateInfliction,
  type ConditionId,
  type Difficulty,
  type LocusAttribute,
  type Monster,
} from '../../../rules/locus';

interface Props {
  readonly id: string;
  readonly monster: Monster;
  readonly onChange: (update: (monster: Monster) => Monster) => void;
}

export default function InflictionsEditor({ id, monster, onChange }: Props) {
  const [message, setMessage] = useState('');

  const add = () => {
    const added = addInfliction(monster);
    if (!added.ok) {
      setMessage(added.error.message);
      return;
    }
    const infliction = added.value.inflictions[added.value.inflictions.length - 1];
    onChange((current) => {
      const next = addInfliction(current);
      return next.ok ? next.value : current;
    });
    setMessage(`Infliction ${added.value.inflictions.length} added: Medium, ${ATTRIBUTE_LABELS.clumsiness} Check or Prone. Change them below.`);
    if (infliction) requestAnimationFrame(() => document.getElementById(`${id}-${infliction.id}-descriptor`)?.focus());
  };

  const remove = (inflictionId: string, index: number) => {
    onChange((current) => removeInfliction(current, inflictionId));
    setMessage(`Infliction ${index + 1} removed.`);
    requestAnimationFrame(() => document.getElementById(`${id}-add`)?.focus());
  };

  return (
    <fieldset class="lm-fieldset">
      <legend>Inflictions ({monster.inflictions.length})</legend>
      <p class="lm-hint">
        Optional: the Monster confers a Condition instead of injury. Only the Character makes a Check; each Infliction adds 1, 2 or 3 to threat for Easy, Medium or Hard.
      </p>
      {monster.inflictions.length > 0 ? (
        <ol class="lm-rows">
          {monster.inflictions.map((infliction, index) => {
            const base = `${id}-${infliction.id}`;
            const condition = findCondition(infliction.condition);
            return (
              <li key={infliction.id} class="lm-infliction">
                <fieldset class="lm-fieldset lm-nested">
                  <legend>
                    Infliction {index + 1}
                    {infliction.descriptor.trim() ? `: ${infliction.descriptor.trim()}` : ''}
                  </legend>
                  <div class="lm-grid">
                    <div class="field">
                      <label for={`${base}-descriptor`}>Descriptor (its action)</label>
                      <input
                        id={`${base}-descriptor`}
                        type="text"
                        maxLength={MONSTER_TEXT_LIMITS.descriptor}
                        placeholder="Spitting, Screaming, Grabbing…"
                        value={infliction.descriptor}
                        onInput={(event) => {
                          const descriptor = event.currentTarget.value;
                          onChange((current) => updateInfliction(current, infliction.id, { descriptor }));
                        }}
                      />
                    </div>
                    <div class="field">
                      <label for={`${base}-attribute`}>Avoided with (Character Attribute)</label>
                      <select
                        id={`${base}-attribute`}
                        value={infliction.attribute}
                        onChange={(event) => {
                          const attribute = event.currentTarget.value as LocusAttribute;
                          onChange((current) => updateInfliction(current, infliction.id, { attribute }));
                        }}
                      >
                        {LOCUS_ATTRIBUTES.map((attribute) => (
                          <option key={attribute} value={attribute}>
                            {ATTRIBUTE_LABELS[attribute]}
                          </option>
                        ))}
                      </select>
                    </div>
                    <div class="field">
                      <label for={`${base}-condition`}>Condition on a failure</label>
                      <select
                        id={`${base}-condition`}
                        value={infliction.condition}
                        aria-describedby={`${base}-condition-effect`}
                        onChange={(event) => {
                          const next = event.currentTarget.value as ConditionId;
                          onChange((current) => updateInfliction(current, infliction.id, { condition: next }));
                        }}
                      >
                        {LOCUS_CONDITIONS.map((option) => (
                          <option key={option.id} value={option.id}>
                            {option.label}
                          </option>
                        ))}
                      </select>
                      <p id={`${base}-condition-effect`} class="lm-hint">
                        {condition.label}: {condition.effect}.
                      </p>
                    </div>
                    <div class="field">
                      <label for={`${base}-difficulty`}>Difficulty to avoid</label>
                      <select
                        id={`${base}-difficulty`}
                        value={infliction.difficulty}
                        onChange={(event) => {
                          const difficulty = event.currentTarget.value as Difficulty;
                          onChange((current) => updateInfliction(current, infliction.id, { difficulty }));
                        }}
                      >
                        {DIFFICULTIES.map((difficulty) => (
                          <option key={difficulty} value={difficulty}>
                            {DIFFICULTY_LABELS[difficulty]} (+{INFLICTION_POINTS[difficulty]} threat)
                          </option>
                        ))}
                      </select>
                    </div>
                  </div>
                  <button type="button" class="text-button" onClick={() => remove(infliction.id, index)}>
                    Remove Infliction {index + 1}
                  </button>
                </fieldset>
              </li>
            );
          })}
        </ol>
      ) : null}
      <button id={`${id}-add`} type="button" class="text-button" onClick={add} aria-disabled={monster.inflictions.length >= MAX_INFLICTIONS ? 'true' : undefined}>
        Add an Infliction
      </button>
      <p class="lm-hint lm-live" role="status">
        {message}
      </p>
    </fieldset>
  );
}
