/**
 * The section of every LOOT tool that reads the saved sheets: the kit's ToolSection with the
 * sheets' notice when their saved data could not be read (shown once per page, whichever of these
 * tools comes first), and the line that says what the tool does.
 */
import type { ComponentChildren } from 'preact';
import { ToolSection, type ToolFrame } from '../../kit';
import { $lootSheetsNotice } from '../../../stores/loot/sheets';

export default function SheetToolSection({
  intro,
  children,
  ...frame
}: ToolFrame & {
  /** What the tool does, in a muted line under the notice. */
  readonly intro?: string;
  readonly children: ComponentChildren;
}) {
  return (
    <ToolSection {...frame} notices={[$lootSheetsNotice]}>
      {intro ? <p class="tool-muted">{intro}</p> : null}
      {children}
    </ToolSection>
  );
}
