import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useMemo, useState } from 'react';
import { Loader } from '../../components/Loader';
import { Modal } from '../../components/Modal';
import { VirtualList } from '../../components/VirtualList';
import { formatFixed } from '../../core/format';
import { sameToken, type ListedToken, type TokenPair } from '../../core/domain';
import { user } from '../../state/app';
import { balances, refreshAllBalances } from '../../state/balances';
import { swapStore } from '../../state/swap';
import { registerModal, type ModalViewProps } from '../common/modalRegistry';
import { quickTokens, searchTokens, sortTokens, TOKEN_SORTS, type TokenSort } from './tokenSelector';
import './TokenSelectorModal.css';
import { TokenLogo } from '../../components/tokenLogo';
import { useAfterFirstPaint } from '../../components/useAfterFirstPaint';

/** What the page passes to openModal('tokenSelector', …); `pair` and `title` for a screen other than swap (its own pair and wording). */
export type TokenSelectorProps = {
  side: 'input' | 'output';
  onChoose: (token: ListedToken) => void;
  pair?: TokenPair<ListedToken | null>;
  title?: string;
};

const ROW_HEIGHT = 52;

function isSelectorProps(props: Record<string, unknown> | undefined): props is TokenSelectorProps {
  return props !== undefined && (props.side === 'input' || props.side === 'output') && typeof props.onChoose === 'function';
}

/** SPEC §2 Modals "Token selector": quick picks, sort, case-insensitive search, a virtualised list; the other side's token swaps the sides. */
export function TokenSelectorModal({ props, onClose }: ModalViewProps) {
  useSignals();
  const searchId = useId();
  // The tap that opens the selector paints the dialog without its list: mounting the virtual list
  // (its rows, logos and the measuring of its box) in that same frame made the dialog take about
  // half a second to appear at a phone's speed; the rows follow one frame later, in the same box.
  const listShown = useAfterFirstPaint();
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<TokenSort>('rank');
  const tokens = swapStore.tokens.value;
  const tokensState = swapStore.tokensState.value;
  const swapPair = swapStore.pair.value;
  const held = balances.value;
  const account = user.value?.name ?? null;

  useEffect(() => {
    if (account !== null) void refreshAllBalances(account);
  }, [account]);

  const list = useMemo(() => sortTokens(searchTokens(tokens, query), sort, held), [tokens, query, sort, held]);
  const quick = useMemo(() => quickTokens(tokens), [tokens]);
  if (!isSelectorProps(props)) return null;
  const pair = props.pair ?? swapPair;
  const current = pair ? pair[props.side] : null;
  const other = pair ? pair[props.side === 'input' ? 'output' : 'input'] : null;

  const choose = (token: ListedToken) => {
    onClose();
    props.onChoose(token);
  };

  const renderRow = (index: number) => {
    const token = list[index];
    if (token === undefined) return null;
    const balance = held.get(token.key);
    const isCurrent = current !== null && sameToken(token, current);
    const isOther = other !== null && sameToken(token, other);
    const shownBalance = balance ? formatFixed(balance, balance.precision) : '';
    // The name says what the row shows, in its order, then what choosing it does; the spaces between
    // the parts are not drawn (flex items) but keep the words apart in the row's text.
    const name = `${token.ticker} (${token.contract})${isOther ? ', other side' : ''}${shownBalance ? `, ${shownBalance} held` : ''}${isOther ? ': swaps the sides' : ''}`;
    return (
      <button type="button" className={isCurrent ? 'token-row is-current' : 'token-row'} onClick={() => choose(token)} aria-label={name}>
        <TokenLogo ticker={token.ticker} logo={token.logo} size={28} />
        <span className="token-row__names">
          <span className="token-row__ticker">{token.ticker}</span> <span className="token-row__contract">{token.contract}</span>
        </span>{' '}
        {isOther && <span className="token-row__tag">other side</span>} <span className="token-row__balance num">{shownBalance}</span>
      </button>
    );
  };

  return (
    <Modal title={props.title ?? (props.side === 'input' ? 'Select the token to pay' : 'Select the token to receive')} onClose={onClose}>
      <div className="token-selector">
        {quick.length > 0 && (
          <div className="token-selector__quick" role="group" aria-label="Quick select">
            {quick.map((token) => (
              <button
                key={token.key}
                type="button"
                className="token-selector__chip"
                aria-pressed={current !== null && sameToken(token, current)}
                onClick={() => choose(token)}
              >
                <TokenLogo ticker={token.ticker} logo={token.logo} size={18} />
                {token.ticker}
              </button>
            ))}
          </div>
        )}
        <div className="token-selector__controls">
          <label className="visually-hidden" htmlFor={searchId}>
            Search by ticker or contract
          </label>
          <input
            id={searchId}
            className="input"
            type="search"
            placeholder="Search ticker or contract"
            value={query}
            autoComplete="off"
            onChange={(event) => setQuery(event.target.value)}
          />
          <select className="select" aria-label="Sort tokens" value={sort} onChange={(event) => setSort(event.target.value as TokenSort)}>
            {TOKEN_SORTS.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        {tokensState.loading && tokens.length === 0 ? (
          <Loader message="Loading tokens…" />
        ) : tokensState.error && tokens.length === 0 ? (
          <Loader error={tokensState.error} onRetry={() => void swapStore.loadTokens()} />
        ) : list.length === 0 ? (
          <p className="token-selector__empty">{`No token matches "${query.trim()}".`}</p>
        ) : !listShown ? (
          <div className="token-selector__list" aria-hidden="true" />
        ) : (
          <VirtualList
            className="token-selector__list"
            count={list.length}
            rowHeight={ROW_HEIGHT}
            rowKey={(index) => list[index]?.key ?? index}
            renderRow={renderRow}
            aria-label="Tokens"
          />
        )}
      </div>
    </Modal>
  );
}

registerModal('tokenSelector', TokenSelectorModal);
