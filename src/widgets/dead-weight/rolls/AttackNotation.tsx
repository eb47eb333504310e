/**
 * Dead Weight attack notation explained, a defence test against it, and the armour roll.
 * The reader types an attack as the text writes it (`-STR 2+2B`, `DEX 1+1: Nearby`, a whole
 * entry such as `Soul nibble (INT 2): Ignore shields.`); parse errors show at the field with
 * the column. Read as an enemy attack, the adventurer (a party character or typed numbers)
 * defends: the exact chances first, then the roll, with dodge and shield tokens, proficiency and
 * advantage as re-rolls the player places one die at a time, and the GM's disadvantage re-roll.
 * The armour roll takes the wounds of the hit. Every roll goes to the roll log.
 *
 * Place with `<AttackNotation client:visible-after-load />` (it reads the saved party); props: id,
 * title, headingLevel.
 */
import { useState } from 'preact/hooks';
import {
  Button,
  deeper,
  Heading,
  LiveNote,
  RadioGroup,
  RollWithResult,
  TextField,
  ToolSection,
  type ToolProps,
  toolFrame,
} from '../../kit';
import { DW_ARMOUR_FIELDS, DW_DEFENCE_TOKEN_FIELDS } from '../../../rules/dead-weight/test-plan';
import type { DwCharacter } from '../../../rules/dead-weight/character';
import {
  dwLogSource,
  explainDwArmour,
  resolveDwDefenceRoll,
  type DwToolInputs,
} from '../../../rules/dead-weight/log-lines';
import { dwArmourTool, dwDefenceTool } from '../../../rules/dead-weight/roll-tools';
import {
  describeDwDefenceRolled,
  nameDwDefenceRoll,
} from '../../../rules/dead-weight/test-sentences';
import { viewDwAttack, type DwDefended } from '../../../rules/dead-weight/test-view';
import { rollAndLog } from '../log-roll';
import { CharacterChoice, TestRollArea, useTestRoll } from './TestRoll';
import '../dead-weight.css';

type NumberName = 'dodge' | 'shield' | 'armour' | 'incoming' | 'resistance';
/** What a defence adds to its roll: the attack it was rolled against, and whether it was rolled. */
type Defence = Pick<DwDefended, 'notation' | 'noRoll'>;

/** What a defence is logged and rolled again from. */
const defenceInput = (defended: DwDefended): DwToolInputs['defence'] => ({
  notation: defended.notation,
  test: defended.input,
  noRoll: defended.noRoll,
});

export default function AttackNotation(props: ToolProps) {
  const { id, title, headingLevel } = toolFrame(
    props,
    'dw-attack-notation',
    'Attack notation and defence',
  );
  const [notation, setNotation] = useState('-STR 2+2B');
  const [readAs, setReadAs] = useState<'enemy' | 'weapon'>('enemy');
  const sub = deeper(headingLevel);

  const test = useTestRoll<NumberName, Defence, DwToolInputs['defence']>(
    id,
    [...DW_DEFENCE_TOKEN_FIELDS, ...DW_ARMOUR_FIELDS],
    {
      tool: dwDefenceTool,
      input: defenceInput,
      what: (defended) => nameDwDefenceRoll(defended.notation),
      // The wounds of a hit are the armor roll's wounds coming in.
      after: (defended) => {
        const hit = resolveDwDefenceRoll(defenceInput(defended), defended.dice);
        if (hit) numbers.setText('incoming', String(hit.wounds));
      },
    },
  );
  const { numbers, rolled: defended } = test;
  const defenceFields = [...test.poolFields, ...DW_DEFENCE_TOKEN_FIELDS];
  const view = viewDwAttack(notation, readAs, numbers, defended);
  const { attack, label, defence } = view;
  const { usable, tokens } = defence;

  const fill = (from: DwCharacter | undefined) =>
    from && attack && numbers.fill(from.attributes[attack.attribute]);

  function defend(noRoll: boolean) {
    if (!attack || !usable || !tokens) return;
    test.roll(
      usable,
      { notation: notation.trim(), noRoll },
      { tokens, noRoll, last: (dice) => describeDwDefenceRolled(dice.length, noRoll) },
    );
  }

  function rollArmour() {
    if (!view.armour) return null;
    const roll = rollAndLog(dwArmourTool, view.armour, dwLogSource('armor roll'), id);
    return <strong>{explainDwArmour(roll)}</strong>;
  }

  const numberField = (spec: (typeof test.numbers.specs)[number]) =>
    numbers.field(
      spec,
      spec[0] === 'score' ? `${label} score` : spec[1],
      spec[0] === 'score' ? defence.poolError : null,
    );

  return (
    <ToolSection id={id} title={title} headingLevel={headingLevel}>
      <TextField
        id={`${id}-notation`}
        label="Attack notation"
        class="dw-wide"
        value={notation}
        onText={setNotation}
        error={view.notationError}
        hint="For example STR 3+1B, -STR 2+2B, DEX 1+1: Nearby, or a whole entry such as Soul nibble (INT 2): Ignore shields."
      />
      <RadioGroup
        name={`${id}-as`}
        legend="Read it as"
        value={readAs}
        options={[
          { value: 'enemy', label: 'An enemy attack (the adventurer defends)' },
          { value: 'weapon', label: 'An adventurer’s weapon' },
        ]}
        onChange={setReadAs}
      />
      {view.meaning ? (
        <LiveNote as="div">
          <Heading level={sub} id={`${id}-meaning`} class="tool-heading">
            {view.meaning.heading}
          </Heading>
          <ul>
            {view.meaning.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </LiveNote>
      ) : null}

      {attack && readAs === 'enemy' ? (
        <>
          <Heading level={sub} id={`${id}-defence`} class="tool-heading">
            Defence test ({label})
          </Heading>
          <CharacterChoice id={id} label="Defender" test={test} onPick={fill} />
          {/* A grid, as the attribute test's fields: the fields keep to columns at every width. */}
          <div class="tool-grid">{defenceFields.map(numberField)}</div>
          {view.ignoresShields ? (
            <p>This attack ignores shields: shield tokens cannot be spent.</p>
          ) : null}
          <TestRollArea
            test={test}
            shown={defence}
            chancesHeading="Exact chances of this defence (a success avoids the attack)"
            roll={{
              id: `${id}-defence`,
              onRoll: () => defend(false),
              actions: (
                <Button disabled={!usable} onClick={() => defend(true)}>
                  Don’t roll (no fatigue, automatic hit)
                </Button>
              ),
            }}
            label="Defence dice: pick one to re-roll"
            attribute={attack.attribute}
            onAddFatigue={() => test.addFatigue(test.rolledCharacter, attack.attribute)}
          />
        </>
      ) : null}

      <Heading level={sub} id={`${id}-armour-heading`} class="tool-heading">
        Armor roll
      </Heading>
      <p class="tool-hint">
        One die per armor point: each 4-6 cancels a wound, each 1 or 4 breaks an armor point. P
        pierces armor; resistance (enemies) then reduces the rest, except against R.
      </p>
      <div class="tool-grid">{DW_ARMOUR_FIELDS.map(numberField)}</div>
      <RollWithResult
        id={`${id}-armour`}
        button="Roll armor"
        blockedBy={view.armourBlockedBy}
        roll={rollArmour}
      />
    </ToolSection>
  );
}
