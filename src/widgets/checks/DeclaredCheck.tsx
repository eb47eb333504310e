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
  chanceOfBands,
  createCheckShareCodec,
  describeDeclaration,
  readCheck,
  readModifier,
  startingValues,
  type CheckDeclaration,
  type ReadCheck,
} from '../../rules/checks/declared-check';
import {
  ChanceList,
  ChoiceField,
  deeper,
  Heading,
  type HeadingLevel,
  NumberField,
  PrintButton,
  readField,
  RefusedShare,
  rollAndLog,
  RollWithResult,
  ShareLink,
  ToolSection,
  useIncomingShare,
} from '../kit';
import CheckTable from './CheckTable';

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
  const fields = check.modifiers.map((modifier, index) =>
    readField(readModifier(modifier, texts[index] ?? '')),
  );
  const values = fields.every((field) => field.value !== null)
    ? fields.map((field) => field.value ?? 0)
    : null;
  const chances = values ? chanceOfBands(check, values) : null;
  const blockedBy = values
    ? null
    : `Roll is off until ${check.modifiers
        .filter((_modifier, index) => fields[index]?.error)
        .map((modifier) => modifier.name)
        .join(' and ')} can be read.`;
  const sweptIndex = Number(swept);
  const level = deeper(headingLevel);

  return (
    <ToolSection id={id} title={declaration.title} headingLevel={headingLevel}>
      <div ref={printed} class="check-body">
        {/* The check's rule in a sentence, which the book keeps (src/lib/book/chapter.ts). */}
        <p class="tool-hint" data-book-rule>
          {describeDeclaration(declaration)}
        </p>
        <RefusedShare state={shared} after="The fields keep their values." />
        {check.modifiers.length > 0 ? (
          <div class="tool-grid">
            {check.modifiers.map((modifier, index) => (
              <NumberField
                key={modifier.name}
                id={`${id}-modifier-${index}`}
                label={`${modifier.name} (${modifier.min} to ${modifier.max})`}
                text={texts[index] ?? ''}
                onText={(text) =>
                  setTexts((previous) => previous.map((old, at) => (at === index ? text : old)))
                }
                error={fields[index]?.error ?? null}
              />
            ))}
          </div>
        ) : null}
        {chances ? (
          <ChanceList
            chances={check.bands.map((band, index) => ({
              label: band.label,
              fraction: chances[index]!,
            }))}
          />
        ) : null}
        <RollWithResult
          id={id}
          button={`Roll ${declaration.title}`}
          label={`${declaration.title} result`}
          blockedBy={blockedBy}
          roll={() => {
            if (!values) return null;
            const roll = rollAndLog(
              CHECKS_LOG,
              declaredCheckTool,
              { check: declaration, values },
              declaration.title,
              id,
            );
            return `${roll.detail}: ${roll.band}.`;
          }}
        />
        {check.modifiers.length > 0 ? (
          <>
            <Heading level={level}>Odds over the range</Heading>
            {check.modifiers.length > 1 ? (
              <ChoiceField
                id={`${id}-swept`}
                label="Table over"
                value={swept}
                options={check.modifiers.map((modifier, index) => ({
                  value: String(index),
                  label: modifier.name,
                }))}
                onChange={setSwept}
              />
            ) : null}
            {values ? (
              <CheckTable id={`${id}-table`} check={check} values={values} swept={sweptIndex} />
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
      {values ? (
        <ShareLink
          id={`${id}-share`}
          param={id}
          value={codec.encode(values)}
          what={`this check with ${check.modifiers.map((modifier, index) => `${modifier.name} ${values[index]}`).join(' and ') || 'its dice'}`}
          anchor={`${id}-title`}
        />
      ) : null}
    </ToolSection>
  );
}
