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
  Button,
  ConfirmAction,
  deeper,
  LiveNote,
  RollButton,
  ToolSection,
  useSaved,
  useShown,
  useActionNote,
  toolFrame,
  type ToolProps,
} from '../../kit';
import {
  cardDrawTool,
  describeCardDrawn,
  viewCardDeck,
  type CardDrawn,
} from '../../../rules/locus';
import { browserRng } from '../../../lib/browser-rng';
import { $cast } from '../../../stores/locus/cast';
import {
  $deck,
  $deckNotice,
  drawCardFor,
  reshuffleDiscardPile,
  shuffleNewDeck,
} from '../../../stores/locus/deck';
import { logRoll } from '../log-roll';
import CharacterPicker from './CharacterPicker';
import { TRACKER_HREF } from './links';
import PlayingCard from './PlayingCard';
import ShedCardForm from './ShedCardForm';
import './characters.css';
import SheetSection from './SheetSection';

interface Props extends ToolProps {
  /** Where "choose the suits in the Cast tracker" links to. */
  trackerHref?: string;
}

/** The picker of a Character (Foils hold no Hand) for one deck action. */
function DeckPicker(props: {
  id: string;
  label: string;
  value: string | undefined;
  onChange: (id: string | undefined) => void;
}) {
  return <CharacterPicker {...props} noneLabel="Choose a Character" charactersOnly />;
}

export default function CardDeck(props: Props) {
  const { trackerHref = TRACKER_HREF } = props;
  const { id, title, headingLevel } = toolFrame(props, 'deck', 'Card deck');
  const deck = useSaved($deck);
  const cast = useSaved($cast);
  const [drawerId, setDrawerId] = useState<string | undefined>(undefined);
  const [shedderId, setShedderId] = useState<string | undefined>(undefined);
  const view = viewCardDeck(deck, cast.characters, { drawerId, shedderId });
  const { drawer, shedder } = view;
  const [drawn, show] = useShown<CardDrawn>();
  const deckNote = useActionNote();
  const [confirmShuffle, setConfirmShuffle] = useState(false);
  const sub = deeper(headingLevel);

  const shuffleNew = () => {
    setConfirmShuffle(false);
    deckNote.done(shuffleNewDeck(browserRng));
  };

  const draw = () => {
    if (!drawer) return;
    const drawnFor = drawCardFor(drawer.id);
    // A refusal (the Cast changed meanwhile in another tab) is said under the deck.
    if (!drawnFor.ok) return deckNote.refuse(drawnFor.error.message);
    const { resolution, character } = drawnFor.value;
    const card = describeCardDrawn(resolution, character);
    logRoll(cardDrawTool, card.input, resolution, card.source, id);
    deckNote.clear();
    show(card);
  };

  return (
    <ToolSection
      id={id}
      title={title}
      headingLevel={headingLevel}
      class="locus-deck"
      notices={[$deckNotice]}
    >
      <p class="tool-hint">
        A standard 52-card deck without Jokers, shared by the whole Cast. Cards held in Hands are in
        neither pile.
      </p>

      <LiveNote as="div">
        {view.piles ? (
          <p>
            <strong>{view.piles.left}</strong> {view.piles.rest}
          </p>
        ) : (
          <p>No deck yet: shuffle one to start drawing.</p>
        )}
      </LiveNote>
      <div class="tool-actions">
        <Button
          look={deck ? 'text' : 'primary'}
          onClick={() => (deck ? setConfirmShuffle(true) : shuffleNew())}
        >
          Shuffle a new deck
        </Button>
        {deck ? (
          <Button onClick={() => deckNote.report(reshuffleDiscardPile(browserRng), (text) => text)}>
            Reshuffle the discard pile
          </Button>
        ) : null}
      </div>
      {confirmShuffle ? (
        <ConfirmAction
          id={id}
          question={view.shuffleQuestion}
          confirm="Shuffle"
          onConfirm={shuffleNew}
          onCancel={() => setConfirmShuffle(false)}
        />
      ) : null}
      {deckNote.note}

      <SheetSection id={id} part="draw" level={sub} title="Draw a card">
        {view.characters.length === 0 ? (
          <p>
            The Cast has no Characters yet (Foils do not draw).{' '}
            <a href={trackerHref}>Add one in the Cast tracker</a>.
          </p>
        ) : (
          <>
            <DeckPicker
              id={`${id}-draw-for`}
              label="Draw for"
              value={drawerId}
              onChange={setDrawerId}
            />
            {view.suits ? (
              <p class="tool-hint">
                {view.suits.text}
                {view.suits.chooseLink ? (
                  <>
                    {' '}
                    <a href={trackerHref}>{view.suits.chooseLink}</a>.
                  </>
                ) : null}
              </p>
            ) : null}
            <RollButton id={`${id}-draw`} blockedBy={view.drawBlockedBy} onClick={draw}>
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
        {view.characters.length > 0 ? (
          <>
            <DeckPicker
              id={`${id}-shed-from`}
              label="Shed from the Hand of"
              value={shedderId}
              onChange={setShedderId}
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
