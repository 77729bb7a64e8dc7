import { Loader } from '../../components/Loader';
import { MarketTop } from './MarketTop';
import { TradeAccount } from './TradeAccount';
import { TradeTabsPanel } from './TradeTabsPanel';

type PendingMarketProps = {
  /** Why the markets could not be read, or null while they load. */
  error: string | null;
  onRetry: () => void;
};

const placeholder = (message: string) => (
  <div className="market-top__placeholder">
    <Loader message={message} />
  </div>
);

/** The screen's layout while the markets list loads, or what went wrong and a retry when it failed. */
export function PendingMarket({ error, onRetry }: PendingMarketProps) {
  if (error !== null) {
    return (
      <section className="trade-page__error" role="alert">
        <p className="trade-page__error-title">Could not load the markets</p>
        <p className="trade-page__error-text">{error}. Check the API endpoint in the menu, or try again.</p>
        <button type="button" className="button button--secondary" onClick={onRetry}>
          Try again
        </button>
      </section>
    );
  }
  return (
    <>
      <MarketTop
        chart={placeholder('Loading chart…')}
        book={placeholder('Loading order book…')}
        tape={placeholder('Loading trades…')}
        trade={<TradeAccount market={null} />}
      />
      <TradeTabsPanel market={null} />
    </>
  );
}
