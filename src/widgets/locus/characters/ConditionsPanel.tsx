/** The seven Conditions from the rules data, each with its effect, toggled on and off. */
import { LOCUS_CONDITIONS, setCondition, type LocusCharacter } from '../../../rules/locus';
import { updateCharacter } from '../../../stores/locus/cast';
import Heading, { type HeadingLevel } from '../../shared/Heading';

interface Props {
  id: string;
  level: HeadingLevel;
  character: LocusCharacter;
}

export default function ConditionsPanel({ id, level, character }: Props) {
  const active = LOCUS_CONDITIONS.filter((condition) => character.conditions.includes(condition.id));
  return (
    <section class="locus-section" aria-labelledby={`${id}-conditions-title`}>
      <Heading level={level} id={`${id}-conditions-title`}>
        Conditions
      </Heading>
      <p aria-live="polite">{active.length === 0 ? 'No Conditions.' : `Active: ${active.map((condition) => condition.label).join(', ')}.`}</p>
      <ul class="locus-conditions" aria-labelledby={`${id}-conditions-title`}>
        {LOCUS_CONDITIONS.map((condition) => {
          const on = character.conditions.includes(condition.id);
          const effectId = `${id}-condition-${condition.id}-effect`;
          return (
            <li key={condition.id} class={on ? 'locus-condition-on' : undefined}>
              <label class="locus-check">
                <input
                  type="checkbox"
                  checked={on}
                  aria-describedby={effectId}
                  onChange={(event) => updateCharacter(character.id, (current) => setCondition(current, condition.id, event.currentTarget.checked))}
                />
                {condition.label}
              </label>
              <span id={effectId} class="locus-condition-effect">
                {condition.effect}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
