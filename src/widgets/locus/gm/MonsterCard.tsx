/**
 * A Monster's card, read-only: what it manifests, its Attributes with their descriptors,
 * Weakness, Behaviour, Inflictions, Death's Door and threat grade. Used for the shared-link
 * view and as the printable card (its element has the id given, for the kit's `PrintButton`).
 */
import {
  MONSTER_ATTRIBUTE_LABELS,
  MONSTER_ATTRIBUTES,
  MONSTER_DESCRIPTOR_LABELS,
  monsterDisplayName,
  formatRating,
  type MonsterDraft,
  describeCardInfliction,
  monsterCardOrigin,
  monsterCardTraits,
  type MonsterCardEntry,
} from '../../../rules/locus';
import { Heading, type HeadingLevel } from '../../kit';

interface Props {
  readonly id: string;
  readonly monster: MonsterDraft;
  readonly level: HeadingLevel;
}

/** Entries of the card side by side, one not written yet said so. */
function Entries({ entries }: { entries: readonly MonsterCardEntry[] }) {
  return (
    <dl class="tool-parts">
      {entries.map(({ term, text }) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{text.trim() === '' ? <span class="tool-muted">not written yet</span> : text}</dd>
        </div>
      ))}
    </dl>
  );
}

export default function MonsterCard({ id, monster, level }: Props) {
  const name = monsterDisplayName(monster);
  return (
    <article id={id} class="tool-card" aria-labelledby={`${id}-name`}>
      <Heading level={level} id={`${id}-name`} class="locus-card-name">
        {name}
      </Heading>
      {monster.locusMonster ? (
        <p class="locus-badge">The Locus' own Monster (bottom Layer only)</p>
      ) : null}
      <Entries entries={monsterCardOrigin(monster)} />
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
      <Entries entries={monsterCardTraits(monster)} />
      <p class="locus-label">Inflictions</p>
      {monster.inflictions.length === 0 ? (
        <p class="tool-muted">None.</p>
      ) : (
        <ul>
          {monster.inflictions.map((infliction) => {
            const { name: inflictionName, text } = describeCardInfliction(infliction);
            return (
              <li key={infliction.id}>
                <strong>{inflictionName}</strong>: {text}
              </li>
            );
          })}
        </ul>
      )}
    </article>
  );
}
