/**
 * Eldritch Instinct's small rollers, each shown alone or all together (`only` prop): the NPC
 * reaction roll (2d6 with the Warden's -4..+4), the Die of Fate (1d6), the Miscast table (d8,
 * lesser or greater spells) and the study timers (2d6 hours or days). Tables come from the
 * page's table data; every roll goes to the roll log.
 *
 * Place with `<SmallRollers client:visible only="reaction" />` (or "fate", "miscast", "study";
 * without `only`, all four); props: id, title, headingLevel, only.
 */
import { useState } from 'preact/hooks';
import {
  MAX_REACTION_MODIFIER,
  MIN_REACTION_MODIFIER,
  rollDieOfFate,
  rollMiscast,
  rollReaction,
  rollStudyTime,
  STUDY_LABELS,
  type SpellKind,
  type StudyKind,
} from '../../../rules/eldritch-instinct/small-rollers';
import { browserRng } from '../../../lib/browser-rng';
import { addRoll } from '../../../stores/roll-log';
import { Heading, hrefFor, type HeadingLevel } from './SaveRoller';
import './rollers.css';

type Part = 'reaction' | 'fate' | 'miscast' | 'study';

interface Props {
  readonly id?: string;
  readonly title?: string;
  readonly headingLevel?: HeadingLevel;
  readonly only?: Part;
}

const TITLES: Readonly<Record<Part, string>> = { reaction: 'Reaction roll', fate: 'Die of Fate', miscast: 'Miscast roll', study: 'Study time' };

function useResult() {
  return useState<{ serial: number; text: string } | null>(null);
}

function Result({ value }: { value: { serial: number; text: string } | null }) {
  return (
    <div class="eir-result" role="status" aria-live="polite">
      {value ? <p key={value.serial}>{value.text}</p> : null}
    </div>
  );
}

const MODIFIERS = Array.from({ length: MAX_REACTION_MODIFIER - MIN_REACTION_MODIFIER + 1 }, (_, index) => MIN_REACTION_MODIFIER + index);

function ReactionPart({ id }: { id: string }) {
  const [modifier, setModifier] = useState(0);
  const [result, setResult] = useResult();
  function roll() {
    const reaction = rollReaction(browserRng, modifier);
    const mod = reaction.modifier ? ` ${reaction.modifier > 0 ? '+' : '−'} ${Math.abs(reaction.modifier)}` : '';
    const text = `Rolled ${reaction.dice.join(' + ')}${mod} = ${reaction.total}: ${reaction.reaction}.${reaction.modifier ? ` For a favour: ${reaction.agrees ? 'the NPC agrees (9+).' : 'the NPC does not simply agree.'}` : ''}`;
    setResult((previous) => ({ serial: (previous?.serial ?? 0) + 1, text }));
    addRoll({ source: 'Eldritch Instinct: NPC reaction', href: hrefFor(id), expression: `2d6${mod.replace(/\s/g, '').replace('−', '-')}`, detail: reaction.dice.join(', '), total: reaction.total, result: reaction.reaction });
  }
  return (
    <>
      <p class="eir-muted">2d6 on the NPC Reaction table. For social favours the Warden adds −4 to +4 for the four factors; below 2 or above 12 reads the first or last row.</p>
      <div class="field eir-field">
        <label for={`${id}-modifier`}>Modifier (−4 to +4)</label>
        <select id={`${id}-modifier`} value={String(modifier)} onChange={(event) => setModifier(Number(event.currentTarget.value))}>
          {MODIFIERS.map((value) => (
            <option key={value} value={String(value)}>
              {value > 0 ? `+${value}` : value < 0 ? `−${-value}` : '0 (plain reaction)'}
            </option>
          ))}
        </select>
      </div>
      <button type="button" class="primary-button" onClick={roll}>
        Roll reaction
      </button>
      <Result value={result} />
    </>
  );
}

function FatePart({ id }: { id: string }) {
  const [result, setResult] = useResult();
  function roll() {
    const fate = rollDieOfFate(browserRng);
    setResult((previous) => ({ serial: (previous?.serial ?? 0) + 1, text: `Rolled ${fate.roll}: ${fate.meaning}` }));
    addRoll({ source: 'Eldritch Instinct: Die of Fate', href: hrefFor(id), expression: '1d6', detail: String(fate.roll), total: fate.roll, result: fate.meaning });
  }
  return (
    <>
      <p class="eir-muted">1d6: 4 or more generally favours the players; 3 or under tends to mean bad luck for the PCs or their allies.</p>
      <button type="button" class="primary-button" onClick={roll}>
        Roll the Die of Fate
      </button>
      <Result value={result} />
    </>
  );
}

function MiscastPart({ id }: { id: string }) {
  const [kind, setKind] = useState<SpellKind>('lesser');
  const [result, setResult] = useResult();
  function roll() {
    const miscast = rollMiscast(browserRng, kind);
    setResult((previous) => ({ serial: (previous?.serial ?? 0) + 1, text: `Rolled ${miscast.roll} (${kind} spell): ${miscast.effect}` }));
    addRoll({ source: `Eldritch Instinct: Miscast (${kind} spell)`, href: hrefFor(id), expression: '1d8', detail: String(miscast.roll), total: miscast.roll, result: miscast.effect });
  }
  return (
    <>
      <fieldset class="eir-options">
        <legend>Spell</legend>
        {(['lesser', 'greater'] as const).map((choice) => (
          <label key={choice} class="eir-toggle">
            <input type="radio" name={`${id}-kind`} value={choice} checked={kind === choice} onChange={() => setKind(choice)} />
            <span>{choice === 'lesser' ? 'Lesser spell' : 'Greater spell'}</span>
          </label>
        ))}
      </fieldset>
      <button type="button" class="primary-button" onClick={roll}>
        Roll miscast (d8)
      </button>
      <Result value={result} />
    </>
  );
}

function StudyPart({ id }: { id: string }) {
  const [kind, setKind] = useState<StudyKind>('initial-reading');
  const [result, setResult] = useResult();
  function roll() {
    const time = rollStudyTime(browserRng, kind);
    setResult((previous) => ({ serial: (previous?.serial ?? 0) + 1, text: `${STUDY_LABELS[kind].replace(/ \(.*\)$/, '')}: ${time.dice.join(' + ')} = ${time.amount} ${time.unit}.` }));
    addRoll({ source: 'Eldritch Instinct: Study time', href: hrefFor(id), expression: '2d6', detail: time.dice.join(', '), total: time.amount, result: `${time.amount} ${time.unit}` });
  }
  return (
    <>
      <div class="field eir-field">
        <label for={`${id}-study`}>What is studied</label>
        <select id={`${id}-study`} value={kind} onChange={(event) => setKind(event.currentTarget.value as StudyKind)}>
          {(Object.keys(STUDY_LABELS) as StudyKind[]).map((value) => (
            <option key={value} value={value}>
              {STUDY_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      <button type="button" class="primary-button" onClick={roll}>
        Roll study time
      </button>
      <Result value={result} />
    </>
  );
}

const PARTS: readonly Part[] = ['reaction', 'fate', 'miscast', 'study'];

function PartBody({ part, id }: { part: Part; id: string }) {
  if (part === 'reaction') return <ReactionPart id={id} />;
  if (part === 'fate') return <FatePart id={id} />;
  if (part === 'miscast') return <MiscastPart id={id} />;
  return <StudyPart id={id} />;
}

export default function SmallRollers({ id, title, headingLevel = 3, only }: Props) {
  const base = id ?? (only ? `ei-${only}` : 'ei-small-rollers');
  const headingId = `${base}-heading`;
  if (only) {
    return (
      <section id={base} class="tool eir-tool" aria-labelledby={headingId} data-pagefind-ignore>
        <Heading level={headingLevel} id={headingId}>
          {title ?? TITLES[only]}
        </Heading>
        <PartBody part={only} id={base} />
      </section>
    );
  }
  const sub = Math.min(headingLevel + 1, 4) as HeadingLevel;
  return (
    <section id={base} class="tool eir-tool" aria-labelledby={headingId} data-pagefind-ignore>
      <Heading level={headingLevel} id={headingId}>
        {title ?? 'Small rollers'}
      </Heading>
      {PARTS.map((part) => (
        <div class="eir-part" key={part}>
          <Heading level={sub} id={`${base}-${part}-heading`}>
            {TITLES[part]}
          </Heading>
          <PartBody part={part} id={`${base}-${part}`} />
        </div>
      ))}
    </section>
  );
}
