/**
 * Eldritch Instinct's small rollers, each shown alone or all together (`only` prop): the NPC
 * reaction roll (2d6 with the Warden's -4..+4), the Die of Fate (1d6), the Miscast table (d8,
 * lesser or greater spells) and the study timers (2d6 hours or days). Tables come from the
 * page's table data; every roll goes to the roll log.
 *
 * Place with `<SmallRollers client:visible-after-load only="reaction" />` (or "fate", "miscast", "study";
 * without `only`, all four); props: id, title, headingLevel, only.
 */
import { useState } from 'preact/hooks';
import {
  SMALL_ROLLER_PARTS,
  SMALL_ROLLERS,
  type SmallRoller,
  type SmallRollerPart,
} from '../../../rules/eldritch-instinct/small-roller-parts';
import {
  ChoiceField,
  deeper,
  RadioGroup,
  ToolSection,
  RollWithResult,
  toolFrame,
  type ToolProps,
} from '../../kit';
import { eiRollLogger } from '../log-roll';
import ToolPart from './ToolPart';

/** One small roller: the line under its title, its one choice, and its roll. */
function SmallRollerBody({ id, roller }: { id: string; roller: SmallRoller }) {
  const { intro, choice: asked, button, roll } = roller;
  const [choice, setChoice] = useState(asked?.start ?? '');
  return (
    <>
      {intro ? <p class="tool-muted">{intro}</p> : null}
      {asked?.look === 'radios' ? (
        <RadioGroup
          name={`${id}-${asked.idEnd}`}
          legend={asked.label}
          value={choice}
          options={asked.options}
          onChange={setChoice}
        />
      ) : asked ? (
        <ChoiceField
          id={`${id}-${asked.idEnd}`}
          label={asked.label}
          value={choice}
          options={asked.options}
          onChange={setChoice}
        />
      ) : null}
      <RollWithResult id={id} button={button} roll={() => roll(choice, eiRollLogger(id))} />
    </>
  );
}

export default function SmallRollers(props: ToolProps & { readonly only?: SmallRollerPart }) {
  const { only } = props;
  const { id: base, ...frame } = only
    ? toolFrame(props, `ei-${only}`, SMALL_ROLLERS[only].title)
    : toolFrame(props, 'ei-small-rollers', 'Small rollers');
  const { title, headingLevel } = frame;
  return (
    <ToolSection id={base} title={title} headingLevel={headingLevel} class="ei-roller">
      {/* One roller alone stands in the tool's section; all four each take a part of their own. */}
      {only ? (
        <SmallRollerBody id={base} roller={SMALL_ROLLERS[only]} />
      ) : (
        SMALL_ROLLER_PARTS.map((part) => (
          <ToolPart
            key={part}
            id={`${base}-${part}`}
            level={deeper(headingLevel)}
            title={SMALL_ROLLERS[part].title}
          >
            <SmallRollerBody id={`${base}-${part}`} roller={SMALL_ROLLERS[part]} />
          </ToolPart>
        ))
      )}
    </ToolSection>
  );
}
