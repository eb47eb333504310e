/**
 * One part of a roller with several parts (death and wounds, combat), under its own heading: a
 * region named by it, so a reader (and a test) finds the part's result by the part's name.
 */
import type { ComponentChildren } from 'preact';
import { Heading, type HeadingLevel } from '../../kit';
import './rolls.css';

export default function ToolPart({
  id,
  level,
  title,
  children,
}: {
  id: string;
  level: HeadingLevel;
  title: string;
  children: ComponentChildren;
}) {
  return (
    <section class="ei-part" id={id} aria-labelledby={`${id}-heading`}>
      <Heading level={level} id={`${id}-heading`}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
