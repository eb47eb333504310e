/**
 * The section of every Cairn tool that reads the saved party: the kit's ToolSection in the Cairn
 * look, with the party's notice when its saved data could not be read (shown once per page,
 * whichever of these tools comes first).
 */
import type { ComponentChildren } from 'preact';
import { ToolSection, type ToolFrame } from '../../kit';
import { $cairnPartyNotice } from '../../../stores/cairn/party';

export default function PartyToolSection({
  children,
  ...frame
}: ToolFrame & { readonly children: ComponentChildren }) {
  return (
    <ToolSection {...frame} class="cairn-tool" notices={[$cairnPartyNotice]}>
      {children}
    </ToolSection>
  );
}
