/**
 * The Cairn combat resolver: one or more attackers against one target. Each attacker has a weapon
 * die (a second one for two weapons, keep the highest), Impaired (d4) or Enhanced (d12), and Blast;
 * all dice are rolled and the single highest kept, minus the target's Armor (at most 3). The exact
 * distribution of damage after Armor is drawn before rolling. The result lands on the target's HP,
 * then STR with a STR save against critical damage, or on the Scars table when HP reaches exactly
 * 0. The target is typed in or chosen from the party store, which is updated (with an undo). The
 * Undo sits beside Roll, out of the result's live region, so it is not read out with every result;
 * once used, the result says the attack was undone and its scar offers nothing more.
 *
 * Rendered on the server (`client:visible-after-load`) so the odds chart's stylesheet stays on this page;
 * saved party members appear once the browser has taken over.
 * Place with `<CombatResolver client:visible-after-load id="..." />`; props: id, title, headingLevel.
 */
import { useMemo, useState } from 'preact/hooks';
import {
  applyCairnDetachmentRule,
  cairnAttackBlockedBy,
  CAIRN_MAX_ATTACKERS,
  CAIRN_WEAPON_DICE,
  cairnDamageDistribution,
  cairnTargetOdds,
  describeCairnAttackRoll,
  describeCairnTarget,
  isCairnTargetDead,
  switchCairnDetachmentRule,
  type CairnAttacker,
  type CairnAttackMode,
  type CairnDetachmentRule,
  type CairnWeaponDie,
} from '../../../rules/cairn/damage';
import {
  isCairnPc,
  CAIRN_MAX_ARMOR,
  CAIRN_SCORE_LIMIT,
  cairnMemberName,
  type CairnMember,
} from '../../../rules/cairn/character';
import { readWholeNumber } from '../../../rules/whole-number';
import { trackedOrTyped } from '../../../rules/tracked-or-typed';
import {
  applyCairnAttackToMember,
  describeUndoneCairnAttack,
  resolveCairnAttack,
  type CairnAttackResult,
} from '../../../rules/cairn/attack';
import { $cairnPartyNotice, cairnPartyRoster } from '../../../stores/cairn/party';
import type { Changed } from '../../../stores/roster';
import {
  focusAfterRender,
  ChanceText,
  ChoiceField,
  type ChoiceOption,
  deeper,
  Heading,
  MemberChoice,
  NumberField,
  RadioGroup,
  RollAndResult,
  StoreNotice,
  TextField,
  Toggle,
  type ToolProps,
  ToolSection,
  undoChange,
  useShown,
} from '../../kit';
import OddsChart from '../../site/OddsChart';
import { rollAndLog } from '../log-roll';
import { useCairnParty } from '../characters/party-choices';
import ScarResult from './ScarResult';

const TYPED = '';
/** A typed target's starting scores, which "Reset the target" brings back. */
const FRESH_TARGET = { name: '', hp: '6', str: '10' };

interface AttackerDraft {
  readonly key: number;
  readonly die: CairnWeaponDie;
  /** The second weapon's die, 0 for none. */
  readonly second: CairnWeaponDie | 0;
  readonly mode: CairnAttackMode;
  readonly blast: boolean;
}

function toAttacker(draft: AttackerDraft): CairnAttacker {
  return {
    dice: draft.second ? [draft.die, draft.second] : [draft.die],
    mode: draft.mode,
    blast: draft.blast,
  };
}

interface Resolution extends CairnAttackResult {
  readonly targetName: string;
  /** The tracked member before this attack. */
  readonly before?: CairnMember;
  /** What this attack changed on the tracked member's sheet, for the roster's Undo. */
  readonly changed?: Changed<CairnMember>;
}

const MODE_CHOICES: readonly ChoiceOption<CairnAttackMode>[] = [
  { value: 'normal', label: 'Weapon die' },
  { value: 'impaired', label: 'Impaired: roll d4' },
  { value: 'enhanced', label: 'Enhanced: roll d12' },
];
const DIE_CHOICES: readonly ChoiceOption<string>[] = CAIRN_WEAPON_DICE.map((sides) => ({
  value: String(sides),
  label: `d${sides}`,
}));
const DETACHMENT_CHOICES = [
  { value: 'none', label: 'No detachment' },
  { value: 'against-detachment', label: 'Individuals attack a detachment' },
  { value: 'by-detachment', label: 'A detachment attacks individuals' },
] as const;

export default function CombatResolver({
  id = 'cairn-combat',
  title = 'Combat resolver',
  headingLevel = 3,
}: ToolProps) {
  const party = useCairnParty();
  const [attackers, setAttackers] = useState<AttackerDraft[]>([
    { key: 1, die: 6, second: 0, mode: 'normal', blast: false },
  ]);
  const [nextKey, setNextKey] = useState(2);
  const [detachment, setDetachment] = useState<CairnDetachmentRule>('none');
  const [targetId, setTargetId] = useState(TYPED);
  const [name, setName] = useState(FRESH_TARGET.name);
  const [hpText, setHpText] = useState(FRESH_TARGET.hp);
  const [strText, setStrText] = useState(FRESH_TARGET.str);
  const [isPc, setIsPc] = useState(true);
  const [armorText, setArmorText] = useState('0');
  const [shown, show] = useShown<Resolution>();
  const resolution = shown?.value ?? null;
  const [undone, setUndone] = useState(false);
  // Why the Undo could not put the sheet back, once pressed.
  const [undoRefused, setUndoRefused] = useState<string | null>(null);

  const member = party.find((candidate) => candidate.id === targetId);
  const hp = trackedOrTyped(
    member?.hp.current,
    readWholeNumber(hpText, 0, CAIRN_SCORE_LIMIT, 'HP'),
  );
  const str = trackedOrTyped(
    member?.str.current,
    readWholeNumber(strText, 0, CAIRN_SCORE_LIMIT, 'STR'),
  );
  const armor = readWholeNumber(armorText, 0, CAIRN_MAX_ARMOR, 'Armor');
  const resolved = attackers.map(toAttacker);
  const distribution = useMemo(
    () => (armor.ok ? cairnDamageDistribution(resolved, armor.value) : null),
    [JSON.stringify(resolved), armor.ok && armor.value],
  );
  // Chances that matter for the target before rolling: HP to exactly 0 (Scars) and past 0 (STR);
  // at 0 HP, a STR save against critical damage and death. A dead target has the notice instead.
  const targetOdds =
    distribution && hp.ok
      ? cairnTargetOdds(distribution, hp.value, str.ok ? str.value : null)
      : null;
  const unread = [!hp.ok && 'current HP', !str.ok && 'current STR', !armor.ok && 'Armor'].filter(
    (what): what is string => Boolean(what),
  );
  const targetName = member ? cairnMemberName(member) : name.trim() || 'The target';
  const dead =
    hp.ok &&
    str.ok &&
    isCairnTargetDead({
      hp: { current: hp.value, max: hp.value },
      str: { current: str.value, max: str.value },
      dead: member?.dead ?? false,
    });
  const blockedBy = cairnAttackBlockedBy(unread, dead, targetName, Boolean(member));
  const anyBlast = resolved.some((attacker) => attacker.blast);

  function setDraft(key: number, change: Partial<AttackerDraft>) {
    setAttackers((list) =>
      list.map((draft) => (draft.key === key ? { ...draft, ...change } : draft)),
    );
  }

  function chooseDetachment(rule: CairnDetachmentRule) {
    setDetachment(rule);
    setAttackers((list) =>
      list.map((draft) => {
        const switched = switchCairnDetachmentRule(toAttacker(draft), detachment, rule);
        return { ...draft, mode: switched.mode, blast: switched.blast };
      }),
    );
  }

  function addAttacker() {
    const fresh = applyCairnDetachmentRule({ dice: [6], mode: 'normal', blast: false }, detachment);
    setAttackers((list) => [
      ...list,
      { key: nextKey, die: 6, second: 0, mode: fresh.mode, blast: fresh.blast },
    ]);
    setNextKey((key) => key + 1);
    // The new attacker's fields push the Add button down: the reader goes on at its first field.
    focusAfterRender(`${id}-attacker-${nextKey}-die`);
  }

  function chooseTarget(value: string) {
    setTargetId(value);
    const chosen = party.find((candidate) => candidate.id === value);
    if (chosen) setArmorText(String(chosen.armor));
  }

  function resolve() {
    if (!hp.ok || !str.ok || !armor.ok) return;
    const who = member ? cairnMemberName(member) : name.trim() || 'the target';
    const result = resolveCairnAttack(
      { attackers: resolved, armor: armor.value },
      {
        hp: hp.value,
        str: str.value,
        pc: member ? isCairnPc(member) : isPc,
        ...(member && { member }),
      },
      (tool, input) => rollAndLog(tool, input, id, who),
    );
    const changed = member
      ? cairnPartyRoster.track(member.id, () =>
          cairnPartyRoster.update(member.id, (current) =>
            applyCairnAttackToMember(current, result),
          ),
        )
      : undefined;
    if (!member) {
      setHpText(String(result.outcome.hpAfter));
      setStrText(String(result.outcome.strAfter));
    }
    setUndone(false);
    setUndoRefused(null);
    show({
      ...result,
      targetName: who,
      ...(member && { before: member }),
      ...(changed && { changed }),
    });
    // Roll turns off under the reader: what they can do next is reset or remove the dead target.
    if (result.outcome.strZero) focusAfterRender(`${id}-dead-action`);
  }

  function resetTarget() {
    setName(FRESH_TARGET.name);
    setHpText(FRESH_TARGET.hp);
    setStrText(FRESH_TARGET.str);
  }

  function removeDeadMember() {
    if (!member) return;
    cairnPartyRoster.remove(member.id);
    setTargetId(TYPED);
  }

  function undo() {
    if (!resolution) return;
    // The roster puts the sheet back only while nothing has changed it since this attack.
    const undo = undoChange(cairnPartyRoster, resolution.changed, {
      undone: '',
      whose: `${resolution.targetName}’s sheet`,
    });
    const undone = undo?.();
    if (!undone) return;
    if (undone.ok) setUndone(true);
    else setUndoRefused(undone.error.message);
  }

  const sub = deeper(headingLevel);
  return (
    <ToolSection id={id} title={title} headingLevel={headingLevel} class="cairn-tool">
      <StoreNotice $notice={$cairnPartyNotice} />
      <p class="tool-muted">
        Attacks automatically hit. Several attackers on one target roll all their dice and keep the
        single highest; two weapons at once keep the higher die.
      </p>

      <RadioGroup
        name={`${id}-detachment`}
        legend="Detachments"
        value={detachment}
        options={DETACHMENT_CHOICES}
        onChange={chooseDetachment}
      >
        <p class="tool-hint">
          Attacks against detachments by individuals are impaired (blast excepted). Attacks against
          individuals by detachments are enhanced and deal blast damage. Choosing one sets those
          modifiers on every attacker.
        </p>
      </RadioGroup>

      <Heading level={sub} id={`${id}-attackers-heading`}>
        Attackers
      </Heading>
      <ol class="tool-list">
        {attackers.map((draft, index) => {
          const fid = `${id}-attacker-${draft.key}`;
          return (
            <li key={draft.key} class="tool-card">
              <fieldset>
                <legend>Attacker {index + 1}</legend>
                <div class="tool-grid">
                  <ChoiceField
                    id={`${fid}-die`}
                    label="Weapon die"
                    value={String(draft.die)}
                    options={DIE_CHOICES}
                    onChange={(die) => setDraft(draft.key, { die: Number(die) as CairnWeaponDie })}
                  />
                  <ChoiceField
                    id={`${fid}-second`}
                    label="Second weapon (keep highest)"
                    value={String(draft.second)}
                    options={[{ value: '0', label: 'None' }, ...DIE_CHOICES]}
                    onChange={(second) =>
                      setDraft(draft.key, { second: Number(second) as CairnWeaponDie | 0 })
                    }
                  />
                  <ChoiceField
                    id={`${fid}-mode`}
                    label="Modifier"
                    value={draft.mode}
                    options={MODE_CHOICES}
                    onChange={(mode) => setDraft(draft.key, { mode })}
                  />
                </div>
                <div class="tool-row">
                  <Toggle
                    id={`${fid}-blast`}
                    label="Blast"
                    checked={draft.blast}
                    onChange={(blast) => setDraft(draft.key, { blast })}
                  />
                  {attackers.length > 1 ? (
                    <button
                      type="button"
                      class="text-button"
                      onClick={() =>
                        setAttackers((list) => list.filter((entry) => entry.key !== draft.key))
                      }
                    >
                      Remove attacker {index + 1}
                    </button>
                  ) : null}
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      {attackers.length < CAIRN_MAX_ATTACKERS ? (
        <div class="tool-actions">
          <button type="button" class="text-button" onClick={addAttacker}>
            Add attacker
          </button>
        </div>
      ) : (
        <p class="tool-muted">At most {CAIRN_MAX_ATTACKERS} attackers.</p>
      )}
      {anyBlast ? (
        <p class="tool-notice">
          Blast: every target in the area takes its own roll. This resolves one target; resolve
          again for each other target.
        </p>
      ) : null}

      <Heading level={sub} id={`${id}-target-heading`}>
        Target
      </Heading>
      <MemberChoice
        id={`${id}-target`}
        label="Target"
        members={party}
        chosen={targetId}
        none="Not in the party (type it in)"
        name={(candidate) =>
          `${cairnMemberName(candidate)} (${candidate.kind}, HP ${candidate.hp.current}/${candidate.hp.max}, STR ${candidate.str.current})`
        }
        onChange={chooseTarget}
      />
      {member ? (
        <p class="tool-muted">{describeCairnTarget(member, cairnMemberName(member))}</p>
      ) : (
        <>
          <div class="tool-grid">
            <TextField id={`${id}-name`} label="Name (for the log)" value={name} onText={setName} />
            <NumberField
              id={`${id}-hp`}
              label="Current HP"
              text={hpText}
              onText={setHpText}
              error={hp.ok ? null : hp.error.message}
            />
            <NumberField
              id={`${id}-str`}
              label="Current STR"
              text={strText}
              onText={setStrText}
              error={str.ok ? null : str.error.message}
            />
          </div>
          <Toggle
            id={`${id}-pc`}
            label="The target is a PC (Scars table at exactly 0 HP)"
            checked={isPc}
            onChange={setIsPc}
          />
        </>
      )}
      {dead ? (
        <p class="tool-notice">
          <span>
            <strong>{targetName} is dead</strong>: a dead target takes no more damage.
          </span>
          {member ? (
            <button
              type="button"
              id={`${id}-dead-action`}
              class="text-button"
              onClick={removeDeadMember}
            >
              Remove {targetName} from the party
            </button>
          ) : (
            <button
              type="button"
              id={`${id}-dead-action`}
              class="text-button"
              onClick={resetTarget}
            >
              Reset the target
            </button>
          )}
        </p>
      ) : null}
      <NumberField
        id={`${id}-armor`}
        label={`Target’s Armor (0–${CAIRN_MAX_ARMOR})`}
        text={armorText}
        onText={setArmorText}
        error={armor.ok ? null : armor.error.message}
        hint="No one has more than 3 Armor. Shields and helmets count only while held or worn."
      />

      {distribution ? (
        <OddsChart
          id={`${id}-odds`}
          distribution={distribution}
          label="Damage after Armor"
          notation={false}
          highlight={resolution && !undone ? resolution.roll.damage : null}
        />
      ) : null}
      {targetOdds?.at === 'hp' ? (
        <p class="chance">
          Chance HP goes to exactly 0 (Scars): <ChanceText fraction={targetOdds.exactlyZero} />;
          chance damage goes past 0 HP to STR: <ChanceText fraction={targetOdds.pastZero} />.
        </p>
      ) : targetOdds?.at === 'str' ? (
        <p class="chance">
          At 0 HP every point of damage goes to STR. Chance a STR save against critical damage is
          needed (damage gets through, STR stays above 0):{' '}
          <ChanceText fraction={targetOdds.saveNeeded} />; chance STR goes to 0 (death):{' '}
          <ChanceText fraction={targetOdds.strZero} />.
        </p>
      ) : null}

      <RollAndResult
        id={id}
        button="Roll damage"
        blockedBy={blockedBy}
        // A target the roll killed turns Roll off, and that roll is still the one the fields say.
        stale={unread.length > 0}
        onRoll={resolve}
        actions={
          resolution?.changed && !undone && undoRefused === null ? (
            <button type="button" class="text-button" onClick={undo}>
              Undo this attack on {resolution.targetName}
            </button>
          ) : null
        }
        shown={shown}
        label="Combat result"
      >
        {(resolution) => (
          <>
            {resolution.before && undone ? (
              <p class="tool-notice">
                {describeUndoneCairnAttack(resolution.targetName, resolution)}
              </p>
            ) : null}
            {undoRefused ? (
              <p class="tool-notice">
                <strong>Not undone: </strong>
                {undoRefused}
              </p>
            ) : null}
            <p>
              {describeCairnAttackRoll(resolution.roll)}
              <strong>{resolution.roll.damage} damage</strong> to {resolution.targetName}.
            </p>
            <ul>
              {resolution.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
              {resolution.saveChance ? (
                <li>
                  The chance of passing that save was{' '}
                  <ChanceText fraction={resolution.saveChance} />.
                </li>
              ) : null}
            </ul>
            {resolution.scar ? (
              <ScarResult
                scar={resolution.scar}
                headingLevel={deeper(sub)}
                id={`${id}-scar`}
                memberId={resolution.before?.id}
                memberName={resolution.targetName}
                undone={undone}
              />
            ) : null}
          </>
        )}
      </RollAndResult>
    </ToolSection>
  );
}
