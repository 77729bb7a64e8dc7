import { useSignals } from '@preact/signals-react/runtime';
import { useDeferredValue, useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PageFrame } from '../../components/PageFrame';
import { Panel } from '../../components/Panel';
import { sameToken, tokenHash, type TokenId } from '../../core/domain';
import { checkTokenPage } from '../../core/urlParams';
import { swapPath, WAX_TOKEN } from '../../core/domain';
import { TOKEN_INIT, tokenPageStore } from '../../state/tokenPage';
import { NamedLoader } from '../common/NamedLoader';
import { requireRoute } from '../common/requireRoute';
import { Figures } from './shared/Figures';
import { HoldersPanel } from './token/HoldersPanel';
import { TokenChart } from './token/TokenChart';
import { tokenFigures } from './token/tokenFigures';
import { TokenHistory } from './token/TokenHistory';
import { TokenVenues } from './token/TokenVenues';
import { TokenNotFound } from './TokenNotFound';
import './TokenPage.css';

/** The token page, /analytics/token/{thash?} (SPEC §2 Analytics): figures, chart, venues, holders and history. */
export default function TokenPage() {
  const { thash, token } = requireRoute(checkTokenPage(useParams()));
  if (!token) return <TokenNotFound thash={thash} />;
  return <TokenView key={tokenHash(token)} token={token} thash={thash} />;
}

function TokenView({ token, thash }: { token: TokenId; thash: string | null }) {
  useSignals();
  const hash = tokenHash(token);
  useEffect(() => {
    void tokenPageStore.open(token);
    return () => tokenPageStore.close();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the token is followed by its hash: the view is keyed by it
  }, [hash]);
  // The data's first render is deferred: React renders it in slices after the loader's frame instead of
  // in the task the answer arrived in (docs/performance.md, "The first screen").
  const page = useDeferredValue(tokenPageStore.tokenPage.value);
  const shown = page.token !== null && sameToken(page.token, token) ? page : null;
  if (shown?.phase === 'notFound') return <TokenNotFound thash={thash} />;
  const details = shown?.phase === 'ready' ? shown.details : null;
  const supply = shown?.supply ?? null;
  const swapLink = details && !details.isWax ? swapPath({ input: WAX_TOKEN, output: token }) : null;

  return (
    <PageFrame
      title={token.ticker}
      subtitle={token.contract}
      leading={
        details === null ? (
          // The logo's place is kept while the details load, so the title does not move when it comes.
          <span className="token-page__logo token-page__logo--pending" aria-hidden="true" />
        ) : details.logo ? (
          <img className="token-page__logo" src={details.logo} alt="" width={32} height={32} />
        ) : undefined
      }
      actions={
        swapLink && (
          <Link className="button button--primary button--sm" to={swapLink}>
            Swap {token.ticker}
          </Link>
        )
      }
    >
      <Panel title="Token" className="token-page__stats">
        <NamedLoader
          name={TOKEN_INIT}
          message="Loading token…"
          force={details === null && shown?.phase !== 'error'}
          onRetry={() => void tokenPageStore.open(token)}
        >
          {details && supply && <Figures label={`${token.ticker} figures`} items={tokenFigures(details, supply, shown?.holders.count ?? null)} />}
        </NamedLoader>
      </Panel>
      {details && supply && (
        <>
          <div className="token-page__market">
            <TokenChart ticker={token.ticker} venue={shown?.chartVenue} />
            <TokenVenues details={details} />
          </div>
          <div className="token-lists">
            <HoldersPanel ticker={token.ticker} precision={details.token.precision} supply={supply} />
            <TokenHistory details={details} />
          </div>
        </>
      )}
    </PageFrame>
  );
}
