/**
 * The "add to my screen" buttons, one contract for the three places that draw them: a tool's
 * section (the kit's ToolSection), a random table (RandomTable.astro) and a rules heading
 * (src/markdown/rehype-heading-anchors.ts). The page script opens the pin menu on a press of any
 * element carrying `data-add-to-screen` (src/scripts/site.ts), and the menu reads the kind to
 * find what is pinned (src/scripts/add-to-screen.ts). The button itself stays inert HTML until
 * then, so it works the same on a page that has no island.
 */

/** What a pin button puts on a screen: the tool, the table or the section it stands in. */
export type PinKind = 'tool' | 'table' | 'section';

/** The attributes of a pin button, by their HTML names; its look (class) is each place's own. */
export interface PinButtonAttributes {
  readonly type: 'button';
  readonly 'data-add-to-screen': PinKind;
  readonly 'aria-haspopup': 'dialog';
  readonly 'aria-label': string;
}

/** A pin button for `kind`, named for screen readers by `label` ("Add table to my screen: …"). */
export function pinButton(kind: PinKind, label: string): PinButtonAttributes {
  return {
    type: 'button',
    'data-add-to-screen': kind,
    'aria-haspopup': 'dialog',
    'aria-label': label,
  };
}
