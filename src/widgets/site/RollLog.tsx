/**
 * The roll log panel: every roll made on the site, newest first, shared by all open tabs.
 * Rolls can be made again from here; clearing can be undone until the panel closes.
 */
import { formatNumber, howMany } from '../../rules/words';
import rollLogCss from '../../styles/roll-log.css?inline';
import { injectStyle } from '../../lib/inject-style';
import { useEffect, useRef, useState } from 'preact/hooks';
import { Button, LiveNote, StoreNotice, useSaved } from '../kit';
import { $rollLog, $rollLogNotice, type RollLogEntry } from '../../stores/roll-log';
import { canRollAgain, rollAgain } from './roll-again';

// The list's styles come with the panel's code, which loads when the log first opens.
injectStyle('roll-log', rollLogCss);

const timeFormat = new Intl.DateTimeFormat(undefined, {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});
const dayFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' });

function formatTime(time: number): string {
  const date = new Date(time);
  const today = new Date().toDateString() === date.toDateString();
  return today ? timeFormat.format(date) : `${dayFormat.format(date)}, ${timeFormat.format(date)}`;
}

/** "Rolled again: 3d20 + 20, total 47." with the result after it when there is one. */
function describeAgain(entry: RollLogEntry): string {
  const total = entry.total === undefined ? '' : `, total ${formatNumber(entry.total)}`;
  return `Rolled again: ${entry.expression}${total}${entry.result ? `: ${entry.result}` : ''}.`;
}

export default function RollLog() {
  const entries = useSaved($rollLog);
  const [cleared, setCleared] = useState<RollLogEntry[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // The roll made again, said once (the list itself is not read out), and its serial, so the
  // focus moves to it each time.
  const [rolledAgain, setRolledAgain] = useState<{ serial: number; text: string } | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const again = (entry: RollLogEntry) => {
    setProblem(null);
    void rollAgain(entry).then((refused) => {
      setProblem(refused);
      const newest = $rollLog.get()[0];
      if (refused !== null || !newest) return;
      setRolledAgain((last) => ({ serial: (last?.serial ?? 0) + 1, text: describeAgain(newest) }));
    });
  };
  // The new roll stands at the top: its own Roll again takes the focus, so the reader stays with
  // what was rolled, and pressing again rolls once more, instead of a button pushed down the list.
  useEffect(() => {
    if (rolledAgain) list.current?.querySelector<HTMLButtonElement>('.roll-log-again')?.focus();
  }, [rolledAgain?.serial]);

  const clear = () => {
    setCleared(entries);
    setRolledAgain(null);
    $rollLog.set([]);
  };
  const undo = () => {
    if (cleared) $rollLog.set([...$rollLog.get(), ...cleared]);
    setCleared(null);
  };

  return (
    <>
      <StoreNotice $notice={$rollLogNotice} />
      <div class="roll-log-actions">
        <p class="roll-log-count" aria-live="polite">
          {entries.length === 0
            ? 'No rolls yet.'
            : `${howMany(entries.length, 'roll')}, newest first.`}
        </p>
        {cleared ? (
          <Button onClick={undo}>Undo clear</Button>
        ) : (
          entries.length > 0 && <Button onClick={clear}>Clear log</Button>
        )}
      </div>
      <LiveNote class="visually-hidden">{rolledAgain?.text}</LiveNote>
      {problem && (
        <p class="tool-notice" role="alert">
          {problem}
        </p>
      )}
      {entries.length === 0 && !cleared && (
        <p class="roll-log-empty">
          Press any dice expression in the rules, a table's roll button or a tool, and the roll
          appears here.
        </p>
      )}
      <ol class="roll-log-list" ref={list}>
        {entries.map((entry) => (
          <li key={entry.id} class="roll-log-entry">
            <div class="roll-log-total" aria-hidden="true">
              {entry.total === undefined ? '' : formatNumber(entry.total)}
            </div>
            <div class="roll-log-body">
              <p class="roll-log-source">
                {entry.href ? <a href={entry.href}>{entry.source}</a> : entry.source}
              </p>
              <p class="roll-log-detail">
                {entry.total === undefined ? null : (
                  <span class="visually-hidden">Total {formatNumber(entry.total)}. </span>
                )}
                <code>{entry.expression}</code>: {entry.detail}
              </p>
              {entry.result && <p class="roll-log-result">{entry.result}</p>}
              <p class="roll-log-time">
                <time dateTime={new Date(entry.time).toISOString()}>{formatTime(entry.time)}</time>
              </p>
            </div>
            {canRollAgain(entry) && (
              <button
                type="button"
                class="text-button roll-log-again"
                onClick={() => again(entry)}
                aria-label={`Roll again: ${entry.expression} (${entry.source})`}
              >
                Roll again
              </button>
            )}
          </li>
        ))}
      </ol>
    </>
  );
}
