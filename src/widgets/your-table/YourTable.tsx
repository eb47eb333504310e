/**
 * "Your table": the reader's bookmarks (this ruleset's or every ruleset's), the tables of this
 * browser (one shows its house rules on the pages), sharing the active table by link and file,
 * joining a table shared with the reader, and what a new build no longer has a heading for
 * ("no longer found", kept with its old address). Opens from the header (or the B key) and is a
 * panel of "my screen".
 */
import yourTableCss from '../../styles/your-table.css?inline';
import { injectStyle } from '../../lib/inject-style';
import { useEffect, useReducer, useState } from 'preact/hooks';
import { withBase } from '../../lib/navigation';
import {
  activeTable,
  describeSharedTable,
  findOrphans,
  groupByRuleset,
  headingOf,
  headingsOfPages,
  marksFileCodec,
  pageOf,
  pagesOf,
  previewOf,
  rulesetOf,
  sameNamed,
  sharedTableOf,
  tableFileCodec,
  tableShareCodec,
  TABLE_SHARE_PARAM,
  type ListedSection,
  type PageHeadings,
  type SharedTable,
  writtenEntries,
} from '../../rules/table-notes';
import { listedTexts } from '../../rules/table-notes/listed-texts';
import {
  describeNothingListed,
  listedInScope,
  LIST_SCOPES,
  nextTableName,
  previewSharedTable,
  tableOptions,
  type ListScope,
} from '../../rules/table-notes/your-table-view';
import { changeTableForm, FRESH_TABLE_FORM } from '../../rules/table-notes/table-form';
import {
  Button,
  ChoiceField,
  ConfirmAction,
  deeper,
  focusAfterRender,
  FileTransfer,
  Heading,
  IncomingShare,
  ShareLink,
  StoreNotice,
  useSaved,
  TextField,
  useIncomingShare,
  useActionNote,
  UndoRemove,
} from '../kit';
import type { ToolPanelProps } from '../screen/tool-declaration';
import WrittenText from './WrittenText';
import { loadCatalog } from '../screen/catalog';
import {
  $forgottenEntry,
  $marks,
  $marksNotice,
  $tables,
  $tablesNotice,
  chooseTable,
  deleteTable,
  forgetEntry,
  joinSharedTable,
  joinTableFromFile,
  nameTable,
  newTable,
  replaceMarks,
  undoForgetEntry,
} from '../../stores/your-table';

// The panel's styles come with its code (the dialog's or a screen's).
injectStyle('your-table', yourTableCss);

function sectionHref(section: string): string {
  return `${withBase(import.meta.env.BASE_URL, `${pageOf(section)}/`)}#${encodeURIComponent(headingOf(section))}`;
}

/**
 * The site's rulesets, id to short title, in the order the header's ruleset menu lists them (every
 * page has it); empty where there is no page to read.
 */
function rulesetTitles(): Map<string, string> {
  const titles = new Map<string, string>();
  if (typeof document === 'undefined') return titles;
  for (const link of document.querySelectorAll<HTMLAnchorElement>('[data-switcher] nav a[href]')) {
    const ruleset = new URL(link.href).pathname.split('/').filter(Boolean).at(-1);
    const title = link.textContent?.trim();
    if (ruleset && title) titles.set(ruleset, title);
  }
  return titles;
}

/**
 * A text of a section the build no longer has: only here can it be read, so a long one shows its
 * preview and opens to the whole of it.
 */
function WholeText({ text, what, ruleset }: { text: string; what: string; ruleset: string }) {
  const preview = previewOf(text);
  if (preview === text.trim()) return <span class="your-table-note"> {text}</span>;
  return (
    <details class="your-table-whole">
      <summary>
        {preview}
        <span class="visually-hidden"> (the start of {what}; open for all of it)</span>
      </summary>
      <WrittenText text={text} ruleset={ruleset} />
    </details>
  );
}

/**
 * A link to a section of the page the reader is on closes the dialog the panel is in, so the
 * section (and the whole of its note) shows instead of staying behind it.
 */
function closeOnThisPage(event: MouseEvent): void {
  const link = event.currentTarget as HTMLAnchorElement;
  if (link.pathname === location.pathname) link.closest('dialog')?.close();
}

/**
 * Sections with what is written on them: a link to the section (the whole text is there), its
 * page, whether it is bookmarked, and a short preview of each note and house rule.
 */
function SectionList({
  sections,
  lost,
  tableName,
  labelledBy,
}: {
  sections: readonly ListedSection[];
  lost: ReadonlySet<string>;
  tableName: string | undefined;
  labelledBy: string;
}) {
  return (
    <ul class="your-table-list" aria-labelledby={labelledBy}>
      {sections.map((entry) => (
        <li key={entry.section}>
          {lost.has(entry.section) ? (
            <>
              {entry.title} <span class="your-table-page">({entry.page}, no longer found)</span>
            </>
          ) : (
            <>
              <a href={sectionHref(entry.section)} onClick={closeOnThisPage}>
                {entry.title}
              </a>{' '}
              <span class="your-table-page">({entry.page})</span>
            </>
          )}
          {entry.bookmarked && <span class="your-table-page"> · bookmarked</span>}
          {listedTexts(entry, tableName).map((text) => (
            <span key={text.label} class="your-table-note">
              <span class="your-table-kind">{text.label}</span> {text.preview}
            </span>
          ))}
        </li>
      ))}
    </ul>
  );
}

/** What the current build holds, page by page, from the screen's catalog; undefined while loading. */
function useBuildHeadings(pages: readonly string[]): Map<string, PageHeadings> | undefined {
  const [known, setKnown] = useState<Map<string, PageHeadings>>();
  const key = pages.join(' ');
  useEffect(() => {
    if (pages.length === 0) return;
    let live = true;
    loadCatalog()
      .then((catalog) => live && setKnown(headingsOfPages(catalog.pages, pages)))
      // Offline without the list: nothing is called lost on a guess.
      .catch(() => live && setKnown(new Map(pages.map((page) => [page, { kind: 'unknown' }]))));
    return () => {
      live = false;
    };
  }, [key]);
  return known;
}

function SharedPreview({ shared }: { shared: SharedTable }) {
  const { texts, more } = previewSharedTable(shared);
  return (
    <>
      <p>{describeSharedTable(shared)}.</p>
      <ul class="your-table-list">
        {texts.map((entry) => (
          <li key={`${entry.kind}${entry.section}`}>
            {entry.kind} on <a href={sectionHref(entry.section)}>{entry.title}</a> ({entry.page}
            ): {entry.preview}
          </li>
        ))}
      </ul>
      {more && <p class="tool-hint">{more}</p>}
    </>
  );
}

export default function YourTable({ id, headingLevel }: ToolPanelProps) {
  const marks = useSaved($marks, { clientOnly: true });
  const tables = useSaved($tables, { clientOnly: true });
  const table = activeTable(tables);
  const ruleset = typeof document === 'undefined' ? '' : (document.body.dataset.ruleset ?? '');
  const [scope, setScope] = useState<ListScope>(ruleset ? 'here' : 'all');
  const note = useActionNote();
  const [form, changeForm] = useReducer(changeTableForm, FRESH_TABLE_FORM);
  const forgotten = useSaved($forgottenEntry);

  const incoming = useIncomingShare(TABLE_SHARE_PARAM, tableShareCodec.decode);
  const join = (shared: SharedTable, how: { replace: string } | 'keep') => {
    const joined = joinSharedTable(shared, how);
    if (!joined.ok) incoming.refuse(joined.error.message);
    else incoming.close(`Joined the table “${shared.name}”: its house rules show on the pages.`);
  };

  const listed = listedInScope(marks, table, scope, ruleset);
  const entries = writtenEntries(marks, table);
  const known = useBuildHeadings(pagesOf(entries));
  const orphans = known ? findOrphans(entries, known) : [];
  const lost = new Set(orphans.map((entry) => entry.section));
  const shared = table ? sharedTableOf(table, marks) : undefined;

  return (
    <div class="your-table" id={id}>
      <StoreNotice $notice={$marksNotice} />
      <StoreNotice $notice={$tablesNotice} />
      <IncomingShare
        id={`${id}-incoming`}
        headingLevel={headingLevel}
        state={incoming}
        what="table"
        keeps={{ name: 'your tables', plural: true }}
        name={(value) => `the table “${value.name}”`}
        preview={(value) => {
          const same = sameNamed(tables, value);
          return (
            <>
              <SharedPreview shared={value} />
              {same && (
                <div class="tool-actions">
                  <p>You already have a table named “{same.name}”.</p>
                  <Button onClick={() => join(value, { replace: same.id })}>
                    Replace my “{same.name}” with it
                  </Button>
                </div>
              )}
            </>
          );
        }}
        addLabel="Join as a new table"
        onAdd={(value) => join(value, 'keep')}
      />

      <Heading level={headingLevel} id={`${id}-bookmarks`}>
        Bookmarks and notes
      </Heading>
      {ruleset && (
        <ChoiceField
          id={`${id}-scope`}
          label="Show bookmarks and notes of"
          value={scope}
          options={LIST_SCOPES}
          onChange={setScope}
        />
      )}
      {listed.length === 0 ? (
        <p class="tool-hint">{describeNothingListed(scope)}</p>
      ) : scope === 'here' ? (
        <SectionList
          sections={listed}
          lost={lost}
          tableName={table?.name}
          labelledBy={`${id}-bookmarks`}
        />
      ) : (
        // Every ruleset: each under its name, so an entry says which game it belongs to.
        groupByRuleset(listed, rulesetTitles()).map((group) => (
          <section key={group.ruleset} class="your-table-ruleset">
            <Heading level={deeper(headingLevel)} id={`${id}-ruleset-${group.ruleset}`}>
              {group.title}
            </Heading>
            <SectionList
              sections={group.entries}
              lost={lost}
              tableName={table?.name}
              labelledBy={`${id}-ruleset-${group.ruleset}`}
            />
          </section>
        ))
      )}

      <Heading level={headingLevel} id={`${id}-tables`}>
        Tables
      </Heading>
      {tables.tables.length > 0 && table ? (
        <>
          <ChoiceField
            id={`${id}-active`}
            label="House rules shown on the pages"
            value={table.id}
            options={tableOptions(tables)}
            onChange={(value) => {
              chooseTable(value);
              changeForm({ type: 'other-table' });
            }}
          />
          <TextField
            id={`${id}-name`}
            label="Table name"
            value={form.draftName ?? table.name}
            error={form.nameError}
            onText={(text) => {
              // What is typed stays in the field while it cannot be a name (empty, too long).
              const named = nameTable(table.id, text);
              changeForm({ type: 'typed', text, error: named.ok ? null : named.error.message });
            }}
          />
          <p class="tool-hint">
            {describeSharedTable(shared!)}. Share it with your players by link or file; notes stay
            yours unless you mark them to share.
          </p>
          <ShareLink
            id={`${id}-share`}
            param={TABLE_SHARE_PARAM}
            value={tableShareCodec.encode(shared!)}
            what="this table"
            buttonLabel="Share link to this table"
          />
          <FileTransfer
            id={`${id}-table-file`}
            codec={tableFileCodec}
            title="Save or load a table as a file"
            importLabel="Join a table from a file (JSON)"
            exports={[{ label: 'Export this table', value: shared! }]}
            onAdd={joinTableFromFile}
          />
          <div class="tool-actions">
            <Button
              onClick={() => {
                const made = newTable(nextTableName(tables));
                changeForm({ type: 'other-table' });
                note.report(made, () => 'Started a new table.');
              }}
            >
              New table
            </Button>
            {form.removing ? null : (
              <Button
                id={`${id}-remove-table`}
                onClick={() => {
                  note.clear();
                  changeForm({ type: 'ask-remove' });
                }}
              >
                Remove this table
              </Button>
            )}
          </div>
          {form.removing && (
            // It takes the focus; whatever the answer, the focus comes back to this row of buttons.
            <ConfirmAction
              id={`${id}-remove-table`}
              question={`Remove “${table.name}” and its house rules?`}
              confirm="Remove"
              onConfirm={() => {
                deleteTable(table.id);
                changeForm({ type: 'other-table' });
                note.done(`Removed the table “${table.name}”.`);
                focusAfterRender(`${id}-remove-table`, `${id}-start-table`);
              }}
              onCancel={() => {
                changeForm({ type: 'keep' });
                focusAfterRender(`${id}-remove-table`);
              }}
            />
          )}
        </>
      ) : (
        <>
          <p class="tool-hint">
            No table yet. A table holds a group’s house rules and shared notes, to share with the
            players by link or file.
          </p>
          <div class="tool-actions">
            <Button
              id={`${id}-start-table`}
              onClick={() => {
                const made = newTable('My table');
                note.report(made, () => 'Started the table “My table”.');
              }}
            >
              Start a table
            </Button>
          </div>
          <FileTransfer
            id={`${id}-table-file`}
            codec={tableFileCodec}
            // Nothing to export yet: the file field alone, named by its label (a title over it
            // would say the same words again).
            importLabel="Join a table from a file (JSON)"
            exports={[]}
            onAdd={joinTableFromFile}
          />
        </>
      )}
      {note.note}

      <UndoRemove
        removal={{ ...forgotten, undo: undoForgetEntry }}
        text={(last) => `Forgot ${last.what} on “${last.title}”.`}
      />
      {orphans.length > 0 && (
        <>
          <Heading level={headingLevel} id={`${id}-orphans`}>
            No longer found
          </Heading>
          <p class="tool-hint">
            This build of the site no longer has these sections (renamed or removed). What you wrote
            is kept here with its old address.
          </p>
          <ul class="your-table-list" aria-labelledby={`${id}-orphans`}>
            {orphans.map((entry) => (
              <li key={`${entry.kind}${entry.section}`}>
                <strong>{entry.kind}</strong> on “{entry.title}” ({entry.page}),{' '}
                <code>{entry.section}</code>
                {entry.text.trim() && (
                  <WholeText
                    text={entry.text}
                    what={`${entry.what} on ${entry.title}`}
                    ruleset={rulesetOf(entry.section)}
                  />
                )}{' '}
                <Button
                  aria-label={`Forget ${entry.what} on ${entry.title}`}
                  onClick={() => forgetEntry(entry)}
                >
                  Forget
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}

      <Heading level={headingLevel} id={`${id}-backup`}>
        Your bookmarks and notes as a file
      </Heading>
      <FileTransfer
        id={`${id}-marks-file`}
        codec={marksFileCodec}
        importLabel="Import bookmarks and notes (JSON)"
        exports={[
          {
            label: 'Export bookmarks and notes',
            value: marks,
            disabled: marks.marks.length === 0,
          },
        ]}
        replace={{
          current: marks,
          target: 'your bookmarks and notes',
          onReplace: replaceMarks,
        }}
      />
    </div>
  );
}
