/**
 * Draws a Spellbook or a Scroll: rolls d100 on the 100 Spells table (content/cairn/tables/
 * spells.json, the same file the spells page shows) and shows the spell with its effect. The
 * roll goes to the roll log.
 *
 * Place with `<SpellDraw client:visible-after-load id="..." kind="spellbook" />` (or kind="scroll");
 * props: id, kind, title, headingLevel.
 */
import {
  CAIRN_SPELL_SOURCE_NAMES,
  describeCairnSpellDraw,
  type CairnSpell,
  type CairnSpellSource,
} from '../../../rules/cairn/spells';
import { cairnSpellTool } from '../../../rules/cairn/log';
import { RollAndResult, ToolSection, toolFrame, useShown, type ToolProps } from '../../kit';
import { rollAndLog } from '../log-roll';

interface Props extends ToolProps {
  readonly kind?: CairnSpellSource;
}

export default function SpellDraw(props: Props) {
  const kind = props.kind ?? 'spellbook';
  const name = CAIRN_SPELL_SOURCE_NAMES[kind];
  const { id, title, headingLevel } = toolFrame(props, `cairn-draw-${kind}`, `Draw a ${name}`);
  const [drawn, show] = useShown<CairnSpell>();
  return (
    <ToolSection id={id} title={title} headingLevel={headingLevel} class="cairn-tool">
      <p class="tool-muted">{describeCairnSpellDraw(kind)}</p>
      <RollAndResult
        id={id}
        button={`Draw a ${name}`}
        onRoll={() => show(rollAndLog(cairnSpellTool, { kind }, id))}
        shown={drawn}
      >
        {(spell) => (
          <p>
            Rolled <span class="die">{spell.roll}</span>: {name} of <strong>{spell.name}</strong>.{' '}
            {spell.effect}
          </p>
        )}
      </RollAndResult>
    </ToolSection>
  );
}
