/**
 * Draws a Spellbook or a Scroll: rolls d100 on the 100 Spells table (content/cairn/tables/
 * spells.json, the same file the spells page shows) and shows the spell with its effect. The
 * roll goes to the roll log.
 *
 * Place with `<SpellDraw client:visible id="..." kind="spellbook" />` (or kind="scroll");
 * props: id, kind, title, headingLevel.
 */
import { useState } from 'preact/hooks';
import { CAIRN_SPELLS_TABLE, drawCairnSpell, type CairnSpell, type CairnSpellSource } from '../../../rules/cairn/spells';
import { browserRng } from '../../../lib/browser-rng';
import { addRoll } from '../../../stores/roll-log';
import { hrefFor, ToolHeading, type HeadingLevel } from '../rollers/parts';

interface Props {
  readonly id?: string;
  readonly kind?: CairnSpellSource;
  readonly title?: string;
  readonly headingLevel?: HeadingLevel;
}

const NAMES: Readonly<Record<CairnSpellSource, string>> = { spellbook: 'Spellbook', scroll: 'Scroll' };

export default function SpellDraw({ id, kind = 'spellbook', title, headingLevel = 3 }: Props) {
  const toolId = id ?? `cairn-draw-${kind}`;
  const name = NAMES[kind];
  const [drawn, setDrawn] = useState<(CairnSpell & { serial: number }) | null>(null);
  const headingId = `${toolId}-heading`;

  function draw() {
    const spell = drawCairnSpell(browserRng);
    setDrawn((previous) => ({ ...spell, serial: (previous?.serial ?? 0) + 1 }));
    addRoll({
      source: `Cairn: Draw a ${name}`,
      href: hrefFor(toolId),
      expression: CAIRN_SPELLS_TABLE.die,
      detail: `${spell.roll} on ${CAIRN_SPELLS_TABLE.title}`,
      total: spell.roll,
      result: spell.name,
    });
  }

  return (
    <section id={toolId} class="tool crn-tool" aria-labelledby={headingId} data-pagefind-ignore>
      <ToolHeading level={headingLevel} id={headingId}>
        {title ?? `Draw a ${name}`}
      </ToolHeading>
      <p class="crn-muted">
        Rolls {CAIRN_SPELLS_TABLE.die} on the {CAIRN_SPELLS_TABLE.title} table{kind === 'scroll' ? ': a Scroll causes no Fatigue and disappears after one use.' : '.'}
      </p>
      <button type="button" class="primary-button" onClick={draw}>
        Draw a {name}
      </button>
      <div class="crn-result" role="status" aria-live="polite">
        {drawn ? (
          <p key={drawn.serial}>
            Rolled <span class="crn-die">{drawn.roll}</span>: {name} of <span class="crn-spell-name">{drawn.name}</span>. {drawn.effect}
          </p>
        ) : null}
      </div>
    </section>
  );
}
