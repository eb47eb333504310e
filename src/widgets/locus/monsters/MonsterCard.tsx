/**
 * A Monster's card, read-only: what it manifests, its Attributes with their descriptors,
 * Weakness, Behaviour, Inflictions, Death's Door and threat grade. Used for the shared-link
 * view and as the printable card. `printMonsterCard()` prints only the card marked printable:
 * monsters.css hides everything else while `<html>` has the class below.
 */
import {
  ATTRIBUTE_LABELS,
  CHASE_LIKELIHOOD_LABELS,
  DIFFICULTY_LABELS,
  findCondition,
  MONSTER_ATTRIBUTE_LABELS,
  MONSTER_ATTRIBUTES,
  MONSTER_DESCRIPTOR_LABELS,
  monsterDisplayName,
  monsterThreatInput,
  scoreThreat,
  type MonsterDraft,
  type MonsterRating,
} from '../../../rules/locus';
import Heading, { type HeadingLevel } from '../../shared/Heading';
import { summarizeScore } from './ThreatBreakdown';

export const MONSTER_PRINTING_CLASS = 'locus-printing-monster';

/** Print the card marked `printable`; the class is removed when printing ends. */
export function printMonsterCard(): void {
  const root = document.documentElement;
  const done = () => {
    root.classList.remove(MONSTER_PRINTING_CLASS);
    window.removeEventListener('afterprint', done);
  };
  root.classList.add(MONSTER_PRINTING_CLASS);
  window.addEventListener('afterprint', done);
  window.print();
}

export function formatRating(rating: MonsterRating | undefined): string {
  if (rating === undefined) return 'not set';
  if (rating === null) return '– (cannot)';
  return String(rating);
}

interface Props {
  readonly id: string;
  readonly monster: MonsterDraft;
  readonly level: HeadingLevel;
  /** The one card `printMonsterCard` prints. */
  readonly printable?: boolean;
}

function Entry({ term, children }: { term: string; children: string }) {
  return (
    <div class="lm-card-entry">
      <dt>{term}</dt>
      <dd>{children.trim() === '' ? <span class="lm-empty">not written yet</span> : children}</dd>
    </div>
  );
}

export default function MonsterCard({ id, monster, level, printable = false }: Props) {
  const score = scoreThreat(monsterThreatInput(monster));
  const name = monsterDisplayName(monster);
  return (
    <article class={`lm-card${printable ? ' lm-card-print' : ''}`} aria-labelledby={`${id}-name`}>
      <Heading level={level} id={`${id}-name`} class="lm-card-name">
        {name}
      </Heading>
      {monster.locusMonster ? <p class="lm-tag">The Locus' own Monster (bottom Layer only)</p> : null}
      <dl class="lm-card-facts">
        <Entry term="Manifests the Haunt of">{monster.character}</Entry>
        <Entry term="Haunt">{monster.haunt}</Entry>
        <Entry term="Vice">{monster.vice}</Entry>
      </dl>
      {monster.description.trim() ? <p class="lm-card-description">{monster.description}</p> : null}
      <div class="lm-table-wrap">
        <table class="lm-table lm-card-attributes">
          <caption>Attributes</caption>
          <thead>
            <tr>
              <th scope="col">Attribute</th>
              <th scope="col">Score</th>
              <th scope="col">Descriptor</th>
            </tr>
          </thead>
          <tbody>
            {MONSTER_ATTRIBUTES.map((attribute) => {
              const entry = monster.attributes[attribute];
              return (
                <tr key={attribute}>
                  <th scope="row">{MONSTER_ATTRIBUTE_LABELS[attribute]}</th>
                  <td>{formatRating(entry.rating)}</td>
                  <td>{entry.descriptor.trim() || <span class="lm-empty">({MONSTER_DESCRIPTOR_LABELS[attribute]})</span>}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <dl class="lm-card-facts">
        <Entry term="Weakness">{monster.weakness}</Entry>
        <Entry term="Behaviour">{[monster.behaviour.trim(), CHASE_LIKELIHOOD_LABELS[monster.chaseLikelihood].toLowerCase()].filter(Boolean).join('; ')}</Entry>
        <Entry term="Death's Door">{`${monster.deathsDoorSegments} segments`}</Entry>
        <Entry term="Threat">{summarizeScore(score)}</Entry>
      </dl>
      <p class="lm-card-subtitle">Inflictions</p>
      {monster.inflictions.length === 0 ? (
        <p class="lm-empty">None.</p>
      ) : (
        <ul class="lm-card-inflictions">
          {monster.inflictions.map((infliction) => {
            const condition = findCondition(infliction.condition);
            return (
              <li key={infliction.id}>
                <strong>{infliction.descriptor.trim() || 'Unnamed Infliction'}</strong>: {ATTRIBUTE_LABELS[infliction.attribute]} Check, {DIFFICULTY_LABELS[infliction.difficulty]}, or{' '}
                {condition.label} ({condition.effect}).
              </li>
            );
          })}
        </ul>
      )}
    </article>
  );
}
