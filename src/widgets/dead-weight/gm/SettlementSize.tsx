/** The settlement the party is in (size 1-5), shared by the interlude day runner and the shop through the interlude store. */
import {
  DW_SETTLEMENT_CHOICES,
  isDwSettlementSize,
  type DwSettlementSize,
} from '../../../rules/dead-weight/shopping';
import { setDwSettlementSize } from '../../../stores/dead-weight/interlude';
import { ChoiceField } from '../../kit';

export default function SettlementSize({ id, size }: { id: string; size: DwSettlementSize }) {
  return (
    <ChoiceField
      id={id}
      label="Settlement size"
      value={String(size)}
      options={DW_SETTLEMENT_CHOICES}
      onChange={(next) => {
        const chosen = Number(next);
        if (isDwSettlementSize(chosen)) setDwSettlementSize(chosen);
      }}
    />
  );
}
