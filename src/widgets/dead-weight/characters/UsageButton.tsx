/**
 * Rolling a supply's usage die, in the supplies list and in the expedition tracker's lights
 * reminder alike: the button, and the sentence said about the last use.
 */
import { useState } from 'preact/hooks';
import { Button, focusAfterRender } from '../../kit';
import { useDwSupply, type DwSupply } from '../../../stores/dead-weight/supplies';
import { describeDwItemUsed } from '../../../rules/dead-weight/log-lines';

export function useUsageRoll() {
  const [last, setLast] = useState<string | null>(null);
  /**
   * Rolls the item's usage die. A die used up takes its button away: the focus then goes to the
   * element `usedUpFocus` names (the item's line, made focusable), never on to the next button,
   * which may remove the item or roll another.
   */
  function use(item: DwSupply, usedUpFocus: string) {
    const roll = useDwSupply(item.id);
    if (!roll) return;
    setLast(describeDwItemUsed(item.name, roll));
    if (roll.next === null) focusAfterRender(usedUpFocus);
  }
  return { last, use, clear: () => setLast(null) };
}

export function UsageButton({ item, onUse }: { item: DwSupply; onUse: (item: DwSupply) => void }) {
  if (item.sides === null) return null;
  return (
    <Button look="primary" onClick={() => onUse(item)}>
      Roll Ud{item.sides} for {item.name}
    </Button>
  );
}
