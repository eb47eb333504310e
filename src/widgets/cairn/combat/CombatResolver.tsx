/**
 * The Cairn combat resolver: one or more attackers against one target. Each attacker has a weapon
 * die (a second one for two weapons, keep the highest), Impaired (d4) or Enhanced (d12), and Blast;
 * all dice are rolled and the single highest kept, minus the target's Armor (at most 3). The exact
 * distribution of damage after Armor is drawn before rolling. The result lands on the target's HP,
 * then STR with a STR save against critical damage, or on the Scars table when HP reaches exactly
 * 0. The target is typed in or chosen from the party store, which is updated (with an undo).
 *
 * Rendered on the server (`client:visible`) so the odds chart's stylesheet stays on this page;
 * saved party members appear once the browser has taken over.
 * Place with `<CombatResolver client:visible id="..." />`; props: id, title, headingLevel.
 */
import { useStore } from '@nanostores/preact';
import { useMemo, useState } from 'preact/hooks';
import { browserRng } from '../../../lib/browser-rng';
import {
  applyCairnDamage,
  applyCairnDamageToMember,
  applyCairnDetachmentRule,
  CAIRN_WEAPON_DICE,
  cairnCriticalSaveChance,
  cairnDamageDistribution,
  describeCairnAttacker,
  explainCairnDamage,
  rollCairnAttack,
  rollCairnCriticalSave,
  type CairnAttacker,
  type CairnAttackMode,
  type CairnAttackRoll,
  type CairnCriticalSave,
  type CairnDamageOutcome,
  type CairnDetachmentRule,
  type CairnWeaponDie,
} from '../../../rules/cairn/damage';
import { CAIRN_MAX_ARMOR, CAIRN_SCORE_LIMIT, type CairnMember } from '../../../rules/cairn/character';
import { recordCairnScar, rollCairnScar, type CairnScar } from '../../../rules/cairn/scars';
import { calculateChanceOfExactly, type Fraction } from '../../../rules/dice';
import { $cairnParty, $cairnPartyNotice, updateCairnMember } from '../../../stores/cairn/party';
import { addRoll } from '../../../stores/roll-log';
import { formatChance, formatFraction } from '../../shared/format-chance';
import Heading, { deeper, type HeadingLevel } from '../../shared/Heading';
import OddsChart from '../../shared/OddsChart';
import { hrefFor, NumberField, readWhole, Toggle, useMounted } from './fields';
import ScarResult from './ScarResult';
import './combat.css';
import StoreNotice from '../../kit/StoreNotice';

const MAX_ATTACKERS = 12;
const TYPED = '';

interface AttackerDraft {
  readonly key: number;
  readonly die: CairnWeaponDie;
  /** The second weapon's die, 0 for none. */
  readonly second: CairnWeaponDie | 0;
  readonly mode: CairnAttackMode;
  readonly blast: boolean;
}

function toAttacker(draft: AttackerDraft): CairnAttacker {
  return { dice: draft.second ? [draft.die, draft.second] : [draft.die], mode: draft.mode, blast: draft.blast };
}

interface Resolution {
  readonly serial: number;
  readonly targetName: string;
  readonly roll: CairnAttackRoll;
  readonly outcome: CairnDamageOutcome;
  readonly save?: CairnCriticalSave;
  readonly saveChance?: Fraction;
  readonly scar?: CairnScar;
  readonly lines: readonly string[];
  /** The tracked member before this attack, for undo. */
  readonly before?: CairnMember;
}

interface Props {
  readonly id?: string;
  readonly title?: string;
  readonly headingLevel?: HeadingLevel;
}

const MODE_LABELS: Readonly<Record<CairnAttackMode, string>> = {
  normal: 'Weapon die',
  impaired: 'Impaired: roll d4',
  enhanced: 'Enhanced: roll d12',
};

function sumChance(fractions: readonly Fraction[]): Fraction {
  const denominator = fractions[0]?.denominator ?? 1n;
  return { numerator: fractions.reduce((sum, f) => sum + f.numerator, 0n), denominator };
}

export default function CombatResolver({ id = 'cairn-combat', title = 'Combat resolver', headingLevel = 3 }: Props) {
  const mounted = useMounted();
  const storedParty = useStore($cairnParty);
  const party = mounted ? storedParty : [];
  const [attackers, setAttackers] = useState<AttackerDraft[]>([{ key: 1, die: 6, second: 0, mode: 'normal', blast: false }]);
  const [nextKey, setNextKey] = useState(2);
  const [detachment, setDetachment] = useState<CairnDetachmentRule>('none');
  const [targetId, setTargetId] = useState(TYPED);
  const [name, setName] = useState('');
  const [hpText, setHpText] = useState('6');
  const [strText, setStrText] = useState('10');
  const [isPc, setIsPc] = useState(true);
  const [armorText, setArmorText] = useState('0');
  const [resolution, setResolution] = useState<Resolution | null>(null);
  const [undone, setUndone] = useState(false);

  const member = party.find((candidate) => candidate.id === targetId);
  const tracked = member !== undefined;
  const hp = tracked ? { value: member.hp.current, error: null } : readWhole(hpText, 0, CAIRN_SCORE_LIMIT, 'HP');
  const str = tracked ? { value: member.str.current, error: null } : readWhole(strText, 0, CAIRN_SCORE_LIMIT, 'STR');
  const armor = readWhole(armorText, 0, CAIRN_MAX_ARMOR, 'Armor');
  const resolved = attackers.map((draft) => applyCairnDetachmentRule(toAttacker(draft), 'none'));
  const distribution = useMemo(() => (armor.value === null ? null : cairnDamageDistribution(resolved, armor.value)), [JSON.stringify(resolved), armor.value]);
  const headingId = `${id}-heading`;
  const anyBlast = resolved.some((attacker) => attacker.blast);

  function setDraft(key: number, change: Partial<AttackerDraft>) {
    setAttackers((list) => list.map((draft) => (draft.key === key ? { ...draft, ...change } : draft)));
  }

  function chooseDetachment(rule: CairnDetachmentRule) {
    setDetachment(rule);
    setAttackers((list) =>
      list.map((draft) => {
        if (rule === 'none') return { ...draft, mode: 'normal', blast: detachment === 'by-detachment' ? false : draft.blast };
        const applied = applyCairnDetachmentRule(toAttacker(draft), rule);
        return { ...draft, mode: applied.mode, blast: applied.blast };
      }),
    );
  }

  function chooseTarget(value: string) {
    setTargetId(value);
    const chosen = party.find((candidate) => candidate.id === value);
    if (chosen) setArmorText(String(chosen.armor));
  }

  // Chances that matter for the target before rolling: HP to exactly 0 (Scars), and past 0 (STR).
  const targetChances = useMemo(() => {
    if (!distribution || hp.value === null || hp.value <= 0) return null;
    const exactly = calculateChanceOfExactly(distribution, hp.value);
    const past = sumChance(
      Array.from({ length: Math.max(0, distribution.max - hp.value) }, (_, index) => calculateChanceOfExactly(distribution, hp.value + index + 1)),
    );
    return { exactly, past: past.numerator === 0n ? { numerator: 0n, denominator: distribution.denominator } : past };
  }, [distribution, hp.value]);

  function resolve() {
    const firstError = [
      !tracked && hp.error ? `${id}-hp` : null,
      !tracked && str.error ? `${id}-str` : null,
      armor.error ? `${id}-armor` : null,
    ].find(Boolean);
    if (firstError || hp.value === null || str.value === null || armor.value === null) {
      if (firstError) document.getElementById(firstError)?.focus();
      return;
    }
    const who = tracked ? member.name || 'Unnamed' : name.trim() || 'the target';
    const roll = rollCairnAttack(resolved, armor.value, browserRng);
    const outcome = applyCairnDamage({ hp: { current: hp.value, max: Math.max(hp.value, member?.hp.max ?? hp.value) }, str: { current: str.value, max: Math.max(str.value, member?.str.max ?? str.value) } }, roll.damage);
    const pc = tracked ? member.kind === 'character' : isPc;
    const notation = resolved.map((attacker) => describeCairnAttacker(attacker)).join(', ');
    addRoll({
      source: `Cairn: damage to ${who}`,
      href: hrefFor(id),
      expression: resolved.flatMap((attacker) => (attacker.mode === 'impaired' ? ['d4'] : attacker.mode === 'enhanced' ? ['d12'] : attacker.dice.map((sides) => `d${sides}`))).join('+'),
      detail: `${roll.rolls.map((entry) => entry.dice.map((die) => `d${die.sides}:${die.face}`).join(' ')).join(', ')}; highest ${roll.highest} − Armor ${roll.armor} (${notation})`,
      total: roll.damage,
      result: `${roll.damage} damage`,
    });
    let save: CairnCriticalSave | undefined;
    let saveChance: Fraction | undefined;
    if (outcome.needsCriticalSave) {
      saveChance = cairnCriticalSaveChance(outcome.strAfter);
      save = rollCairnCriticalSave(outcome.strAfter, browserRng);
      addRoll({
        source: `Cairn: STR save against critical damage (${who})`,
        href: hrefFor(id),
        expression: 'd20',
        detail: `${save.roll} against STR ${save.score}`,
        total: save.roll,
        result: save.passed ? 'Passed' : 'Failed: critical damage',
      });
    }
    let scar: CairnScar | undefined;
    if (outcome.exactlyZero && pc) {
      scar = rollCairnScar(outcome.hpLost, browserRng, member);
      addRoll({
        source: `Cairn: Scars table (${who})`,
        href: hrefFor(id),
        expression: 'scars',
        detail: `${outcome.hpLost} HP lost: ${scar.rolls.map((entry) => `${entry.label} ${entry.notation}: ${entry.faces.join('+')}`).join('; ') || 'no sub-roll'}`,
        total: outcome.hpLost,
        result: scar.name,
      });
    }
    if (member) {
      updateCairnMember(member.id, (current) => {
        const damaged = applyCairnDamageToMember(current, outcome, save);
        return scar ? recordCairnScar(damaged, scar) : damaged;
      });
    } else {
      setHpText(String(outcome.hpAfter));
      setStrText(String(outcome.strAfter));
    }
    setUndone(false);
    setResolution((previous) => ({
      serial: (previous?.serial ?? 0) + 1,
      targetName: who,
      roll,
      outcome,
      ...(save ? { save } : {}),
      ...(saveChance ? { saveChance } : {}),
      ...(scar ? { scar } : {}),
      lines: explainCairnDamage(outcome, save, pc),
      ...(member ? { before: member } : {}),
    }));
  }

  function undo() {
    const before = resolution?.before;
    if (!before) return;
    updateCairnMember(before.id, () => before);
    setUndone(true);
  }

  const sub = deeper(headingLevel);
  return (
    <section id={id} class="tool cairn-tool" aria-labelledby={headingId} data-pagefind-ignore>
      <Heading level={headingLevel} id={headingId}>
        {title}
      </Heading>
      <StoreNotice $notice={$cairnPartyNotice} />
      <p class="cairn-muted">Attacks automatically hit. Several attackers on one target roll all their dice and keep the single highest; two weapons at once keep the higher die.</p>

      <fieldset class="cairn-group">
        <legend>Detachments</legend>
        <p class="cairn-muted">
          Attacks against detachments by individuals are impaired (blast excepted). Attacks against individuals by detachments are enhanced and deal blast damage. Choosing one sets those modifiers on every attacker.
        </p>
        <div class="cairn-radios">
          {(
            [
              ['none', 'No detachment'],
              ['against-detachment', 'Individuals attack a detachment'],
              ['by-detachment', 'A detachment attacks individuals'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} class="cairn-toggle">
              <input type="radio" name={`${id}-detachment`} value={value} checked={detachment === value} onChange={() => chooseDetachment(value)} />
              <span>{label}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <Heading level={sub} id={`${id}-attackers-heading`}>
        Attackers
      </Heading>
      <ol class="cairn-attackers">
        {attackers.map((draft, index) => {
          const fid = `${id}-attacker-${draft.key}`;
          return (
            <li key={draft.key}>
              <fieldset class="cairn-group">
                <legend>Attacker {index + 1}</legend>
                <div class="cairn-grid">
                  <div class="field cairn-field">
                    <label for={`${fid}-die`}>Weapon die</label>
                    <select id={`${fid}-die`} value={draft.die} onChange={(event) => setDraft(draft.key, { die: Number(event.currentTarget.value) as CairnWeaponDie })}>
                      {CAIRN_WEAPON_DICE.map((sides) => (
                        <option key={sides} value={sides}>
                          d{sides}
                        </option>
                      ))}
                    </select>
                  </div>
                  <div class="field cairn-field">
                    <label for={`${fid}-second`}>Second weapon (keep highest)</label>
                    <select id={`${fid}-second`} value={draft.second} onChange={(event) => setDraft(draft.key, { second: Number(event.currentTarget.value) as CairnWeaponDie | 0 })}>
                      <option value={0}>None</option>
                      {CAIRN_WEAPON_DICE.map((sides) => (
                        <option key={sides} value={sides}>
                          d{sides}
                        </option>
                      ))}
                    </select>
                  </div>
                  <div class="field cairn-field">
                    <label for={`${fid}-mode`}>Modifier</label>
                    <select id={`${fid}-mode`} value={draft.mode} onChange={(event) => setDraft(draft.key, { mode: event.currentTarget.value as CairnAttackMode })}>
                      {(Object.keys(MODE_LABELS) as CairnAttackMode[]).map((mode) => (
                        <option key={mode} value={mode}>
                          {MODE_LABELS[mode]}
                        </option>
                      ))}
                    </select>
                  </div>
                </div>
                <div class="cairn-row">
                  <Toggle id={`${fid}-blast`} label="Blast" checked={draft.blast} onChange={(blast) => setDraft(draft.key, { blast })} />
                  {attackers.length > 1 ? (
                    <button type="button" class="text-button" onClick={() => setAttackers((list) => list.filter((entry) => entry.key !== draft.key))}>
                      Remove attacker {index + 1}
                    </button>
                  ) : null}
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      {attackers.length < MAX_ATTACKERS ? (
        <button
          type="button"
          class="text-button"
          onClick={() => {
            const mode: CairnAttackMode = detachment === 'against-detachment' ? 'impaired' : detachment === 'by-detachment' ? 'enhanced' : 'normal';
            setAttackers((list) => [...list, { key: nextKey, die: 6, second: 0, mode, blast: detachment === 'by-detachment' }]);
            setNextKey((key) => key + 1);
          }}
        >
          Add attacker
        </button>
      ) : (
        <p class="cairn-muted">At most {MAX_ATTACKERS} attackers.</p>
      )}
      {anyBlast ? (
        <p class="cairn-note">Blast: every target in the area takes its own roll. This resolves one target; resolve again for each other target.</p>
      ) : null}

      <Heading level={sub} id={`${id}-target-heading`}>
        Target
      </Heading>
      <div class="field cairn-field">
        <label for={`${id}-target`}>Target</label>
        <select id={`${id}-target`} value={targetId} onChange={(event) => chooseTarget(event.currentTarget.value)}>
          <option value={TYPED}>Not in the party (type it in)</option>
          {party.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.name || 'Unnamed'} ({candidate.kind}, HP {candidate.hp.current}/{candidate.hp.max}, STR {candidate.str.current})
            </option>
          ))}
        </select>
      </div>
      {tracked ? (
        <p class="cairn-muted">
          {member.name || 'Unnamed'}: HP {member.hp.current}/{member.hp.max}, STR {member.str.current}/{member.str.max}
          {member.criticalDamage ? ', has taken critical damage' : ''}
          {member.dead ? ', dead' : ''}. The result is applied to the party tracker.
        </p>
      ) : (
        <div class="cairn-grid">
          <div class="field cairn-field">
            <label for={`${id}-name`}>Name (for the log)</label>
            <input id={`${id}-name`} type="text" autocomplete="off" value={name} onInput={(event) => setName(event.currentTarget.value)} />
          </div>
          <NumberField id={`${id}-hp`} label="Current HP" text={hpText} onText={setHpText} error={hp.error} />
          <NumberField id={`${id}-str`} label="Current STR" text={strText} onText={setStrText} error={str.error} />
        </div>
      )}
      {!tracked ? <Toggle id={`${id}-pc`} label="The target is a PC (Scars table at exactly 0 HP)" checked={isPc} onChange={setIsPc} /> : null}
      <NumberField
        id={`${id}-armor`}
        label="Target’s Armor (0–3)"
        text={armorText}
        onText={setArmorText}
        error={armor.error}
        hint="No one has more than 3 Armor. Shields and helmets count only while held or worn."
      />

      {distribution ? (
        <div class="cairn-odds">
          <OddsChart id={`${id}-odds`} distribution={distribution} label="Damage after Armor" highlight={resolution && !undone ? resolution.roll.damage : null} />
          {targetChances ? (
            <p class="cairn-muted">
              Chance HP goes to exactly 0 (Scars): <strong>{formatChance(targetChances.exactly)}</strong> ({formatFraction(targetChances.exactly).exact}); chance damage goes past 0 HP to STR:{' '}
              <strong>{formatChance(targetChances.past)}</strong> ({formatFraction(targetChances.past).exact}).
            </p>
          ) : null}
        </div>
      ) : null}

      <button type="button" class="primary-button" onClick={resolve}>
        Roll damage
      </button>
      <div class="cairn-result" role="status" aria-live="polite">
        {resolution ? (
          <div key={resolution.serial}>
            <p>
              {resolution.roll.rolls.map((entry, index) => (
                <span key={index} class="cairn-dice">
                  Attacker {index + 1}: {entry.dice.map((die) => `d${die.sides} ${die.face}`).join(', ')}
                  {entry.dice.length > 1 ? ` (keeps ${entry.kept})` : ''}
                  {'. '}
                </span>
              ))}
              Highest {resolution.roll.highest} − Armor {resolution.roll.armor} = <strong>{resolution.roll.damage} damage</strong> to {resolution.targetName}.
            </p>
            <ul class="cairn-lines">
              {resolution.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
              {resolution.saveChance ? (
                <li>
                  The chance of passing that save was {formatChance(resolution.saveChance)} ({formatFraction(resolution.saveChance).exact}).
                </li>
              ) : null}
            </ul>
            {resolution.scar ? <ScarResult scar={resolution.scar} headingLevel={deeper(sub)} id={`${id}-scar`} memberId={resolution.before?.id} memberName={resolution.targetName} /> : null}
            {resolution.before ? (
              undone ? (
                <p class="cairn-muted">The attack was undone on {resolution.targetName}.</p>
              ) : (
                <button type="button" class="text-button" onClick={undo}>
                  Undo this attack on {resolution.targetName}
                </button>
              )
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}
