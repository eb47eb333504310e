/** The seven Conditions from the rules data, each with its effect, toggled on and off. */
import { LOCUS_CONDITIONS, setCondition } from '../../../rules/locus';
import { updateCharacter } from '../../../stores/locus/cast';
import { Toggle, LiveNote } from '../../kit';
import SheetSection, { type PanelProps } from './SheetSection';

export default function ConditionsPanel({ id, level, character }: PanelProps) {
  const active = LOCUS_CONDITIONS.filter((condition) =>
    character.conditions.includes(condition.id),
  );
  return (
    <SheetSection id={id} part="conditions" level={level} title="Conditions">
      <LiveNote>
        {active.length === 0
          ? 'No Conditions.'
          : `Active: ${active.map((condition) => condition.label).join(', ')}.`}
      </LiveNote>
      <ul class="tool-list" aria-labelledby={`${id}-conditions-title`}>
        {LOCUS_CONDITIONS.map((condition) => (
          <li key={condition.id} class="tool-row">
            <Toggle
              id={`${id}-condition-${condition.id}`}
              label={condition.label}
              checked={character.conditions.includes(condition.id)}
              describedBy={`${id}-condition-${condition.id}-effect`}
              onChange={(active) =>
                updateCharacter(character.id, (current) =>
                  setCondition(current, condition.id, active),
                )
              }
            />
            <span id={`${id}-condition-${condition.id}-effect`} class="tool-hint">
              {condition.effect}
            </span>
          </li>
        ))}
      </ul>
    </SheetSection>
  );
}
