/** Skills: name, type and effect, edited in place; added blank and focused, removed one by one. */
import { Button, focusAfterRender, TextField } from '../../kit';
import { addSkill, removeSkill, updateSkill, type Skill } from '../../../rules/locus';
import { updateCharacter } from '../../../stores/locus/cast';
import SheetSection, { type PanelProps } from './SheetSection';

export default function SkillsPanel({ id, level, character }: PanelProps) {
  const edit = (index: number, skill: Skill, patch: Partial<Skill>) =>
    updateCharacter(character.id, (current) => updateSkill(current, index, { ...skill, ...patch }));

  return (
    <SheetSection id={id} part="skills" level={level} title="Skills">
      {character.skills.length === 0 ? <p class="tool-hint">No Skills yet.</p> : null}
      {character.skills.map((skill, index) => {
        const prefix = `${id}-skill-${index}`;
        return (
          <fieldset key={index} class="tool-card">
            <legend>
              Skill {index + 1}
              {skill.name.trim() ? `: ${skill.name}` : ''}
            </legend>
            <div class="tool-grid">
              <TextField
                id={`${prefix}-name`}
                label="Name"
                value={skill.name}
                onText={(text) => edit(index, skill, { name: text })}
              />
              <TextField
                id={`${prefix}-type`}
                label="Type"
                value={skill.type}
                onText={(text) => edit(index, skill, { type: text })}
              />
              <TextField
                id={`${prefix}-effect`}
                fieldClass="locus-wide"
                label="Effect"
                value={skill.effect}
                onText={(text) => edit(index, skill, { effect: text })}
              />
            </div>
            <Button
              noPrint
              aria-label={`Remove Skill ${index + 1}${skill.name.trim() ? `: ${skill.name}` : ''}`}
              onClick={() =>
                updateCharacter(character.id, (current) => removeSkill(current, index))
              }
            >
              Remove
            </Button>
          </fieldset>
        );
      })}
      <Button
        noPrint
        onClick={() => {
          updateCharacter(character.id, (current) =>
            addSkill(current, { name: '', type: '', effect: '' }),
          );
          focusAfterRender(`${id}-skill-${character.skills.length}-name`);
        }}
      >
        Add a Skill
      </Button>
    </SheetSection>
  );
}
