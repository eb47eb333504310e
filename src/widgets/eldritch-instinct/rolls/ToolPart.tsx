/**
 * One part of a roller with several parts (death and wounds, combat), under its own heading: a
 * region named by it, so a reader (and a test) finds the part's result by the part's name.
 */
import type { ComponentChildren, ComponentType } from 'preact';
import {
  deeper,
  Heading,
  Toggle,
  ToolSection,
  toolFrame,
  type HeadingLevel,
  type StoreNoticeAtom,
  type ToolProps,
} from '../../kit';
import './rolls.css';

/** What each part of a roller is given: the tool's id and the level of the part's heading. */
export interface PartProps {
  readonly id: string;
  readonly level: HeadingLevel;
}

/**
 * A roller made of parts, each a ToolPart one heading level under the tool: the tool's section
 * with its default id and title, the notices of the stores its parts save in, and the parts in order.
 */
export function partsTool(
  defaults: {
    readonly id: string;
    readonly title: string;
    readonly notices?: readonly StoreNoticeAtom[];
  },
  parts: readonly ComponentType<PartProps>[],
) {
  return function PartsTool(props: ToolProps) {
    const { id, title, headingLevel } = toolFrame(props, defaults.id, defaults.title);
    return (
      <ToolSection
        id={id}
        title={title}
        headingLevel={headingLevel}
        class="ei-roller"
        notices={defaults.notices}
      >
        {parts.map((Part, index) => (
          <Part key={index} id={id} level={deeper(headingLevel)} />
        ))}
      </ToolSection>
    );
  };
}

export default function ToolPart({
  id,
  level,
  title,
  children,
}: {
  id: string;
  level: HeadingLevel;
  title: string;
  children: ComponentChildren;
}) {
  return (
    <section class="ei-part" id={id} aria-labelledby={`${id}-heading`}>
      <Heading level={level} id={`${id}-heading`}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

/** One checkbox of a part: the option it switches in the part's state, its id's end, its label. */
export type ToggleSpec<Key extends string> = readonly [key: Key, idEnd: string, label: string];

/**
 * A part's checkboxes, each switching one option of the part's state, in the order given, in a row
 * of their own that stands clear of the Roll button under it.
 */
export function Toggles<Key extends string>({
  id,
  specs,
  values,
  onChange,
}: {
  readonly id: string;
  readonly specs: readonly ToggleSpec<Key>[];
  readonly values: Readonly<Record<Key, boolean>>;
  readonly onChange: (values: Record<Key, boolean>) => void;
}) {
  return (
    <div class="ei-toggles">
      {specs.map(([key, idEnd, label]) => (
        <Toggle
          key={key}
          id={`${id}-${idEnd}`}
          label={label}
          checked={values[key]}
          onChange={(on) => onChange({ ...values, [key]: on })}
        />
      ))}
    </div>
  );
}
