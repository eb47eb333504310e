/** Skills: name, type and effect, edited in place; added blank and focused, removed one by one. */
import { Button, focusAfterRender } from '../../kit';
import { addBlankSkill, viewSkillCard, type SheetChange } from '../../../rules/locus';
import { updateCharacter } from '../../../stores/locus/cast';
import FieldList from './FieldList';
import SheetSection, { type PanelProps } from './SheetSection';

export default function SkillsPanel({ id, level, character }: PanelProps) {
  const change = (update: SheetChange) => updateCharacter(character.id, update);

  return (
    <SheetSection id={id} part="skills" level={level} title="Skills">
      {character.skills.length === 0 ? <p class="tool-hint">No Skills yet.</p> : null}
      {character.skills.map((skill, index) => {
        const card = viewSkillCard(skill, index);
        return (
          <fieldset key={index} class="tool-card">
            <legend>{card.title}</legend>
            <div class="tool-grid">
              <FieldList id={`${id}-skill-${index}`} fields={card.fields} onChange={change} />
            </div>
            <Button noPrint aria-label={`Remove ${card.title}`} onClick={() => change(card.remove)}>
              Remove
            </Button>
          </fieldset>
        );
      })}
      <Button
        noPrint
        onClick={() => {
          change(addBlankSkill);
          focusAfterRender(`${id}-skill-${character.skills.length}-name`);
        }}
      >
        Add a Skill
      </Button>
    </SheetSection>
  );
}
