/**
 * The frame of every tool: a section named by its heading (at the level the page asks for), a
 * stable id the roll log links back to, and kept out of the search index, which holds rules text
 * only. Tools put their fields, chance and result inside. Clicks made in it before the tool's
 * code arrived are replayed once it has hydrated, and the room kept for it from the last visit is
 * let go (kit/hydration.ts).
 */
import type { ComponentChildren } from 'preact';
import { useRef } from 'preact/hooks';
import Heading, { type HeadingLevel } from '../shared/Heading';
import { useReadyMark, useReplayHeldClicks } from './hydration';

export type { HeadingLevel };
export { deeper } from '../shared/Heading';

interface Props {
  /** The section's id; the heading's id is `${id}-title`. */
  readonly id: string;
  readonly title: ComponentChildren;
  readonly headingLevel: HeadingLevel;
  /** A ruleset class for what is truly its own (the card deck, the inventory slots). */
  readonly class?: string;
  readonly children: ComponentChildren;
}

export default function ToolSection({ id, title, headingLevel, class: className, children }: Props) {
  const headingId = `${id}-title`;
  const section = useRef<HTMLElement>(null);
  useReplayHeldClicks(section);
  useReadyMark(section);
  return (
    <section ref={section} id={id} class={className ? `tool tool-body ${className}` : 'tool tool-body'} aria-labelledby={headingId} data-pagefind-ignore>
      <Heading level={headingLevel} id={headingId} class="tool-heading">
        {title}
      </Heading>
      {children}
    </section>
  );
}

/** A link back to a tool for the roll log: this page, this tool. Undefined outside a browser. */
export function toolHref(id: string): string | undefined {
  if (typeof location === 'undefined') return undefined;
  return `${location.pathname}#${id}`;
}
