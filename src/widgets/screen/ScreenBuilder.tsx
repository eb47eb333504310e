/**
 * "My screen" (/screen/): the reader's own screens of panels. Layout only: what a screen is and
 * how it changes is decided in src/rules/screen/, kept by src/stores/screen/screens.ts; panels
 * come from the registry (./tools.ts, ./registry.tsx) and the catalog of sections and tables.
 */
import {
  Form,
  Button,
  focusAfterRender,
  ShareLink,
  ChoiceField,
  FileTransfer,
  IncomingShare,
  StoreNotice,
  TextField,
  UndoRemove,
  useIncomingShare,
  useActionNote,
  useFocusKept,
  useSaved,
} from '../kit';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { screensFileCodec, screenShareCodec, SCREEN_SHARE_PARAM } from '../../rules/screen/codec';
import {
  addPanel,
  changePanel,
  chooseScreen,
  currentScreen,
  MAX_TYPED_SCREEN_NAME,
  movePanel,
  sharedScreenText,
  type Screen,
} from '../../rules/screen/layout';
import {
  $screens,
  $screensNotice,
  $screenUndo,
  addNewScreen,
  changeCurrentScreen,
  deleteCurrentScreen,
  dropScreenUndo,
  importScreens,
  removeCurrentPanel,
  renameCurrentScreen,
  setScreens,
  startScreenFrom,
  undoScreenRemoval,
} from '../../stores/screen/screens';
import { loadCatalog } from './catalog';
import { describePanel, type Catalog } from '../../rules/screen/catalog';
import { panelChoices } from '../../rules/screen/panel-choices';
import { removalPlace } from '../../rules/screen/removal-place';
import { moveButtonAfter } from '../../rules/screen/move-focus';
import { rulesetScreen } from '../../rules/screen/ruleset-screen';
import {
  describeAddedPanel,
  describeMadeScreen,
  describeMovedPanel,
  describeRefusedScreenUndo,
  describeRenamedScreen,
  describeScreenRemoval,
  isPanelMove,
  NOTHING_CHOSEN,
  panelOptions,
  panelSources,
  screenOptions,
} from '../../rules/screen/builder-words';
import Panel from './Panel';
import { usePackedPanels } from './pack-panels';
import { usePrintMarks } from './print-marks';
import { usePanelDrag } from './drag-panels';
import { findTool, TOOLS } from './tools';

/** A ruleset as the builder offers it, with the title of its screen page (read from content/ by /screen/). */
export interface RulesetChoice {
  readonly id: string;
  readonly title: string;
  readonly screen: string;
}

function AddPanel({
  rulesets,
  screen,
  catalog,
  catalogError,
  onAdd,
}: {
  rulesets: readonly RulesetChoice[];
  screen: Screen;
  catalog: Catalog | undefined;
  catalogError: string | null;
  onAdd: (id: string) => string | null;
}) {
  /** The ruleset the list is of, and the panel chosen from it: a new ruleset clears the choice. */
  const [pick, setPick] = useState({ ruleset: '', choice: '' });
  const note = useActionNote();
  const groups = panelChoices(
    pick.ruleset,
    TOOLS,
    catalog,
    new Set(screen.panels.map((panel) => panel.id)),
  );
  return (
    <Form
      class="screen-add"
      labelledBy="screen-add-title"
      onSubmit={() => {
        if (!pick.choice) {
          note.refuse(NOTHING_CHOSEN);
          return;
        }
        const problem = onAdd(pick.choice);
        if (problem) {
          note.refuse(problem);
          return;
        }
        note.done(describeAddedPanel(describePanel(pick.choice, catalog, findTool).title));
        setPick({ ...pick, choice: '' });
      }}
    >
      <h2 id="screen-add-title" class="screen-section-title">
        Add a panel
      </h2>
      <div class="tool-grid">
        <ChoiceField
          id="screen-add-ruleset"
          label="From"
          value={pick.ruleset}
          onChange={(ruleset) => setPick({ ruleset, choice: '' })}
          options={panelSources(rulesets)}
        />
        <ChoiceField
          id="screen-add-choice"
          label="Panel"
          value={pick.choice}
          onChange={(choice) => setPick({ ...pick, choice })}
          options={panelOptions(groups)}
        />
      </div>
      <div class="tool-actions">
        <Button look="primary" submit>
          Add to this screen
        </Button>
      </div>
      {catalogError ? (
        <p class="tool-notice">Only tools can be added now: {catalogError}.</p>
      ) : null}
      {note.note}
    </Form>
  );
}

export default function ScreenBuilder({
  rulesets,
}: {
  readonly rulesets: readonly RulesetChoice[];
}) {
  const screens = useSaved($screens, { clientOnly: true });
  const screen = currentScreen(screens);
  const [catalog, setCatalog] = useState<Catalog | undefined>(undefined);
  const [catalogError, setCatalogError] = useState<string | null>(null);
  const undo = useSaved($screenUndo);
  const note = useActionNote();
  /** The name being typed while the screen is renamed, with why it was refused; null when not renaming. */
  const [rename, setRename] = useState<{ name: string; error: string | null } | null>(null);
  const panelGrid = useRef<HTMLDivElement>(null);
  const builder = useRef<HTMLDivElement>(null);
  useFocusKept(builder);
  usePackedPanels(panelGrid, screen.panels.map((panel) => panel.id).join(' '));
  usePrintMarks(panelGrid);
  const incoming = useIncomingShare(SCREEN_SHARE_PARAM, (text) => screenShareCodec.decode(text));

  useEffect(() => {
    loadCatalog()
      .then(setCatalog)
      .catch((error: Error) => setCatalogError(error.message));
  }, []);

  const infos = useMemo(
    () =>
      screen.panels.map((panel) =>
        describePanel(panel.id, catalog, findTool, catalogError !== null),
      ),
    [screen, catalog, catalogError],
  );

  /** The status line says what the latest action did, and only that: an older Undo goes. */
  const said = (text: string) => {
    dropScreenUndo();
    note.done(text);
  };

  /** The status line empties: an older message and Undo go. */
  const saidNothing = () => {
    dropScreenUndo();
    note.clear();
  };

  const add = (id: string): string | null => {
    const added = addPanel(screen, id);
    if (!added.ok) return added.error.message;
    changeCurrentScreen(() => added.value);
    // The add form says it was added; the status line's older message goes.
    saidNothing();
    return null;
  };

  const move = (from: number, to: number) => {
    if (!isPanelMove(from, to, screen.panels.length)) return;
    changeCurrentScreen((current) => movePanel(current, from, to));
    said(describeMovedPanel(infos[from]?.title ?? '', to, screen.panels.length));
    // Keyboard users keep their place: focus follows the panel to the same button.
    focusAfterRender(`screen-panel-${to}-${moveButtonAfter(from, to, screen.panels.length)}`);
  };

  const drag = usePanelDrag(move);

  const remove = (index: number) => {
    removeCurrentPanel(index, infos[index]?.title ?? '');
    note.clear();
  };

  const startFrom = async (ruleset: string) => {
    // The catalog names the screen page's tables and quick references; without it, the tools alone.
    const made = rulesetScreen(
      rulesets.find((item) => item.id === ruleset),
      ruleset,
      TOOLS,
      await loadCatalog().catch(() => undefined),
    );
    saidNothing();
    const started = startScreenFrom(made);
    if (!started.ok) note.refuse(started.error.message);
  };

  /** Closes the rename, changing nothing, and gives the focus back to Rename (Cancel, Escape). */
  const cancelRename = () => {
    setRename(null);
    focusAfterRender('screen-rename-button');
  };

  const newScreen = () => {
    const added = addNewScreen({ name: 'New screen', panels: [] });
    if (added.ok) said(describeMadeScreen(currentScreen(added.value).name));
    else note.refuse(added.error.message);
  };

  const removeScreen = () => {
    const deleted = deleteCurrentScreen();
    if (deleted.ok) note.clear();
    else note.refuse(deleted.error.message);
  };

  const undoLast = () => {
    const back = undoScreenRemoval();
    if (!back?.ok) return;
    // The keyboard reader goes on from the panel put back, at the button that removed it.
    if (back.value.kind === 'panel')
      focusAfterRender(`screen-panel-${back.value.removed.index}-remove`);
    note.done('Put back.');
  };

  const undoLine = (
    <UndoRemove
      removal={{ ...undo, undo: undoLast }}
      text={describeScreenRemoval}
      refusedText={(last) => describeRefusedScreenUndo(last, undo.message)}
    />
  );
  const removedAt = removalPlace(undo.removed ?? undo.refused, screen.panels.length);
  const panelItems = screen.panels.map((panel, index) => (
    <Panel
      key={panel.id}
      panel={panel}
      info={infos[index]!}
      catalog={catalog}
      domId={`screen-panel-${index}`}
      index={index}
      count={screen.panels.length}
      onMove={(to) => move(index, to)}
      onChange={(change) => changeCurrentScreen((current) => changePanel(current, index, change))}
      onRemove={() => remove(index)}
      grip={drag.grip(index)}
      dragging={drag.dragging === index}
      dropTarget={drag.over === index && drag.dragging !== index}
    />
  ));
  // A removed panel's Undo stands in its place (removal-place.ts says why).
  if (removedAt !== null)
    panelItems.splice(
      removedAt,
      0,
      <div key="removed" class="screen-panel-removed">
        {undoLine}
      </div>,
    );

  return (
    <div class="screen-builder" ref={builder}>
      <StoreNotice $notice={$screensNotice} />
      <IncomingShare
        id="screen-incoming"
        headingLevel={2}
        state={incoming}
        what="screen"
        keeps={{ name: 'your screens', plural: true }}
        name={(value) => value.name}
        preview={(value) => (
          <p>
            {sharedScreenText(
              value.panels.map((panel) => describePanel(panel.id, catalog, findTool)),
            )}
          </p>
        )}
        addLabel="Add as a new screen"
        onAdd={(value) => {
          const added = addNewScreen(value);
          if (added.ok)
            incoming.close(`Added “${currentScreen(added.value).name}” to your screens.`);
          else incoming.refuse(added.error.message);
        }}
      />

      <div class="screen-toolbar" role="group" aria-label="Screens">
        <ChoiceField
          id="screen-choice"
          label="Screen"
          value={String(screens.current)}
          options={screenOptions(screens)}
          onChange={(choice) => {
            setScreens(chooseScreen(screens, Number(choice)));
            // A panel's Undo would put it on the screen now chosen, and a message was about another.
            saidNothing();
          }}
        />
        {rename !== null ? (
          <Form
            class="screen-rename"
            onEscape={cancelRename}
            onSubmit={() => {
              const renamed = renameCurrentScreen(rename.name);
              if (!renamed.ok) {
                setRename({ ...rename, error: renamed.error.message });
                return;
              }
              setRename(null);
              focusAfterRender('screen-rename-button');
              said(describeRenamedScreen(currentScreen(renamed.value).name));
            }}
          >
            <TextField
              id="screen-name"
              label="Name"
              value={rename.name}
              onText={(name) => setRename({ name, error: null })}
              error={rename.error}
              alert
              maxLength={MAX_TYPED_SCREEN_NAME}
            />
            <div class="tool-actions screen-rename-actions">
              <Button look="primary" submit>
                Save name
              </Button>
              <Button onClick={cancelRename}>Cancel</Button>
            </div>
          </Form>
        ) : (
          <div class="tool-actions">
            <Button
              id="screen-rename-button"
              onClick={() => {
                setRename({ name: screen.name, error: null });
                // Each time, not only the first: autofocus is honoured once a page.
                focusAfterRender('screen-name');
              }}
            >
              Rename
            </Button>
            <Button onClick={newScreen}>New screen</Button>
            {/* Never disabled: on the last screen it says why it cannot go. */}
            <Button onClick={removeScreen}>Delete this screen</Button>
          </div>
        )}
      </div>

      <div class="screen-status">
        {removedAt === null ? undoLine : null}
        {note.note}
      </div>

      {screen.panels.length === 0 ? (
        <section class="screen-empty" aria-labelledby="screen-empty-title">
          <h2 id="screen-empty-title" class="screen-section-title">
            “{screen.name}” is empty
          </h2>
          <p>Add panels below, or start from a ruleset's screen and change it to suit your game:</p>
          <ul class="screen-starts">
            {rulesets.map((item) => (
              <li key={item.id}>
                <Button onClick={() => void startFrom(item.id)}>
                  Start from {item.title}: {item.screen}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <div class="screen-panels" ref={panelGrid}>
          {panelItems}
        </div>
      )}

      <AddPanel
        rulesets={rulesets}
        screen={screen}
        catalog={catalog}
        catalogError={catalogError}
        onAdd={add}
      />

      <section class="screen-keep" aria-labelledby="screen-keep-title">
        <h2 id="screen-keep-title" class="screen-section-title">
          Share, keep and print
        </h2>
        <div class="tool-actions">
          <Button onClick={() => print()}>Print this screen</Button>
        </div>
        {screen.panels.length === 0 ? (
          // Said before the link is made: a reader expects a shared screen to show something.
          <p class="tool-hint">
            “{screen.name}” has no panels yet, so its share link opens an empty screen. Add panels
            first to share them.
          </p>
        ) : null}
        <ShareLink
          id="screen-share"
          param={SCREEN_SHARE_PARAM}
          value={screenShareCodec.encode(screen)}
          what="this screen’s layout"
          buttonLabel="Share this screen"
          note="The layout only: each browser keeps its own characters and trackers."
        />
        <FileTransfer
          id="screen"
          codec={screensFileCodec}
          exports={[{ label: 'Export all screens', value: screens }]}
          importLabel="Import screens from a file"
          onAdd={(incoming) => {
            const added = importScreens(incoming.screens);
            return added.ok ? { ok: true, value: { ...incoming, screens: added.value } } : added;
          }}
        />
      </section>
    </div>
  );
}
