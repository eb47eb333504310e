/** One part of a roller with several parts (death and wounds, combat), under its own heading. */
import type { ComponentChildren } from 'preact';
import Heading, { type HeadingLevel } from '../../shared/Heading';
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
    <div class="ei-part" id={id}>
      <Heading level={level} id={`${id}-heading`}>
        {title}
      </Heading>
      {children}
    </div>
  );
}
