/**
 * A rolled scar in words: the table row, each sub-roll with what it picks, and what changes now
 * and later, each said once (the rules' explanation). When the scar belongs to a tracked party
 * member, the later effect (after rest, once mended, upon recovery...) can be applied from here
 * when that moment comes.
 */
import { useState } from 'preact/hooks';
import {
  applyCairnScarEffects,
  describeCairnScarEffects,
  type CairnScar,
} from '../../../rules/cairn/scars';
import { cairnPartyRoster } from '../../../stores/cairn/party';
import { Heading, type HeadingLevel } from '../../kit';

interface Props {
  readonly scar: CairnScar;
  readonly id: string;
  readonly headingLevel: HeadingLevel;
  /** The tracked member who took the scar, if any. */
  readonly memberId?: string | undefined;
  readonly memberName?: string | undefined;
}

export default function ScarResult({ scar, id, headingLevel, memberId, memberName }: Props) {
  const [laterApplied, setLaterApplied] = useState(false);
  const later = scar.later;
  return (
    <div class="tool-card">
      <Heading level={headingLevel} id={`${id}-title`}>
        Scar {scar.hpLost}: {scar.name}
      </Heading>
      <p>
        <em>{scar.text}</em>
      </p>
      {scar.rolls.length > 0 ? (
        <ul>
          {scar.rolls.map((roll) => (
            <li key={roll.label}>
              {roll.label} ({roll.notation}):{' '}
              {roll.faces.length > 1 ? `${roll.faces.join(' + ')} = ` : ''}
              <strong>{roll.total}</strong>
              {roll.meaning ? `, ${roll.meaning}` : ''}.
            </li>
          ))}
        </ul>
      ) : null}
      <ul>
        {scar.explanation.map((line) => (
          <li key={line}>{line}</li>
        ))}
        {memberId ? (
          <li>
            Recorded on {memberName ?? 'the character'}’s sheet
            {scar.now.length > 0 ? ', with the changes that apply now' : ''}.
          </li>
        ) : null}
      </ul>
      {later && memberId ? (
        laterApplied ? (
          <p class="tool-muted">Applied: {describeCairnScarEffects(later.effects)}.</p>
        ) : (
          <button
            type="button"
            class="text-button"
            onClick={() => {
              cairnPartyRoster.update(memberId, (member) =>
                applyCairnScarEffects(member, later.effects),
              );
              setLaterApplied(true);
            }}
          >
            Apply now ({later.when})
          </button>
        )
      ) : null}
    </div>
  );
}
