/**
 * The Monster Builder: the Director's Monsters, one card at a time. New, start from one of the
 * text's four samples (description only: the numbers are the Director's), edit with a live threat
 * grade, duplicate, delete with undo, print the card, share by link, export and import JSON.
 * Saved in this browser through the Monsters store and shared by open tabs.
 *
 * A page opened with `?monster=<encoded>` shows that Monster read-only with "Save to my
 * Monsters"; the link is validated by the rules' `decodeMonsterLink`, so a tampered link shows
 * an error at the top, runs nothing and changes no saved Monster.
 *
 * Place with `<MonsterBuilder client:only="preact" />`: it reads saved state and the address.
 * `headingLevel` is the level of its own heading (4 under an h3).
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { useStore } from '@nanostores/preact';
import {
  createMonsterDraft,
  decodeMonsterLink,
  draftFromSample,
  MONSTER_SHARE_PARAM,
  monsterDisplayName,
  monsterThreatInput,
  SAMPLE_MONSTERS,
  scoreThreat,
  summarizeScore,
  type Monster,
  type MonsterDraft,
} from '../../../rules/locus';
import { $monsters, $monstersNotice, addMonsters, duplicateMonster, removeMonster, restoreMonster, updateMonster } from '../../../stores/locus/monsters';
import Heading, { deeper, type HeadingLevel } from '../../shared/Heading';
import ToolSection from '../../kit/ToolSection';
import StoreNotice from '../../kit/StoreNotice';
import MonsterCard, { printMonsterCard } from './MonsterCard';
import MonsterFile from './MonsterFile';
import MonsterForm, { monsterFieldBase } from './MonsterForm';
import SharePanel from './SharePanel';
import gmCss from './gm.css?inline';
import { injectStyle } from '../../shared/inject-style';

injectStyle('locus-gm', gmCss);

interface Props {
  readonly id?: string;
  readonly headingLevel?: 2 | 3 | 4 | 5;
  readonly title?: string;
}

type Shared = { readonly ok: true; readonly monster: MonsterDraft } | { readonly ok: false; readonly message: string };

/** The Monster in the address, if any: read once, when the builder opens. */
function readSharedMonster(): Shared | null {
  const value = new URLSearchParams(window.location.search).get(MONSTER_SHARE_PARAM);
  if (value === null) return null;
  const decoded = decodeMonsterLink(value);
  return decoded.ok ? { ok: true, monster: decoded.value } : { ok: false, message: decoded.error.message };
}

/** Take the shared Monster out of the address, so a reload does not offer it again. */
function forgetSharedMonster(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(MONSTER_SHARE_PARAM)) return;
  url.searchParams.delete(MONSTER_SHARE_PARAM);
  window.history.replaceState(window.history.state, '', url.href);
}

export default function MonsterBuilder({ id = 'monster-builder', headingLevel = 4, title = 'Monster builder' }: Props) {
  const list = useStore($monsters);
  const [selectedId, setSelectedId] = useState<string | undefined>(undefined);
  const [shared, setShared] = useState<Shared | null>(() => readSharedMonster());
  const [sample, setSample] = useState(SAMPLE_MONSTERS[0]?.id ?? '');
  const [removed, setRemoved] = useState<{ monster: Monster; index: number } | null>(null);
  const [status, setStatus] = useState('');
  const undoButton = useRef<HTMLButtonElement>(null);
  const sharedBox = useRef<HTMLDivElement>(null);
  const level = headingLevel as HeadingLevel;
  const sub = deeper(level);
  const monsters = list.monsters;
  const selected = monsters.find((monster) => monster.id === selectedId) ?? monsters[0];

  useEffect(() => {
    if (removed) undoButton.current?.focus();
  }, [removed]);

  // Bring a shared Monster (or the reason it could not be opened) into view once, on arrival.
  useEffect(() => {
    if (shared) sharedBox.current?.focus();
  }, []);

  const select = (monster: Monster | undefined) => {
    setSelectedId(monster?.id);
    if (monster) requestAnimationFrame(() => document.getElementById(`${monsterFieldBase(id, monster.id)}-name`)?.focus());
  };

  const add = (draft: MonsterDraft, what: string) => {
    const added = addMonsters([draft]);
    if (!added.ok) {
      setStatus(added.error.message);
      return undefined;
    }
    const monster = added.value[0];
    setRemoved(null);
    setStatus(`${what} added to your Monsters.`);
    select(monster);
    return monster;
  };

  const fromSample = () => {
    const chosen = SAMPLE_MONSTERS.find((candidate) => candidate.id === sample);
    if (chosen) add(draftFromSample(chosen), `A new Monster from the sample "${chosen.label}" (description filled in; set its numbers)`);
  };

  const saveShared = () => {
    if (!shared?.ok) return;
    const monster = add(shared.monster, `${monsterDisplayName(shared.monster)} (from the link)`);
    if (!monster) return;
    setShared(null);
    forgetSharedMonster();
  };

  const closeShared = () => {
    setShared(null);
    forgetSharedMonster();
    setStatus('The shared Monster was closed; nothing was saved.');
  };

  const remove = (monster: Monster) => {
    const result = removeMonster(monster.id);
    if (!result) return;
    setRemoved(result);
    setStatus('');
    setSelectedId(undefined);
  };

  const undo = () => {
    if (!removed) return;
    const restored = restoreMonster(removed);
    setRemoved(null);
    setStatus(`${monsterDisplayName(restored)} is back.`);
    select(restored);
  };

  const duplicate = (monster: Monster) => {
    const copy = duplicateMonster(monster.id);
    if (!copy) return;
    setRemoved(null);
    setStatus(`Made a copy of ${monsterDisplayName(monster)}: ${monsterDisplayName(copy)}.`);
    select(copy);
  };

  return (
    <ToolSection id={id} title={title} headingLevel={level}>

      {shared && !shared.ok ? (
        <div ref={sharedBox} class="tool-notice" role="alert" tabIndex={-1}>
          <p>
            <strong>This share link could not be opened.</strong> {shared.message} Nothing was saved and your Monsters are unchanged.
          </p>
          <button type="button" class="text-button" onClick={closeShared}>
            Dismiss
          </button>
        </div>
      ) : null}

      {shared?.ok ? (
        <div ref={sharedBox} class="locus-shared" role="region" aria-labelledby={`${id}-shared-title`} tabIndex={-1}>
          <Heading level={sub} id={`${id}-shared-title`} class="locus-subtitle">
            Shared with you: {monsterDisplayName(shared.monster)}
          </Heading>
          <p class="tool-hint">Opened from a link, read-only. Save it to edit it; your saved Monsters are unchanged until you do.</p>
          <div class="tool-actions">
            <button type="button" class="primary-button" onClick={saveShared}>
              Save to my Monsters
            </button>
            <button type="button" class="text-button" onClick={closeShared}>
              Close without saving
            </button>
          </div>
          <MonsterCard id={`${id}-shared-card`} monster={shared.monster} level={deeper(sub)} />
        </div>
      ) : null}

      <p class="tool-hint">Your Monsters are saved in this browser as you type and shared by your open tabs. Export them as a file to keep them or move them.</p>
      <StoreNotice $notice={$monstersNotice} />

      {monsters.length === 0 ? (
        <p>No Monsters yet: start a new one or from one of the text's samples.</p>
      ) : (
        <div>
          <p id={`${id}-list-label`} class="locus-label">
            Your Monsters ({monsters.length}): choose one to edit
          </p>
          <ul class="locus-monster-list" aria-labelledby={`${id}-list-label`}>
            {monsters.map((monster) => (
              <li key={monster.id}>
                <button type="button" class="locus-pick" aria-pressed={monster.id === selected?.id ? 'true' : 'false'} onClick={() => setSelectedId(monster.id)}>
                  <span class="locus-pick-name">{monsterDisplayName(monster)}</span>
                  <span class="tool-muted">{summarizeScore(scoreThreat(monsterThreatInput(monster)))}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}

      {removed ? (
        <p class="tool-notice" role="status">
          {monsterDisplayName(removed.monster)} was deleted.{' '}
          <button ref={undoButton} type="button" class="text-button" onClick={undo}>
            Undo
          </button>
        </p>
      ) : null}

      <div class="locus-start">
        <button type="button" class="primary-button" onClick={() => add(createMonsterDraft(), 'A new blank Monster')}>
          New Monster
        </button>
        <div class="tool-row">
          <div class="field">
            <label for={`${id}-sample`}>Start from a sample (from the text: description only, you set the numbers)</label>
            <select id={`${id}-sample`} value={sample} onChange={(event) => setSample(event.currentTarget.value)}>
              {SAMPLE_MONSTERS.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {candidate.label}
                </option>
              ))}
            </select>
          </div>
          <button type="button" class="text-button" onClick={fromSample}>
            Start from this sample
          </button>
        </div>
      </div>
      <p class="locus-live" role="status">
        {status}
      </p>

      {selected ? (
        <article class="locus-part" aria-labelledby={`${id}-editor-title`}>
          <Heading level={sub} id={`${id}-editor-title`} class="locus-subtitle">
            Editing: {monsterDisplayName(selected)}
          </Heading>
          <MonsterForm key={selected.id} id={id} level={sub} monster={selected} onChange={(update) => updateMonster(selected.id, update)} />
          <div class="tool-actions">
            <button type="button" class="text-button" onClick={() => duplicate(selected)}>
              Duplicate
            </button>
            <button type="button" class="text-button" onClick={() => remove(selected)}>
              Delete
            </button>
            <button type="button" class="text-button" onClick={printMonsterCard}>
              Print card
            </button>
          </div>
          <SharePanel key={selected.id} id={`${id}-share`} monster={selected} anchor={id} />
        </article>
      ) : null}

      <MonsterFile id={id} selected={selected} all={monsters} onImported={(added) => select(added[0])} />

      {selected ? (
        <section class="locus-part" aria-labelledby={`${id}-preview-title`}>
          <Heading level={sub} id={`${id}-preview-title`} class="locus-subtitle">
            Card preview
          </Heading>
          <MonsterCard id={`${id}-preview-card`} monster={selected} level={deeper(sub)} printable />
        </section>
      ) : null}
    </ToolSection>
  );
}
