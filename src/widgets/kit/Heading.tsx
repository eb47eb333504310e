/** A heading whose level fits the page a widget sits in (levels past 6 stay at 6); every tool uses it. */
import type { ComponentChildren } from 'preact';

export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

export function deeper(level: HeadingLevel, by = 1): HeadingLevel {
  return Math.min(6, level + by) as HeadingLevel;
}

export default function Heading({
  level,
  id,
  class: className,
  children,
}: {
  level: HeadingLevel;
  id?: string;
  class?: string;
  children: ComponentChildren;
}) {
  const Tag = `h${level}` as 'h2';
  return (
    <Tag id={id} class={className}>
      {children}
    </Tag>
  );
}
