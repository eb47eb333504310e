/**
 * The frame of every tool: a section named by its heading (at the level the page asks for), a
 * stable id the roll log links back to, and kept out of the search index, which holds rules text
 * only. Tools put their fields, chance and result inside. Its height is saved when the reader
 * leaves, so the next visit keeps that room for it while it hydrates (kit/hydration.ts).
 *
 * On a page, a tool can be collapsed to its heading (remembered per page and tool) and pinned to
 * the reader's own screen. Both buttons render on the server exactly as on the first client
 * render (open, nothing saved read yet): the saved collapse state is applied after mount, so
 * hydration never meets different markup. Their names leave out the tool's title (the heading
 * describes them instead), so a tool's own controls stay the only ones its words name. The pin
 * button only carries data; the page script
 * (src/scripts/site.ts) loads the pinning menu on the first press. A tool nested in another, or
 * shown in a panel of "my screen" (whose frame has its own buttons), leaves both out. A change
 * made in the tool that the browser did not save is said at its foot (kit/UnsavedNotice.tsx).
 */
import type { ComponentChildren } from 'preact';
import { createContext } from 'preact';
import { useContext, useEffect, useRef, useState } from 'preact/hooks';
import { Icon } from './Icon';
import { pinButton } from '../../lib/pin-button';
import Heading, { type HeadingLevel } from './Heading';
import {
  $collapsedTools,
  $collapsedToolsNotice,
  setToolCollapsed,
  toolKey,
} from '../../stores/screen/collapsed-tools';
import StoreNotice, { type StoreNoticeAtom } from './StoreNotice';
import UnsavedNotice from './UnsavedNotice';
import { useToolHeightSaved } from './hydration';
import { useFocusKept } from './focus';

/**
 * What every tool takes from the page that places it (MDX, a screen panel): its section id, its
 * title, and the level of its heading. Each tool gives its own defaults through `toolFrame`.
 */
export interface ToolProps {
  readonly id?: string;
  readonly title?: string;
  readonly headingLevel?: HeadingLevel;
}

/** A tool's section id, title and heading level, once the page's props meet its defaults. */
export interface ToolFrame {
  readonly id: string;
  readonly title: string;
  readonly headingLevel: HeadingLevel;
}

/**
 * The one way a tool reads what the page gave it: the page's id, title and heading level where
 * it gave them, else the tool's own id and title and a heading at level 3 (or the level the tool
 * names, for tools that sit under a section of their own).
 */
export function toolFrame(
  props: ToolProps,
  id: string,
  title: string,
  headingLevel: HeadingLevel = 3,
): ToolFrame {
  return {
    id: props.id ?? id,
    title: props.title ?? title,
    headingLevel: props.headingLevel ?? headingLevel,
  };
}

/** Where a tool sits: on a page (the default), inside another tool, or in a screen panel. */
export const ToolPlace = createContext<'page' | 'nested' | 'panel'>('page');

interface Props {
  /** The section's id; the heading's id is `${id}-title`. */
  readonly id: string;
  readonly title: ComponentChildren;
  readonly headingLevel: HeadingLevel;
  /** A ruleset class for what is truly its own (the card deck, the inventory slots). */
  readonly class?: string;
  /**
   * The notices of the stores the tool keeps its state in. Where one of them could not be read,
   * its warning stands first under the heading, above the tool's own words, so it is seen before
   * anything is typed into a tool that may not save.
   */
  readonly notices?: readonly StoreNoticeAtom[];
  readonly children: ComponentChildren;
}

export default function ToolSection({
  id,
  title,
  headingLevel,
  class: className,
  notices = [],
  children,
}: Props) {
  const place = useContext(ToolPlace);
  const headingId = `${id}-title`;
  const onPage = place === 'page';
  const [collapsed, setCollapsed] = useState(false);
  // The unsaved-change notice tells a change made in this tool from one made in another.
  const section = useRef<HTMLElement>(null);
  useToolHeightSaved();
  useFocusKept(section);

  useEffect(() => {
    if (!onPage) return undefined;
    const key = toolKey(location.pathname, id);
    return $collapsedTools.subscribe((keys) => setCollapsed(keys.includes(key)));
  }, [id, onPage]);

  const classes = ['tool', 'tool-body', className].filter(Boolean).join(' ');
  return (
    <section
      ref={section}
      id={id}
      class={classes}
      aria-labelledby={headingId}
      data-pagefind-ignore
      data-collapsed={collapsed ? '' : undefined}
    >
      {onPage ? (
        <>
          <div class="tool-head">
            <Heading level={headingLevel} id={headingId} class="tool-heading">
              {title}
            </Heading>
            <button
              type="button"
              class="tool-icon-button tool-fold"
              aria-expanded={!collapsed}
              aria-controls={id}
              aria-label="Show or hide this tool"
              aria-describedby={headingId}
              onClick={() => setToolCollapsed(toolKey(location.pathname, id), !collapsed)}
            >
              <Icon name="chevron" size={18} />
            </button>
            <button
              {...pinButton('tool', 'Add this tool to my screen')}
              class="tool-icon-button tool-pin"
              aria-describedby={headingId}
            >
              <Icon name="plus" size={18} />
            </button>
          </div>
          <StoreNotice $notice={$collapsedToolsNotice} />
        </>
      ) : (
        <Heading
          level={headingLevel}
          id={headingId}
          class={place === 'panel' ? 'tool-heading visually-hidden' : 'tool-heading'}
        >
          {title}
        </Heading>
      )}
      {notices.map(($notice, index) => (
        <StoreNotice key={index} $notice={$notice} />
      ))}
      <ToolPlace.Provider value="nested">{children}</ToolPlace.Provider>
      <UnsavedNotice section={section} />
    </section>
  );
}

/** A link back to a tool for the roll log: this page, this tool. Undefined outside a browser. */
export function toolHref(id: string): string | undefined {
  if (typeof location === 'undefined') return undefined;
  return `${location.pathname}#${id}`;
}
