/**
 * A check declared in a page (src/rules/checks/declared-check.ts says what a declaration holds):
 * a field for each modifier, the exact chance of every band, a table of the bands over a
 * modifier's range, a roll that names its band and goes to the roll log, a share link and print.
 * The page passes the declaration as props, checked at build (src/markdown/declared-checks.ts);
 * one that still cannot be read says why in the tool's place and breaks nothing else.
 */
import { useMemo, useRef, useState } from 'preact/hooks';
import { CHECKS_LOG, declaredCheckTool } from '../../rules/checks/log';
import {
  createCheckShareCodec,
  readCheck,
  startingValues,
  type CheckDeclaration,
  type ReadCheck,
} from '../../rules/checks/declared-check';
import {
  describeDeclaredCheckRoll,
  viewDeclaredCheck,
} from '../../rules/checks/declared-check-view';
import {
  ChanceList,
  ChanceTable,
  ChoiceField,
  deeper,
  Heading,
  type HeadingLevel,
  NumberField,
  PrintButton,
  RefusedShare,
  rollAndLog,
  RollWithResult,
  ShareLink,
  ToolSection,
  useIncomingShare,
} from '../kit';

export interface DeclaredCheckProps extends CheckDeclaration {
  /** The tool's id on its page: its fields, table and share link are named from it. */
  readonly id: string;
  readonly headingLevel?: HeadingLevel;
}

export default function DeclaredCheck({ id, headingLevel = 3, ...props }: DeclaredCheckProps) {
  // The declaration comes from the page and never changes while it is open.
  const declaration: CheckDeclaration = {
    title: props.title,
    dice: props.dice,
    ...(props.modifiers && { modifiers: props.modifiers }),
    bands: props.bands,
  };
  const read = useMemo(() => readCheck(declaration), []);
  if (!read.ok) {
    return (
      <ToolSection id={id} title={declaration.title} headingLevel={headingLevel}>
        <p class="tool-hint">This check cannot be worked out: {read.error[0]?.message}.</p>
      </ToolSection>
    );
  }
  return <SoundCheck id={id} headingLevel={headingLevel} check={read.value} />;
}

/** A check whose declaration reads: its fields, odds, table, roll, print and share link. */
function SoundCheck({
  id,
  headingLevel,
  check,
}: {
  id: string;
  headingLevel: HeadingLevel;
  check: ReadCheck;
}) {
  const declaration = check.declaration;
  const codec = useMemo(() => createCheckShareCodec(check), [check]);
  const [texts, setTexts] = useState(() => startingValues(declaration).map(String));
  const [swept, setSwept] = useState('0');
  const printed = useRef<HTMLDivElement>(null);
  const shared = useIncomingShare(id, codec.decode, (values) => {
    setTexts(values.map(String));
  });
  const view = viewDeclaredCheck(check, texts, Number(swept));
  const { values, table, share } = view;
  const level = deeper(headingLevel);

  return (
    <ToolSection id={id} title={declaration.title} headingLevel={headingLevel}>
      <div ref={printed} class="check-body">
        {/* The check's rule in a sentence, which the book keeps (src/lib/book/chapter.ts). */}
        <p class="tool-hint" data-book-rule>
          {view.rule}
        </p>
        <RefusedShare state={shared} after="The fields keep their values." />
        {check.modifiers.length > 0 ? (
          <div class="tool-grid">
            {view.fields.map(({ name, label, error }, index) => (
              <NumberField
                key={name}
                id={`${id}-modifier-${index}`}
                label={label}
                text={texts[index] ?? ''}
                onText={(text) =>
                  setTexts((previous) => previous.map((old, at) => (at === index ? text : old)))
                }
                error={error}
              />
            ))}
          </div>
        ) : null}
        {view.chances ? <ChanceList chances={view.chances} /> : null}
        <RollWithResult
          id={id}
          button={view.button}
          label={view.resultLabel}
          blockedBy={view.blockedBy}
          roll={() => {
            if (!values) return null;
            const roll = rollAndLog(
              CHECKS_LOG,
              declaredCheckTool,
              { check: declaration, values: [...values] },
              declaration.title,
              id,
            );
            return describeDeclaredCheckRoll(roll);
          }}
        />
        {check.modifiers.length > 0 ? (
          <>
            <Heading level={level}>Odds over the range</Heading>
            {view.sweepChoices ? (
              <ChoiceField
                id={`${id}-swept`}
                label="Table over"
                value={swept}
                options={view.sweepChoices}
                onChange={setSwept}
              />
            ) : null}
            {table ? (
              <ChanceTable
                captionId={`${id}-table-caption`}
                {...table}
                class="check-table"
                exactClass="check-exact"
              />
            ) : (
              <p class="tool-hint">The table shows once every modifier can be read.</p>
            )}
          </>
        ) : null}
      </div>
      <div class="tool-actions tool-no-print">
        <PrintButton look="tool" target={() => printed.current}>
          Print this check
        </PrintButton>
      </div>
      {share ? (
        <ShareLink
          id={`${id}-share`}
          param={id}
          value={codec.encode([...share.values])}
          what={share.what}
          anchor={`${id}-title`}
        />
      ) : null}
    </ToolSection>
  );
}
