/**
 * A Monster's card, read-only: what it manifests, its Attributes with their descriptors,
 * Weakness, Behaviour, Inflictions, Death's Door and threat grade. Used for the shared-link
 * view and as the printable card (its element has the id given, for the kit's `PrintButton`).
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
  formatRating,
  summarizeScore,
  type MonsterDraft,
} from '../../../rules/locus';
import { Heading, type HeadingLevel } from '../../kit';

interface Props {
  readonly id: string;
  readonly monster: MonsterDraft;
  readonly level: HeadingLevel;
}

function Entry({ term, children }: { term: string; children: string }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children.trim() === '' ? <span class="tool-muted">not written yet</span> : children}</dd>
    </div>
  );
}

export default function MonsterCard({ id, monster, level }: Props) {
  const score = scoreThreat(monsterThreatInput(monster));
  const name = monsterDisplayName(monster);
  return (
    <article id={id} class="tool-card" aria-labelledby={`${id}-name`}>
      <Heading level={level} id={`${id}-name`} class="locus-card-name">
        {name}
      </Heading>
      {monster.locusMonster ? (
        <p class="locus-badge">The Locus' own Monster (bottom Layer only)</p>
      ) : null}
      <dl class="tool-parts">
        <Entry term="Manifests the Haunt of">{monster.character}</Entry>
        <Entry term="Haunt">{monster.haunt}</Entry>
        <Entry term="Vice">{monster.vice}</Entry>
      </dl>
      {monster.description.trim() ? <p class="locus-pre-line">{monster.description}</p> : null}
      <div class="locus-table-wrap">
        <table class="locus-table">
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
                  <td>
                    {entry.descriptor.trim() || (
                      <span class="tool-muted">({MONSTER_DESCRIPTOR_LABELS[attribute]})</span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <dl class="tool-parts">
        <Entry term="Weakness">{monster.weakness}</Entry>
        <Entry term="Behaviour">
          {[
            monster.behaviour.trim(),
            CHASE_LIKELIHOOD_LABELS[monster.chaseLikelihood].toLowerCase(),
          ]
            .filter(Boolean)
            .join('; ')}
        </Entry>
        <Entry term="Death's Door">{`${monster.deathsDoorSegments} segments`}</Entry>
        <Entry term="Threat">{summarizeScore(score)}</Entry>
      </dl>
      <p class="locus-label">Inflictions</p>
      {monster.inflictions.length === 0 ? (
        <p class="tool-muted">None.</p>
      ) : (
        <ul>
          {monster.inflictions.map((infliction) => {
            const condition = findCondition(infliction.condition);
            return (
              <li key={infliction.id}>
                <strong>{infliction.descriptor.trim() || 'Unnamed Infliction'}</strong>:{' '}
                {ATTRIBUTE_LABELS[infliction.attribute]} Check,{' '}
                {DIFFICULTY_LABELS[infliction.difficulty]}, or {condition.label} ({condition.effect}
                ).
              </li>
            );
          })}
        </ul>
      )}
    </article>
  );
}
