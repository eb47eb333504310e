/**
 * One panel of "my screen": a title bar (drag handle, move earlier/later, one or two columns wide,
 * collapse, remove) over what the panel shows. A tool is loaded by its registry entry when the
 * panel first mounts; a rules section or table is cut from its page's HTML. The panel says in
 * plain words when its content cannot be shown, and offers to remove it; nothing else breaks.
 */
import type { ComponentType, JSX } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { panelKind, type Panel as PanelData } from '../../rules/screen/layout';
import { ToolPlace } from '../kit';
import { loadCatalog, pageUrl } from './catalog';
import type { Catalog, PanelInfo } from '../../rules/screen/catalog';
import { PANEL_INDEX_ATTRIBUTE } from './drag-panels';
import { fetchSection, fetchTable } from './fetch-section';
import { checkLoader, toolLoader, type ToolPanelProps } from './registry';

interface Props {
  readonly panel: PanelData;
  readonly info: PanelInfo;
  readonly catalog: Catalog | undefined;
  /** Unique on the page: the prefix of every id inside. */
  readonly domId: string;
  readonly index: number;
  readonly count: number;
  readonly onMove: (to: number) => void;
  readonly onChange: (change: Partial<Omit<PanelData, 'id'>>) => void;
  readonly onRemove: () => void;
  /** The pointer handlers of the grip it is dragged by (drag-panels.ts). */
  readonly grip: JSX.HTMLAttributes<HTMLElement>;
  /** Being dragged, or the place a dragged panel would be dropped. */
  readonly dragging: boolean;
  readonly dropTarget: boolean;
}

/**
 * A panel's component, loaded when the panel first mounts: null while it loads, or the sentence
 * that says why it cannot be shown (no longer on the site, or the connection failed). Loaded again
 * when `key` changes (the panel shows another tool).
 */
function useLoaded<P>(
  load: (() => Promise<ComponentType<P>>) | undefined,
  what: string,
  key: string,
): { Component: ComponentType<P> | null; error: string | null } {
  const [Component, setComponent] = useState<ComponentType<P> | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!load) {
      setError(`This ${what} is not on the site any more.`);
      return;
    }
    load()
      .then((component) => setComponent(() => component))
      .catch(() =>
        setError(`This ${what} could not be loaded. Check the connection and reload the page.`),
      );
  }, [key]);
  return { Component, error };
}

/** A tool or a declared check, loaded when its panel first mounts, as a screen panel places it. */
function LoadedBody({
  load,
  what,
  panelId,
  domId,
}: {
  load: (() => Promise<ComponentType<ToolPanelProps>>) | undefined;
  what: 'tool' | 'check';
  panelId: string;
  domId: string;
}) {
  const { Component: Loaded, error } = useLoaded(load, what, panelId);
  if (error) return <p class="tool-notice">{error}</p>;
  if (!Loaded) return <p class="tool-hint">Loading…</p>;
  return (
    <ToolPlace.Provider value="panel">
      <Loaded id={`${domId}-tool`} headingLevel={3} />
    </ToolPlace.Provider>
  );
}

function FetchedBody({ id, domId }: { id: string; domId: string }) {
  const holder = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let live = true;
    const rest = id.slice(id.indexOf(':') + 1);
    const prefix = `${domId}-`;
    let load: Promise<Element[]>;
    if (panelKind(id) === 'table') {
      load = loadCatalog().then((catalog) => {
        const table = catalog.tables.find((item) => item.id === rest);
        if (!table) throw new Error('this table is not on the site any more');
        return fetchTable(table.path, rest, prefix);
      });
    } else {
      const [path = '', heading = ''] = rest.split('#');
      load = fetchSection(path, heading, prefix);
    }
    load
      .then((nodes) => {
        if (!live || !holder.current) return;
        holder.current.replaceChildren(...nodes);
        setLoaded(true);
        const filter = holder.current.querySelector<HTMLElement>('[data-table-filter]');
        if (filter)
          void import('../../lib/table-filter').then(({ setupFilter }) => setupFilter(filter));
      })
      .catch((problem: unknown) => {
        if (live)
          setError(
            `It cannot be shown: ${problem instanceof Error ? problem.message : 'its page could not be read'}.`,
          );
      });
    return () => {
      live = false;
    };
  }, [id, domId]);
  return (
    <>
      {error ? <p class="tool-notice">{error}</p> : null}
      {!loaded && !error ? <p class="tool-hint">Loading…</p> : null}
      <div ref={holder} class="prose screen-fetched" />
    </>
  );
}

export default function Panel({
  panel,
  info,
  catalog,
  domId,
  index,
  count,
  onMove,
  onChange,
  onRemove,
  grip,
  dragging,
  dropTarget,
}: Props) {
  const titleId = `${domId}-title`;
  const kind = panelKind(panel.id);
  const from = info.path ? catalog?.pages.find((page) => page.path === info.path) : undefined;
  return (
    <article
      id={domId}
      class={`screen-panel${panel.wide ? ' screen-panel-span' : ''}${dropTarget ? ' screen-panel-target' : ''}${dragging ? ' screen-panel-dragging' : ''}`}
      aria-labelledby={titleId}
      data-collapsed={panel.collapsed ? '' : undefined}
      {...{ [PANEL_INDEX_ATTRIBUTE]: index }}
    >
      <div class="screen-panel-bar">
        <span
          class="screen-panel-grip"
          title={`Drag to move ${info.title}`}
          aria-hidden="true"
          {...grip}
        >
          ⠿
        </span>
        <h2 id={titleId} class="screen-panel-title">
          {info.title}
        </h2>
        <div class="screen-panel-actions" role="group" aria-label={`Arrange ${info.title}`}>
          <button
            id={`${domId}-earlier`}
            type="button"
            class="tool-icon-button"
            aria-label={`Move ${info.title} earlier`}
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
          >
            <span aria-hidden="true">↑</span>
          </button>
          <button
            id={`${domId}-later`}
            type="button"
            class="tool-icon-button"
            aria-label={`Move ${info.title} later`}
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
          >
            <span aria-hidden="true">↓</span>
          </button>
          <button
            type="button"
            class="tool-icon-button screen-panel-wide"
            aria-label={`Two columns wide: ${info.title}`}
            aria-pressed={panel.wide}
            onClick={() => onChange({ wide: !panel.wide })}
          >
            <span aria-hidden="true">⇔</span>
          </button>
          <button
            type="button"
            class="tool-icon-button screen-panel-fold"
            aria-label={`Show or hide ${info.title}`}
            aria-expanded={!panel.collapsed}
            aria-controls={`${domId}-body`}
            onClick={() => onChange({ collapsed: !panel.collapsed })}
          >
            <span aria-hidden="true">⌄</span>
          </button>
          <button
            id={`${domId}-remove`}
            type="button"
            class="tool-icon-button"
            aria-label={`Remove ${info.title}`}
            onClick={onRemove}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      </div>
      {panel.collapsed ? (
        <p class="screen-panel-collapsed-note">Collapsed on this screen, so not printed.</p>
      ) : null}
      <div id={`${domId}-body`} class="screen-panel-body" hidden={panel.collapsed}>
        {!info.known ? (
          <p class="tool-notice">
            “{info.title}” is not on the site any more (it may have been renamed). Remove this
            panel, or keep it until the site has it again.
          </p>
        ) : kind === 'tool' ? (
          <LoadedBody
            load={toolLoader(panel.id.slice('tool:'.length))}
            what="tool"
            panelId={panel.id}
            domId={domId}
          />
        ) : kind === 'check' ? (
          // A check is known from the catalog: until it is in, it is loading.
          catalog ? (
            <LoadedBody
              load={checkLoader(catalog, panel.id)}
              what="check"
              panelId={panel.id}
              domId={domId}
            />
          ) : (
            <p class="tool-hint">Loading…</p>
          )
        ) : (
          <FetchedBody id={panel.id} domId={domId} />
        )}
        {from ? (
          <p class="screen-panel-from tool-hint">
            From{' '}
            <a
              href={`${pageUrl(from.path)}${kind === 'section' || kind === 'check' ? `#${panel.id.split('#')[1] ?? ''}` : ''}`}
            >
              {from.title}
            </a>
          </p>
        ) : null}
      </div>
    </article>
  );
}
