/**
 * The section of every LOOT tool that reads the saved sheets: the kit's ToolSection, the line that
 * says what the tool does, and the sheets' notice when their saved data could not be read (shown
 * once per page, whichever of these tools comes first).
 */
import type { ComponentChildren } from 'preact';
import { StoreNotice, ToolSection, type HeadingLevel } from '../../kit';
import { $lootSheetsNotice } from '../../../stores/loot/sheets';

export default function SheetToolSection({
  id,
  title,
  headingLevel,
  intro,
  children,
}: {
  readonly id: string;
  readonly title: string;
  readonly headingLevel: HeadingLevel;
  /** What the tool does, in a muted line above the notice. */
  readonly intro?: string;
  readonly children: ComponentChildren;
}) {
  return (
    <ToolSection id={id} title={title} headingLevel={headingLevel}>
      {intro ? <p class="tool-muted">{intro}</p> : null}
      <StoreNotice $notice={$lootSheetsNotice} />
      {children}
    </ToolSection>
  );
}
