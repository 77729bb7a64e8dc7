import { formatFee } from '../../../core/format';
import type { PairTier } from '../../../state/liquidityV3';

type FeeTiersProps = {
  tiers: readonly PairTier[];
  /** The tier shown: an existing pool's, or the one being created. */
  selected: number | null;
  onSelect: (fee: number) => void;
};

/** The contract's three fee tiers; a tier without a pool of the pair is offered for creation. */
export function FeeTiers({ tiers, selected, onSelect }: FeeTiersProps) {
  return (
    <fieldset className="v3-tiers">
      <legend className="visually-hidden">Fee tier</legend>
      {tiers.map((tier) => (
        <label key={tier.fee} className={tier.pool === null ? 'v3-tiers__option v3-tiers__option--new' : 'v3-tiers__option'}>
          <input type="radio" name="v3-fee-tier" checked={tier.fee === selected} onChange={() => onSelect(tier.fee)} />
          <span>{formatFee(tier.fee / 100)}</span>
          {tier.pool === null && <span className="v3-tiers__note">no pool</span>}
        </label>
      ))}
    </fieldset>
  );
}
