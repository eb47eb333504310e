/**
 * The Cairn party tracker: characters and hirelings with STR, DEX, WIL and HP (current and max),
 * Armor, Deprived, Fatigue filling inventory slots, critical damage, death, scars and notes. The
 * rest buttons follow Healing & Recovery and Deprivation: a short rest restores HP, a full night's
 * rest also clears Fatigue, a week's rest with a healer restores Attributes; none of them works
 * while Deprived. Everything is saved in this browser (the party store, shared with the combat
 * resolver and the other Cairn tools); the party can be exported and imported as JSON and printed.
 *
 * Reads saved state, so it is placed with `<PartyTracker client:only="preact" id="..." />`;
 * props: id, title, headingLevel.
 */
import { useStore } from '@nanostores/preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import {
  CAIRN_ATTRIBUTE_NAMES,
  CAIRN_ATTRIBUTES,
  CAIRN_INVENTORY_SLOTS,
  CAIRN_MAX_ARMOR,
  CAIRN_NAME_LIMIT,
  CAIRN_NOTES_LIMIT,
  CAIRN_PARTY_LIMIT,
  CAIRN_SCORE_LIMIT,
  cairnFullRest,
  cairnMemberName,
  cairnShortRest,
  cairnWeekRest,
  describeCairnZero,
  setCairnCurrent,
  setCairnMax,
  type CairnMember,
} from '../../../rules/cairn/character';
import {
  $cairnParty,
  $cairnPartyNotice,
  addCairnFatigue,
  addCairnMember,
  removeCairnMemberWithUndo,
  replaceCairnParty,
  restoreCairnMember,
  updateCairnMember,
  type RemovedCairnMember,
} from '../../../stores/cairn/party';
import { parseCairnScore } from '../../../rules/cairn/input';
import { cairnPartyFileName, describeCairnParty, encodeCairnPartyFile, MAX_PARTY_FILE_BYTES, readCairnPartyFile } from '../../../rules/cairn/party-file';
import Heading from '../../shared/Heading';
import { injectStyle } from '../../shared/inject-style';
import { downloadJson, readTextFile } from '../../shared/json-file';
import { ChoiceField, NumberField, Toggle } from '../../kit/fields';
import StoreNotice from '../../kit/StoreNotice';
import ToolSection, { deeper, type HeadingLevel } from '../../kit/ToolSection';
import cairnCss from '../cairn.css?inline';
import { printCairnElement } from './print';

injectStyle('cairn', cairnCss);

interface Props {
  readonly id?: string;
  readonly title?: string;
  readonly headingLevel?: HeadingLevel;
}

type ScoreKey = 'str' | 'dex' | 'wil' | 'hp';

const KINDS = [
  { value: 'character', label: 'Character' },
  { value: 'hireling', label: 'Hireling' },
] as const;

/** A score's current or max, edited as text; valid input is saved at once, bad input explained. */
function ScoreInput({ member, score, part, id }: { member: CairnMember; score: ScoreKey; part: 'current' | 'max'; id: string }) {
  const value = member[score][part];
  const [text, setText] = useState(String(value));
  useEffect(() => {
    setText((shown) => {
      const read = parseCairnScore(shown, 0, CAIRN_SCORE_LIMIT, 'it');
      return read.ok && read.value === value ? shown : String(value);
    });
  }, [value]);
  const label = score === 'hp' ? 'HP' : CAIRN_ATTRIBUTE_NAMES[score];
  const upper = part === 'current' ? member[score].max : CAIRN_SCORE_LIMIT;
  const read = (shown: string) => parseCairnScore(shown, 0, upper, `${part} ${label}`);
  const reading = read(text);
  return (
    <NumberField
      id={id}
      label={part === 'current' ? `${label} now` : `${label} max`}
      text={text}
      error={reading.ok ? null : reading.message}
      onText={(next) => {
        setText(next);
        const parsed = read(next);
        if (!parsed.ok) return;
        const number = parsed.value;
        updateCairnMember(member.id, (current) => ({
          ...current,
          [score]: part === 'current' ? setCairnCurrent(current[score], number) : setCairnMax(current[score], number),
        }));
      }}
    />
  );
}

function ArmorInput({ member, id }: { member: CairnMember; id: string }) {
  const [text, setText] = useState(String(member.armor));
  useEffect(() => setText((shown) => (shown.trim() === String(member.armor) ? shown : String(member.armor))), [member.armor]);
  const reading = parseCairnScore(text, 0, CAIRN_MAX_ARMOR, 'Armor');
  return (
    <NumberField
      id={id}
      label="Armor (0–3)"
      text={text}
      error={reading.ok ? null : reading.message}
      hint="At most 3. Shields and helmets count only while held or worn."
      onText={(next) => {
        setText(next);
        const read = parseCairnScore(next, 0, CAIRN_MAX_ARMOR, 'Armor');
        if (read.ok) updateCairnMember(member.id, (current) => ({ ...current, armor: read.value }));
      }}
    />
  );
}

function MemberCard({ member, id, headingLevel, onRemove }: { member: CairnMember; id: string; headingLevel: HeadingLevel; onRemove: () => void }) {
  const [message, setMessage] = useState('');
  const cardRef = useRef<HTMLElement>(null);
  const fid = `${id}-${member.id}`;
  const free = CAIRN_INVENTORY_SLOTS - member.fatigue;
  const zero = describeCairnZero(member);
  const who = cairnMemberName(member);
  const badges = [
    ...(member.dead ? ['Dead'] : []),
    ...(member.criticalDamage ? ['Critical damage'] : []),
    ...(member.deprived ? ['Deprived'] : []),
    ...zero.filter((state) => !state.startsWith('STR')),
  ];

  function rest(kind: 'short' | 'full' | 'week') {
    if (member.dead) return setMessage(`${who} is dead and cannot rest.`);
    if (member.deprived) return setMessage(`${who} is Deprived: a Deprived PC cannot recover HP, Attributes, or item slots from Fatigue.`);
    const change = kind === 'short' ? cairnShortRest : kind === 'full' ? cairnFullRest : cairnWeekRest;
    updateCairnMember(member.id, change);
    setMessage(
      kind === 'short'
        ? `${who} rests a few moments: HP restored to ${member.hp.max}.`
        : kind === 'full'
          ? `${who} gets a full night’s rest in a safe spot: HP restored and Fatigue cleared.`
          : `${who} rests a week with a healer: HP, STR, DEX and WIL restored, Fatigue cleared.`,
    );
  }

  return (
    <li>
      <article ref={cardRef} class="tool-card" aria-labelledby={`${fid}-name-heading`}>
        <div class="cairn-member-head">
          <Heading level={headingLevel} id={`${fid}-name-heading`}>
            {who}
          </Heading>
          <span class="tool-muted">{member.kind === 'character' ? 'Character' : 'Hireling'}</span>
        </div>
        {badges.length > 0 ? (
          <ul class="cairn-badges" aria-label={`${who}’s state`}>
            {badges.map((badge) => (
              <li key={badge}>{badge}</li>
            ))}
          </ul>
        ) : null}
        <div class="tool-grid">
          <div class="field">
            <label for={`${fid}-name`}>Name</label>
            <input
              id={`${fid}-name`}
              type="text"
              autocomplete="off"
              maxLength={CAIRN_NAME_LIMIT}
              value={member.name}
              onInput={(event) => {
                const name = event.currentTarget.value.slice(0, CAIRN_NAME_LIMIT);
                updateCairnMember(member.id, (current) => ({ ...current, name }));
              }}
            />
          </div>
          <ChoiceField id={`${fid}-kind`} label="Kind" value={member.kind} options={KINDS} onChange={(kind) => updateCairnMember(member.id, (current) => ({ ...current, kind }))} />
        </div>
        <div class="cairn-scores">
          {(['hp', ...CAIRN_ATTRIBUTES] as ScoreKey[]).map((score) => (
            <div key={score} class="cairn-pair">
              <ScoreInput member={member} score={score} part="current" id={`${fid}-${score}-current`} />
              <ScoreInput member={member} score={score} part="max" id={`${fid}-${score}-max`} />
            </div>
          ))}
        </div>
        {zero.length > 0 ? <p class="tool-notice">{zero.join('. ')}.</p> : null}
        <div class="tool-grid">
          <ArmorInput member={member} id={`${fid}-armor`} />
        </div>
        <div class="tool-row">
          <Toggle id={`${fid}-deprived`} label="Deprived" checked={member.deprived} onChange={(deprived) => updateCairnMember(member.id, (current) => ({ ...current, deprived }))} />
          <Toggle
            id={`${fid}-critical`}
            label="Critical damage"
            checked={member.criticalDamage}
            onChange={(criticalDamage) => updateCairnMember(member.id, (current) => ({ ...current, criticalDamage }))}
          />
          <Toggle id={`${fid}-dead`} label="Dead" checked={member.dead} onChange={(dead) => updateCairnMember(member.id, (current) => ({ ...current, dead }))} />
        </div>
        {member.criticalDamage && !member.dead ? (
          <p class="tool-muted">Critical damage: can only crawl weakly; stabilizes with aid such as bandages, dies within the hour if left untreated.</p>
        ) : null}
        <p id={`${fid}-fatigue-text`}>
          Fatigue fills <strong>{member.fatigue}</strong> of {CAIRN_INVENTORY_SLOTS} inventory slots ({free} free).
          {free === 0 ? ' No free slots: more Fatigue means dropping an item.' : ''}
        </p>
        <ul class="cairn-slots" aria-hidden="true">
          {Array.from({ length: CAIRN_INVENTORY_SLOTS }, (_, index) => (
            <li key={index} data-fatigue={index < member.fatigue ? 'true' : 'false'} />
          ))}
        </ul>
        <div class="tool-row cairn-no-print">
          <button
            type="button"
            class="text-button"
            onClick={() => {
              if (free === 0) setMessage(`${who} has no free slot: drop an item from the inventory to add Fatigue.`);
              else {
                addCairnFatigue(member.id);
                setMessage(`${who} adds a Fatigue.`);
              }
            }}
          >
            Add Fatigue to {who}
          </button>
          <button
            type="button"
            class="text-button"
            disabled={member.fatigue === 0}
            onClick={() => updateCairnMember(member.id, (current) => ({ ...current, fatigue: Math.max(0, current.fatigue - 1) }))}
          >
            Remove a Fatigue from {who}
          </button>
        </div>
        <p class="tool-muted">A Deprived PC who stays Deprived for more than a day adds one Fatigue for each day.</p>
        {member.scars.length > 0 ? (
          <>
            <p>
              <strong>Scars</strong>
            </p>
            <ul>
              {member.scars.map((scar, index) => (
                <li key={`${index}-${scar}`}>
                  {scar}{' '}
                  <button
                    type="button"
                    class="text-button cairn-no-print"
                    onClick={() => updateCairnMember(member.id, (current) => ({ ...current, scars: current.scars.filter((_, at) => at !== index) }))}
                  >
                    Remove scar “{scar.split(' (')[0]}”
                  </button>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <div class="field">
          <label for={`${fid}-notes`}>Notes</label>
          <textarea
            id={`${fid}-notes`}
            rows={3}
            maxLength={CAIRN_NOTES_LIMIT}
            value={member.notes}
            onInput={(event) => {
              const notes = event.currentTarget.value.slice(0, CAIRN_NOTES_LIMIT);
              updateCairnMember(member.id, (current) => ({ ...current, notes }));
            }}
          />
        </div>
        <div class="tool-row cairn-no-print">
          <button type="button" class="text-button" onClick={() => rest('short')}>
            Short rest (restore HP)
          </button>
          <button type="button" class="text-button" onClick={() => rest('full')}>
            Full night’s rest (HP, Fatigue)
          </button>
          <button type="button" class="text-button" onClick={() => rest('week')}>
            Week’s rest with a healer (Attributes)
          </button>
        </div>
        <p class="tool-muted" role="status">
          {message}
        </p>
        <div class="tool-row cairn-no-print">
          <button type="button" class="text-button" onClick={() => cardRef.current && printCairnElement(cardRef.current)}>
            Print {who}
          </button>
          <button type="button" class="text-button" onClick={onRemove}>
            Remove {who}
          </button>
        </div>
      </article>
    </li>
  );
}

function AddForm({ id }: { id: string }) {
  const [kind, setKind] = useState<'character' | 'hireling'>('character');
  const [name, setName] = useState('');
  const [texts, setTexts] = useState({ str: '10', dex: '10', wil: '10', hp: '4', armor: '0' });
  const [tried, setTried] = useState(false);
  const [message, setMessage] = useState('');
  const readings = {
    str: parseCairnScore(texts.str, 1, CAIRN_SCORE_LIMIT, 'STR'),
    dex: parseCairnScore(texts.dex, 1, CAIRN_SCORE_LIMIT, 'DEX'),
    wil: parseCairnScore(texts.wil, 1, CAIRN_SCORE_LIMIT, 'WIL'),
    hp: parseCairnScore(texts.hp, 1, CAIRN_SCORE_LIMIT, 'HP'),
    armor: parseCairnScore(texts.armor, 0, CAIRN_MAX_ARMOR, 'Armor'),
  };
  const nameError = name.trim() === '' ? 'Enter a name.' : null;
  const errorOf = (key: keyof typeof readings) => {
    const reading = readings[key];
    return reading.ok ? null : reading.message;
  };
  const show = (error: string | null) => (tried ? error : null);

  function add(event: Event) {
    event.preventDefault();
    setTried(true);
    const { str, dex, wil, hp, armor } = readings;
    if (nameError || !str.ok || !dex.ok || !wil.ok || !hp.ok || !armor.ok) {
      const first = nameError ? 'name' : (['str', 'dex', 'wil', 'hp', 'armor'] as const).find((key) => !readings[key].ok);
      document.getElementById(`${id}-new-${first}`)?.focus();
      return;
    }
    const added = addCairnMember({ kind, name: name.trim(), str: str.value, dex: dex.value, wil: wil.value, hp: hp.value, armor: armor.value });
    if (added === '') {
      setMessage(`The party is full (${CAIRN_PARTY_LIMIT}); remove someone first.`);
      return;
    }
    setMessage(`Added ${name.trim()}.`);
    setName('');
    setTried(false);
  }

  const field = (key: keyof typeof texts, label: string, hint?: string) => (
    <NumberField
      id={`${id}-new-${key}`}
      label={label}
      text={texts[key]}
      onText={(text) => setTexts((all) => ({ ...all, [key]: text }))}
      error={show(errorOf(key))}
      {...(hint ? { hint } : {})}
    />
  );

  return (
    <form class="tool-card cairn-no-print" onSubmit={add} noValidate aria-labelledby={`${id}-new-title`}>
      <p id={`${id}-new-title`}>
        <strong>Add a character or hireling</strong>
      </p>
      <p class="tool-muted">
        Roll them up with the character creation rules and hireling tables at{' '}
        <a href="https://cairnrpg.com" rel="noopener">
          cairnrpg.com
        </a>
        ; scores start full.
      </p>
      <div class="tool-grid">
        <ChoiceField id={`${id}-new-kind`} label="Kind" value={kind} options={KINDS} onChange={setKind} />
        <div class="field">
          <label for={`${id}-new-name`}>Name</label>
          <input
            id={`${id}-new-name`}
            type="text"
            autocomplete="off"
            maxLength={CAIRN_NAME_LIMIT}
            value={name}
            onInput={(event) => setName(event.currentTarget.value)}
            aria-invalid={show(nameError) ? 'true' : 'false'}
            aria-describedby={show(nameError) ? `${id}-new-name-error` : undefined}
          />
          {show(nameError) ? (
            <p id={`${id}-new-name-error`} class="field-error">
              {nameError}
            </p>
          ) : null}
        </div>
        {field('str', 'STR')}
        {field('dex', 'DEX')}
        {field('wil', 'WIL')}
        {field('hp', 'HP')}
        {field('armor', 'Armor (0–3)', 'At most 3; shields and helmets count only while held or worn.')}
      </div>
      <button type="submit" class="primary-button">
        Add to the party
      </button>
      <p class="tool-muted" role="status">
        {message}
      </p>
    </form>
  );
}

function PartyFile({ id }: { id: string }) {
  const party = useStore($cairnParty);
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  const [pending, setPending] = useState<{ members: readonly CairnMember[]; fileName: string } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  async function choose(input: HTMLInputElement) {
    const file = input.files?.[0];
    setError('');
    setStatus('');
    setPending(null);
    if (!file) return;
    const read = await readTextFile(file, MAX_PARTY_FILE_BYTES, 'a Cairn party file');
    if (!read.ok) return setError(read.message);
    const parsed = readCairnPartyFile(read.text, file.name);
    if (!parsed.ok) return setError(parsed.message);
    setPending({ members: parsed.members, fileName: file.name });
  }

  function clearInput() {
    if (fileInput.current) fileInput.current.value = '';
  }

  return (
    <div class="tool-card cairn-no-print" role="group" aria-labelledby={`${id}-file-title`}>
      <p id={`${id}-file-title`}>
        <strong>Save or load the party as a file</strong>
      </p>
      <div class="tool-row">
        <button
          type="button"
          class="text-button"
          onClick={() => {
            const fileName = cairnPartyFileName(new Date());
            downloadJson(encodeCairnPartyFile(party), fileName);
            setStatus(`Exported ${describeCairnParty(party)} as ${fileName}.`);
          }}
        >
          Export the party (JSON)
        </button>
      </div>
      <div class="field">
        <label for={`${id}-import`}>Import a party file (JSON)</label>
        <input
          ref={fileInput}
          id={`${id}-import`}
          type="file"
          accept="application/json,.json"
          aria-invalid={error ? 'true' : 'false'}
          aria-describedby={error ? `${id}-import-error` : undefined}
          onChange={(event) => void choose(event.currentTarget)}
        />
        {error ? (
          <p id={`${id}-import-error`} class="field-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      {pending ? (
        <div class="tool-notice" role="alert">
          <p>
            {pending.fileName} holds {describeCairnParty(pending.members)}. Replace the party here ({describeCairnParty(party)}) with it?
          </p>
          <div class="tool-row">
            <button
              type="button"
              class="primary-button"
              onClick={() => {
                replaceCairnParty(pending.members);
                setStatus(`Imported ${describeCairnParty(pending.members)} from ${pending.fileName}.`);
                setPending(null);
                clearInput();
              }}
            >
              Replace the party
            </button>
            <button
              type="button"
              class="text-button"
              onClick={() => {
                setPending(null);
                clearInput();
              }}
            >
              Cancel import
            </button>
          </div>
        </div>
      ) : null}
      <p class="tool-muted" role="status">
        {status}
      </p>
    </div>
  );
}

export default function PartyTracker({ id = 'cairn-party', title = 'Party tracker', headingLevel = 3 }: Props) {
  const party = useStore($cairnParty);
  const [removed, setRemoved] = useState<RemovedCairnMember | null>(null);
  const sub = deeper(headingLevel);

  return (
    <ToolSection id={id} title={title} headingLevel={headingLevel} class="cairn-tool">
      <StoreNotice $notice={$cairnPartyNotice} />
      <p class="tool-muted">Saved in this browser and shared with the combat resolver and the other Cairn tools. {describeCairnParty(party)[0]?.toUpperCase()}{describeCairnParty(party).slice(1)} in the party.</p>
      <AddForm id={id} />
      {removed ? (
        <p class="tool-notice" role="status">
          Removed {cairnMemberName(removed.member)}.{' '}
          <button
            type="button"
            class="text-button"
            onClick={() => {
              restoreCairnMember(removed);
              setRemoved(null);
            }}
          >
            Undo remove
          </button>
        </p>
      ) : null}
      {party.length > 0 ? (
        <ul class="tool-list" aria-label="Party members">
          {party.map((member) => (
            <MemberCard key={member.id} member={member} id={id} headingLevel={sub} onRemove={() => setRemoved(removeCairnMemberWithUndo(member.id) ?? null)} />
          ))}
        </ul>
      ) : (
        <p>No one in the party yet.</p>
      )}
      <PartyFile id={id} />
      {party.length > 0 ? (
        <button type="button" class="text-button cairn-no-print" onClick={() => printCairnElement(document.getElementById(id))}>
          Print the party
        </button>
      ) : null}
    </ToolSection>
  );
}
