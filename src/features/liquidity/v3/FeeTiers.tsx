import { formatFee } from '../../../core/format';
import type { V3PoolInfo } from '../../../services/poolsService';

type FeeTiersProps = {
  pools: readonly V3PoolInfo[];
  selected: number | null;
  onSelect: (poolId: number) => void;
};

/** The pair's pools by fee tier (SPEC §2: the tiers that exist, one option when only one does). */
export function FeeTiers({ pools, selected, onSelect }: FeeTiersProps) {
  if (pools.length === 0) return <p className="text-muted">No Alcor pool trades this pair.</p>;
  return (
    <fieldset className="v3-tiers">
      <legend className="visually-hidden">Fee tier</legend>
      {pools.map((pool) => (
        <label key={pool.id} className="v3-tiers__option">
          <input type="radio" name="v3-fee-tier" checked={pool.id === selected} onChange={() => onSelect(pool.id)} />
          <span>{formatFee(pool.fee / 100)}</span>
        </label>
      ))}
    </fieldset>
  );
}
