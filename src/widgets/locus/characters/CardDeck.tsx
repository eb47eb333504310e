/**
 * The Cast's card deck: a standard deck without Jokers, shuffled with the unbiased browser rng
 * and shared by every character. Draw for a Character (a Virtue-suit card gives +3 WP and goes
 * straight to the discard pile; any other card joins the Hand), shed a card from a Hand for one
 * of the text's reasons, reshuffle the discard pile. Every draw goes to the roll log.
 *
 * State: `$deck` (draw and discard piles, null until the first shuffle) and the Hands in `$cast`.
 * Place it with `<CardDeck client:visible-after-load />`.
 */
import { useState } from 'preact/hooks';
import {
  ConfirmAction,
  deeper,
  type HeadingLevel,
  LiveNote,
  RollButton,
  StoreNotice,
  ToolSection,
  useSaved,
  useShown,
  useActionNote,
} from '../../kit';
import {
  cardDrawTool,
  checkLogSource,
  discard,
  drawCard,
  receiveDrawnCard,
  reshuffleDiscards,
  type DrawResolution,
} from '../../../rules/locus';
import { browserRng } from '../../../lib/browser-rng';
import { $cast, updateCharacter } from '../../../stores/locus/cast';
import { $deck, $deckNotice } from '../../../stores/locus/deck';
import { logRoll } from '../log-roll';
import CharacterPicker from './CharacterPicker';
import { describeDrawOutcome, suitLabel } from '../../../rules/locus';
import { countCards, countDeck, createDeckWithoutHands } from '../../../rules/locus';
import { TRACKER_HREF } from './links';
import PlayingCard from './PlayingCard';
import ShedCardForm from './ShedCardForm';
import { displayName } from '../../../rules/locus';
import './characters.css';
import SheetSection from './SheetSection';

interface Props {
  headingLevel?: 2 | 3 | 4;
  /** Prefix for element ids; one deck per page. */
  id?: string;
  /** Where "choose the suits in the Cast tracker" links to. */
  trackerHref?: string;
}

interface Drawn {
  readonly resolution: DrawResolution;
  readonly text: string;
}

export default function CardDeck({
  headingLevel = 3,
  id = 'deck',
  trackerHref = TRACKER_HREF,
}: Props) {
  const deck = useSaved($deck);
  const cast = useSaved($cast);
  const [drawFor, setDrawFor] = useState<string | undefined>(undefined);
  const [shedFrom, setShedFrom] = useState<string | undefined>(undefined);
  const [drawn, show] = useShown<Drawn>();
  const deckNote = useActionNote();
  const [confirmShuffle, setConfirmShuffle] = useState(false);
  const level = headingLevel as HeadingLevel;
  const sub = deeper(level);
  const counts = countDeck(deck, cast.characters);
  const drawer = cast.characters.find(
    (character) => character.id === drawFor && character.kind === 'character',
  );
  // Why a draw cannot be made now, shown beside the Draw button, which is off until it can: a
  // press never does nothing, and the reason is read with the button.
  const nextDraw = deck ? drawCard(deck) : null;
  const drawBlockedBy =
    nextDraw === null
      ? 'Shuffle a new deck first.'
      : !nextDraw.ok
        ? nextDraw.error.message
        : drawer
          ? null
          : 'Choose the Character who draws.';
  const shedder = cast.characters.find(
    (character) => character.id === shedFrom && character.kind === 'character',
  );

  const shuffleNew = () => {
    $deck.set(createDeckWithoutHands(cast.characters, browserRng));
    setConfirmShuffle(false);
    deckNote.done(
      counts.inHands > 0
        ? `A new deck is shuffled: ${countCards(52 - counts.inHands)}, leaving out the ${countCards(counts.inHands)} held in Hands.`
        : 'A new deck of 52 cards is shuffled.',
    );
  };

  const reshuffle = () => {
    if (!deck) return;
    if (deck.discardPile.length === 0) {
      deckNote.refuse('The discard pile is empty: nothing to reshuffle.');
      return;
    }
    $deck.set(reshuffleDiscards(deck, browserRng));
    deckNote.done(
      `${countCards(deck.discardPile.length)} from the discard pile shuffled in under the ${countCards(deck.drawPile.length)} left in the draw pile.`,
    );
  };

  const draw = () => {
    if (!nextDraw?.ok || !drawer) return;
    const { card, state } = nextDraw.value;
    let resolution: DrawResolution | undefined;
    const updated = updateCharacter(drawer.id, (current) => {
      const received = receiveDrawnCard(current, card);
      resolution = received.resolution;
      return received.character;
    });
    if (!updated.ok || !resolution) {
      // The Cast changed meanwhile (another tab removed the character): said under the deck.
      deckNote.refuse(updated.ok ? 'The card could not be given.' : updated.error.message);
      return;
    }
    $deck.set(resolution.destination === 'discard' ? discard(state, card) : state);
    const name = displayName(updated.value);
    const text = describeDrawOutcome(resolution, name);
    const input = {
      name,
      virtueSuit: updated.value.virtueSuit,
      hauntSuit: updated.value.hauntSuit,
    };
    logRoll(cardDrawTool, input, resolution, checkLogSource('card draw', name), id);
    deckNote.clear();
    show({ resolution: resolution as DrawResolution, text });
  };

  const characters = cast.characters.filter((character) => character.kind === 'character');

  return (
    <ToolSection id={id} title="Card deck" headingLevel={level} class="locus-deck">
      <p class="tool-hint">
        A standard 52-card deck without Jokers, shared by the whole Cast. Cards held in Hands are in
        neither pile.
      </p>
      <StoreNotice $notice={$deckNotice} />

      <LiveNote as="div">
        {deck ? (
          <p>
            <strong>{countCards(counts.drawPile)} left</strong> in the draw pile ·{' '}
            {countCards(counts.discardPile)} in the discard pile · {countCards(counts.inHands)} in
            Hands
          </p>
        ) : (
          <p>No deck yet: shuffle one to start drawing.</p>
        )}
      </LiveNote>
      <div class="tool-actions">
        <button
          type="button"
          class={deck ? 'text-button' : 'primary-button'}
          onClick={() => (deck ? setConfirmShuffle(true) : shuffleNew())}
        >
          Shuffle a new deck
        </button>
        {deck ? (
          <button type="button" class="text-button" onClick={reshuffle}>
            Reshuffle the discard pile
          </button>
        ) : null}
      </div>
      {confirmShuffle ? (
        <ConfirmAction
          id={id}
          question={`Gather the draw and discard piles and shuffle a new deck? Cards held in Hands stay there (${countCards(counts.inHands)}) and are left out of the new deck.`}
          confirm="Shuffle"
          onConfirm={shuffleNew}
          onCancel={() => setConfirmShuffle(false)}
        />
      ) : null}
      {deckNote.note}

      <SheetSection id={id} part="draw" level={sub} title="Draw a card">
        {characters.length === 0 ? (
          <p>
            The Cast has no Characters yet (Foils do not draw).{' '}
            <a href={trackerHref}>Add one in the Cast tracker</a>.
          </p>
        ) : (
          <>
            <CharacterPicker
              id={`${id}-draw-for`}
              label="Draw for"
              value={drawFor}
              onChange={setDrawFor}
              noneLabel="Choose a Character"
              charactersOnly
            />
            {drawer ? (
              drawer.virtueSuit === null && drawer.hauntSuit === null ? (
                <p class="tool-hint">
                  {displayName(drawer)} has no Virtue or Haunt suit chosen, so every card goes into
                  the Hand. <a href={trackerHref}>Choose the suits in the Cast tracker</a>.
                </p>
              ) : (
                <p class="tool-hint">
                  {displayName(drawer)}: Virtue suit {suitLabel(drawer.virtueSuit)}, Haunt suit{' '}
                  {suitLabel(drawer.hauntSuit)}.
                  {drawer.virtueSuit === null ? (
                    <>
                      {' '}
                      No Virtue suit: every card goes into the Hand.{' '}
                      <a href={trackerHref}>Choose it in the Cast tracker</a>.
                    </>
                  ) : null}
                </p>
              )
            ) : null}
            <RollButton id={`${id}-draw`} blockedBy={drawBlockedBy} onClick={draw}>
              Draw a card
            </RollButton>
          </>
        )}
        <LiveNote as="div">
          {drawn ? (
            <div key={drawn.serial} class="tool-row locus-drawn">
              <PlayingCard card={drawn.value.resolution.card} large named={false} />
              <p>{drawn.value.text}</p>
            </div>
          ) : null}
        </LiveNote>
        <p class="tool-hint">
          Draw when: every hour of real time; visions or hallucinations (Spot Effects); acting in
          accordance with the Vice; a Set Piece (once each). A Virtue-suit card gives +3 WP and is
          discarded at once; any other card goes into the Hand.
        </p>
      </SheetSection>

      <SheetSection id={id} part="shed" level={sub} title="Shed a card">
        {characters.length > 0 ? (
          <>
            <CharacterPicker
              id={`${id}-shed-from`}
              label="Shed from the Hand of"
              value={shedFrom}
              onChange={setShedFrom}
              noneLabel="Choose a Character"
              charactersOnly
            />
            {shedder ? (
              <ShedCardForm key={shedder.id} id={`${id}-${shedder.id}`} character={shedder} />
            ) : null}
          </>
        ) : null}
        <p class="tool-hint">
          Every reason sheds a neutral (non-Haunt) card; the last three (own Virtue, resisting the
          Haunt or Vice, notably opposing the Haunt) may shed a Haunt-suit card instead.
        </p>
      </SheetSection>
    </ToolSection>
  );
}
