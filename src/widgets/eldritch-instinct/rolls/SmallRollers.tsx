/**
 * Eldritch Instinct's small rollers, each shown alone or all together (`only` prop): the NPC
 * reaction roll (2d6 with the Warden's -4..+4), the Die of Fate (1d6), the Miscast table (d8,
 * lesser or greater spells) and the study timers (2d6 hours or days). Tables come from the
 * page's table data; every roll goes to the roll log.
 *
 * Place with `<SmallRollers client:visible-after-load only="reaction" />` (or "fate", "miscast", "study";
 * without `only`, all four); props: id, title, headingLevel, only.
 */
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import {
  fateSentence,
  fateTool,
  miscastSentence,
  miscastTool,
  REACTION_MODIFIER_OPTIONS,
  reactionSentence,
  reactionTool,
  SPELL_KIND_LABELS,
  STUDY_LABELS,
  studySentence,
  studyTool,
  type SpellKind,
  type StudyKind,
} from '../../../rules/eldritch-instinct/small-rollers';
import { choicesOf } from '../../../rules/eldritch-instinct/choices';
import {
  ChoiceField,
  deeper,
  RadioGroup,
  ToolSection,
  RollWithResult,
  toolFrame,
  type ToolProps,
} from '../../kit';
import { rollAndLog } from '../log-roll';
import ToolPart from './ToolPart';

type Part = 'reaction' | 'fate' | 'miscast' | 'study';
const PARTS: readonly Part[] = ['reaction', 'fate', 'miscast', 'study'];
const TITLES: Readonly<Record<Part, string>> = {
  reaction: 'Reaction roll',
  fate: 'Die of Fate',
  miscast: 'Miscast roll',
  study: 'Study time',
};

function ReactionPart({ id }: { id: string }) {
  const [modifier, setModifier] = useState('0');
  return (
    <>
      <p class="tool-muted">
        2d6 on the NPC Reaction table. For social favours the Warden adds −4 to +4 for the four
        factors; below 2 or above 12 reads the first or last row.
      </p>
      <ChoiceField
        id={`${id}-modifier`}
        label="Modifier (−4 to +4)"
        value={modifier}
        options={REACTION_MODIFIER_OPTIONS}
        onChange={setModifier}
      />
      <RollWithResult
        id={id}
        button="Roll reaction"
        roll={() =>
          reactionSentence(
            rollAndLog(reactionTool, { modifier: Number(modifier) }, 'NPC reaction', id),
          )
        }
      />
    </>
  );
}

function FatePart({ id }: { id: string }) {
  return (
    <>
      <p class="tool-muted">
        1d6: 4 or more generally favours the players; 3 or under tends to mean bad luck for the PCs
        or their allies.
      </p>
      <RollWithResult
        id={id}
        button="Roll the Die of Fate"
        roll={() => fateSentence(rollAndLog(fateTool, {}, 'Die of Fate', id))}
      />
    </>
  );
}

function MiscastPart({ id }: { id: string }) {
  const [kind, setKind] = useState<SpellKind>('lesser');
  return (
    <>
      <RadioGroup
        name={`${id}-kind`}
        legend="Spell"
        value={kind}
        options={choicesOf(SPELL_KIND_LABELS)}
        onChange={setKind}
      />
      <RollWithResult
        id={id}
        button="Roll miscast (d8)"
        roll={() =>
          miscastSentence(rollAndLog(miscastTool, { kind }, `Miscast (${kind} spell)`, id))
        }
      />
    </>
  );
}

function StudyPart({ id }: { id: string }) {
  const [kind, setKind] = useState<StudyKind>('initial-reading');
  return (
    <>
      <ChoiceField
        id={`${id}-study`}
        label="What is studied"
        value={kind}
        options={choicesOf(STUDY_LABELS)}
        onChange={setKind}
      />
      <RollWithResult
        id={id}
        button="Roll study time"
        roll={() => studySentence(rollAndLog(studyTool, { kind }, 'Study time', id))}
      />
    </>
  );
}

const BODIES: Readonly<Record<Part, (props: { id: string }) => ComponentChildren>> = {
  reaction: ReactionPart,
  fate: FatePart,
  miscast: MiscastPart,
  study: StudyPart,
};

export default function SmallRollers(props: ToolProps & { readonly only?: Part }) {
  const { only } = props;
  const { id: base, ...frame } = only
    ? toolFrame(props, `ei-${only}`, TITLES[only])
    : toolFrame(props, 'ei-small-rollers', 'Small rollers');
  const { title, headingLevel } = frame;
  const Only = only && BODIES[only];
  return (
    <ToolSection id={base} title={title} headingLevel={headingLevel} class="ei-roller">
      {/* One roller alone stands in the tool's section; all four each take a part of their own. */}
      {Only ? (
        <Only id={base} />
      ) : (
        PARTS.map((part) => {
          const Body = BODIES[part];
          return (
            <ToolPart
              key={part}
              id={`${base}-${part}`}
              level={deeper(headingLevel)}
              title={TITLES[part]}
            >
              <Body id={`${base}-${part}`} />
            </ToolPart>
          );
        })
      )}
    </ToolSection>
  );
}
