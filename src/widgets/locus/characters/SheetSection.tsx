/**
 * A part of a Cast member's sheet or of the deck (Skills, Items, Death's Door, Draw a card): a
 * section named by its heading, and what the sheet gives each of its panels.
 */
import type { ComponentChildren } from 'preact';
import { Heading, type HeadingLevel } from '../../kit';
import type { LocusCharacter } from '../../../rules/locus';

/** What the sheet gives each panel: the start of its ids, its heading level, the character. */
export interface PanelProps {
  readonly id: string;
  readonly level: HeadingLevel;
  readonly character: LocusCharacter;
}

/** A section under its heading, whose id is `${id}-${part}-title` (lists inside may be named by it). */
export default function SheetSection({
  id,
  part,
  level,
  title,
  children,
}: {
  id: string;
  part: string;
  level: HeadingLevel;
  title: string;
  children: ComponentChildren;
}) {
  const titleId = `${id}-${part}-title`;
  return (
    <section aria-labelledby={titleId}>
      <Heading level={level} id={titleId}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
