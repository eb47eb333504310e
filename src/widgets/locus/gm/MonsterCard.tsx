/**
 * A Monster's card, read-only, as its view (`viewMonsterCard`) decides: what it manifests, its
 * Attributes with their descriptors, Weakness, Behaviour, Inflictions, Death's Door and threat
 * grade. Used for the shared-link view and as the printable card (its element has the id given,
 * for the kit's `PrintButton`).
 */
import { viewMonsterCard, type MonsterCardEntry, type MonsterDraft } from '../../../rules/locus';
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
  const card = viewMonsterCard(monster);
  return (
    <article id={id} class="tool-card" aria-labelledby={`${id}-name`}>
      <Heading level={level} id={`${id}-name`} class="locus-card-name">
        {card.name}
      </Heading>
      {card.locusMonster ? (
        <p class="locus-badge">The Locus' own Monster (bottom Layer only)</p>
      ) : null}
      <Entries entries={card.origin} />
      {card.description ? <p class="locus-pre-line">{card.description}</p> : null}
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
            {card.attributes.map((row) => (
              <tr key={row.attribute}>
                <th scope="row">{row.label}</th>
                <td>{row.score}</td>
                <td>{row.descriptor ?? <span class="tool-muted">{row.descriptorLabel}</span>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Entries entries={card.traits} />
      <p class="locus-label">Inflictions</p>
      {card.inflictions.length === 0 ? (
        <p class="tool-muted">None.</p>
      ) : (
        <ul>
          {card.inflictions.map((infliction) => (
            <li key={infliction.id}>
              <strong>{infliction.name}</strong>: {infliction.text}
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
