/**
 * What the Average Hand calculator shows: the average to one decimal, the Layer, the cards the
 * whole Cast still needs for the next Layer (and how that is counted), and who would become an
 * Echo on dying now.
 */
import { formatAverage, formatCards, layerName, type LayerReadout as Readout } from '../../../rules/locus';
import { ECHOES_HREF } from '../tracker/links';

function cards(count: number): string {
  return `${count} card${count === 1 ? '' : 's'}`;
}

function players(count: number): string {
  return `${count} player${count === 1 ? '' : 's'}`;
}

interface Props {
  readonly readout: Readout;
  /** The thresholds being read, when the typed ones are not valid yet. */
  readonly staleThresholds: readonly number[] | null;
  /** Whether the players are the Cast tracker's Characters (for wording). */
  readonly fromCast: boolean;
}

export default function LayerReadout({ readout, staleThresholds, fromCast }: Props) {
  const { average, layer, layers, next, echoes } = readout;
  const who = fromCast ? 'Characters' : 'players';
  const evenNote =
    layers % 2 === 0
      ? ` With ${layers} Layers there are two middle Layers; this counts the deeper one, Layer ${readout.middleLayer}, so an Echo needs the larger Hand.`
      : '';
  return (
    <>
      {staleThresholds ? (
        <p class="ld-hint">Until the marked threshold is fixed, the saved thresholds ({staleThresholds.map(formatCards).join(', ')}) are used.</p>
      ) : null}
      {average === null ? (
        <p class="ld-big">No players yet: the average needs at least one Hand.</p>
      ) : (
        <>
          <p class="ld-big">
            Average Hand: <strong>{formatAverage(average)}</strong>{' '}
            <span class="ld-option-note">
              ({cards(readout.totalCards)} across {players(readout.players)})
            </span>
          </p>
          <p class="ld-big">
            The Cast is in <strong>{layerName(layer, layers)}</strong> of {layers}.
          </p>
          <p>
            {next
              ? `Next: Layer ${next.layer} at an average of ${formatCards(next.threshold)}. That takes ${cards(next.moreCards)} more across the Cast (${next.totalNeeded} in all).`
              : 'This is the bottom Layer: there is no Layer below.'}
          </p>
          <p class="ld-hint">
            How this counts: the Layer follows the exact average (all cards held ÷ number of {who}), not the rounded one shown. The cards to the next
            Layer are counted in total across the Cast: the threshold × the number of {who}, rounded up to a whole card, minus the cards held now.
          </p>
        </>
      )}
      <p>
        <strong>
          <a href={ECHOES_HREF}>Echoes</a> if they died now:
        </strong>{' '}
        {average === null
          ? 'no one yet.'
          : echoes.length === 0
            ? `no one (it takes a Hand of ${formatCards(readout.echoThreshold)} or more).`
            : echoes.map((hand) => `${hand.name} (${cards(hand.handSize)})`).join(', ') + '.'}
      </p>
      <p class="ld-hint">
        A Player Character who dies with a Hand that would place them in the middle Layer (Layer {readout.middleLayer} of {layers}: a Hand of{' '}
        {formatCards(readout.echoThreshold)} or more) may become an Echo.{evenNote}
      </p>
    </>
  );
}
