import { useEffect } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import type { Token } from '../../../core/domain';
import { liquidityEndpoint, v3Add } from '../../../state/liquidityV3';
import { NamedLoader } from '../../common/NamedLoader';

const keyOf = (token: Token) => `${token.ticker}@${token.contract}`;

type V3PairPickerProps = {
  pair: { a: Token; b: Token } | null;
  onPair: (pair: { a: Token; b: Token }) => void;
};

/** Two token selects over the tokens of the Alcor pools; choosing the other side's token swaps them (SPEC §4). */
export function V3PairPicker({ pair, onPair }: V3PairPickerProps) {
  useSignals();
  const endpoint = liquidityEndpoint.value;
  useEffect(() => {
    if (endpoint !== null) void v3Add.loadTokens().catch(() => undefined);
  }, [endpoint]);
  const tokens = v3Add.tokens.value ?? [];
  const byKey = new Map(tokens.map((token) => [keyOf(token), token]));
  const choose = (side: 'a' | 'b', key: string) => {
    const token = byKey.get(key);
    if (token === undefined) return;
    const other = side === 'a' ? pair?.b : pair?.a;
    const fallback = tokens.find((candidate) => keyOf(candidate) !== key);
    const partner = other === undefined || keyOf(other) === key ? (side === 'a' ? pair?.a : pair?.b) : other;
    const second = partner !== undefined && keyOf(partner) !== key ? partner : fallback;
    if (second === undefined) return;
    onPair(side === 'a' ? { a: token, b: second } : { a: second, b: token });
  };
  return (
    <NamedLoader name="liquidity_tokens" message="Loading tokens…">
      <div className="v3-range__fields">
        {(['a', 'b'] as const).map((side) => (
          <label key={side} className="v3-range__field">
            <span>{side === 'a' ? 'Token A' : 'Token B'}</span>
            <select className="select" value={pair ? keyOf(side === 'a' ? pair.a : pair.b) : ''} onChange={(event) => choose(side, event.target.value)}>
              <option value="" disabled>
                Choose a token
              </option>
              {tokens.map((token) => (
                <option key={keyOf(token)} value={keyOf(token)}>
                  {token.ticker} ({token.contract})
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
    </NamedLoader>
  );
}
