/**
 * A rolled scar in words: the table row, each sub-roll with what it picks, and what changes now
 * and later, each said once (the rules' explanation). When the scar belongs to a tracked party
 * member, the later effect (after rest, once mended, upon recovery...) can be applied from here
 * when that moment comes; once the attack that gave the scar, or its record, is undone, the scar
 * is off the sheet and nothing of it can be applied (the rules' `cairnScarFollowUp` says so).
 */
import { useState } from 'preact/hooks';
import {
  cairnScarFollowUp,
  type CairnScar,
  type CairnScarStanding,
} from '../../../rules/cairn/scars';
import { applyCairnScarLater } from '../../../stores/cairn/party';
import { Button, Heading, type HeadingLevel } from '../../kit';

interface Props {
  readonly scar: CairnScar;
  readonly id: string;
  readonly headingLevel: HeadingLevel;
  /** The tracked member who took the scar, if any. */
  readonly memberId?: string | undefined;
  readonly memberName?: string | undefined;
  /** Why the scar is no longer on the member's sheet: its attack or its record was undone. */
  readonly gone?: Extract<CairnScarStanding, 'undone' | 'record-undone'> | undefined;
}

export default function ScarResult({ scar, id, headingLevel, memberId, memberName, gone }: Props) {
  const [laterApplied, setLaterApplied] = useState(false);
  const followUp = memberId
    ? cairnScarFollowUp(
        scar,
        memberName ?? 'the character',
        gone ?? (laterApplied ? 'later-applied' : 'recorded'),
      )
    : null;
  const apply = followUp?.apply;
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
        {followUp ? <li>{followUp.sheet}</li> : null}
      </ul>
      {followUp?.applied ? <p class="tool-muted">{followUp.applied}</p> : null}
      {memberId && apply ? (
        <Button
          onClick={() => {
            applyCairnScarLater(memberId, apply.effects);
            setLaterApplied(true);
          }}
        >
          {apply.label}
        </Button>
      ) : null}
    </div>
  );
}
