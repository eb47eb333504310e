/** The seven Conditions from the rules data, each with its effect, toggled on and off. */
import { viewConditions } from '../../../rules/locus';
import { updateCharacter } from '../../../stores/locus/cast';
import { Toggle, LiveNote } from '../../kit';
import SheetSection, { type PanelProps } from './SheetSection';

export default function ConditionsPanel({ id, level, character }: PanelProps) {
  const view = viewConditions(character);
  return (
    <SheetSection id={id} part="conditions" level={level} title="Conditions">
      <LiveNote>{view.active}</LiveNote>
      <ul class="tool-list" aria-labelledby={`${id}-conditions-title`}>
        {view.conditions.map((condition) => (
          <li key={condition.id} class="tool-row">
            <Toggle
              id={`${id}-condition-${condition.id}`}
              label={condition.label}
              checked={condition.on}
              describedBy={`${id}-condition-${condition.id}-effect`}
              onChange={(on) => updateCharacter(character.id, condition.change(on))}
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
