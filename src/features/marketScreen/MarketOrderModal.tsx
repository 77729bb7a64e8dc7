import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import { WarningIcon } from '../../components/icons/uiIcons';
import { Modal } from '../../components/Modal';
import { makeAmount, parseAmountInput } from '../../core/amount';
import type { Market } from '../../core/domain';
import { formatPrice } from '../../core/format';
import { EXCHANGE_NAMES } from '../../core/urlParams';
import { withSlippage } from '../../core/swapRouting';
import { feeOnReceived } from '../../core/trading';
import { MARKET_ORDER_AREA, marketOrder, marketTerms, tradeMarket, type MarketOrderRequest } from '../../state/market';
import type { ServiceRoute } from '../../services/swapService';
import type { TakerQuote } from '../../../workers/market.client';
import { NamedLoader } from '../common/NamedLoader';
import { registerModal, type ModalViewProps } from '../common/modalRegistry';
import { ExchangeLogo } from '../swap/ExchangeLogo';
import { PathDiagram } from '../swap/PathDiagram';
import { formatPriceImpact, priceImpactClass } from '../swap/priceImpact';
import { RecheckNotice } from '../swap/RecheckNotice';
import { formatAmount, formatUnitPrice } from './tradeFormat';
import './MarketOrderModal.css';

const SLIPPAGE_PRESETS = [10, 50, 100] as const;

/** A route as a trader reads it: its venues in order ("Defibox → Alcor pools"), or how many splits it has. */
const routeLabel = (route: ServiceRoute) =>
  route.paths.length > 1 ? `${route.paths.length} splits` : (route.paths[0]?.steps.map((step) => EXCHANGE_NAMES[step.exchange]).join(' → ') ?? '');
const exchangesOf = (route: ServiceRoute) => [...new Set(route.paths.flatMap((path) => path.steps.map((step) => step.exchange)))];

/** The slippage input in percent ("0.5" → 50 hundredths), SPEC §5 internal range 0-50 %. */
function SlippageInput() {
  useSignals();
  const current = marketOrder.slippage.value;
  const [text, setText] = useState(() => String(current / 100));
  const [shownFor, setShownFor] = useState(current);
  // A preset or the clamp changed the tolerance: the field shows the new one.
  if (shownFor !== current) {
    setShownFor(current);
    setText(String(current / 100));
  }
  const commit = (value: string) => {
    const parsed = parseAmountInput(value, 2);
    if (parsed.ok) marketOrder.setSlippage(Number(parsed.amount.units > 5_000n ? 5_000n : parsed.amount.units));
  };
  return (
    <div className="market-order__slippage">
      <label htmlFor="market-order-slippage">Slippage tolerance</label>
      <div className="segmented" role="group" aria-label="Slippage presets">
        {SLIPPAGE_PRESETS.map((preset) => (
          <button key={preset} type="button" aria-pressed={current === preset} onClick={() => marketOrder.setSlippage(preset)}>
            {preset / 100}%
          </button>
        ))}
      </div>
      <span className="market-order__slippage-field">
        <input
          id="market-order-slippage"
          className="input num"
          inputMode="decimal"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onBlur={() => commit(text)}
          onKeyDown={(event) => event.key === 'Enter' && commit(text)}
        />
        %
      </span>
    </div>
  );
}

/** The routes to choose from (SPEC §2: route selection) and the chosen one's rates, impact, minimum and path. */
function RoutesView({ market, request }: { market: Market; request: MarketOrderRequest }) {
  useSignals();
  const routes = marketOrder.routes.value;
  const selected = routes[marketOrder.selected.value] ?? routes[0];
  if (selected === undefined) return null;
  const priced = withSlippage(selected, marketOrder.slippage.value);
  const tokenIn = selected.token_in;
  const tokenOut = selected.token_out;
  const impact = priceImpactClass(selected.price_impact);
  const rate = selected.route_price;
  return (
    <>
      <ul className="market-order__routes" aria-label="Routes">
        {routes.map((route, index) => (
          <li key={route.hash}>
            <button type="button" className="market-order__route" aria-pressed={route === selected} onClick={() => marketOrder.select(index)}>
              <span className="market-order__route-venues">
                {exchangesOf(route).map((exchange) => (
                  <ExchangeLogo key={exchange} exchange={exchange} size={14} />
                ))}
                <span className="market-order__route-kind">{routeLabel(route)}</span>
              </span>
              <span className="num">{formatAmount(route.amount_received, tokenOut.ticker)}</span>
            </button>
          </li>
        ))}
      </ul>
      <dl className="market-order__rates">
        <div>
          <dt>You pay</dt>
          <dd className="num">{formatAmount(request.give, tokenIn.ticker)}</dd>
        </div>
        <div>
          <dt>You receive</dt>
          <dd className="num" data-testid="market-order-receive">
            {formatAmount(selected.amount_received, tokenOut.ticker)}
          </dd>
        </div>
        <div>
          <dt>Minimum received</dt>
          <dd className="num" data-testid="market-order-minimum">
            {formatAmount(priced.minimum_received, tokenOut.ticker)}
          </dd>
        </div>
        <div>
          <dt>Rate</dt>
          <dd className="num">
            1 {tokenIn.ticker} = {formatPrice(rate)} {tokenOut.ticker}
            {rate > 0 && (
              <span className="market-order__faint">
                {' '}
                · 1 {tokenOut.ticker} = {formatPrice(1 / rate)} {tokenIn.ticker}
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt>Price impact</dt>
          <dd className={`num price-impact--${impact}`} data-impact={impact}>
            {formatPriceImpact(selected.price_impact)} ({impact})
          </dd>
        </div>
        <div>
          <dt>Venue fees</dt>
          <dd className="num">{formatAmount(selected.fees, tokenIn.ticker)}</dd>
        </div>
      </dl>
      <PathDiagram route={selected} />
      <p className="market-order__faint">
        Quoted over the {market.quote.ticker}/{market.base.ticker} book and every pool; checked again against the chain before you sign.
      </p>
    </>
  );
}

/**
 * The walk over this book alone: what it fills, at which worst level, less the taker fee, and the
 * limit price the order is sent at (a market order on the book is a limit order at the worst price
 * the slippage allows: docs/decisions/0034).
 */
function BookView({ market, request, quote }: { market: Market; request: MarketOrderRequest; quote: TakerQuote }) {
  useSignals();
  const out = request.side === 'buy' ? market.quote : market.base;
  const received = BigInt(quote.received);
  const terms = marketTerms.value;
  const fee = terms === null ? 0n : feeOnReceived(received, terms.feeBps);
  const spend = request.side === 'buy' ? market.base : market.quote;
  // Read for its signal: the limit follows the slippage field.
  void marketOrder.slippage.value;
  const limit = marketOrder.bookLimitPrice();
  const beyond =
    limit !== null && quote.worstUnitPrice !== null && (request.side === 'buy' ? BigInt(quote.worstUnitPrice) > limit : BigInt(quote.worstUnitPrice) < limit);
  return (
    <dl className="market-order__rates">
      <div>
        <dt>You pay</dt>
        <dd className="num">{formatAmount(makeAmount(BigInt(quote.spent), spend.precision), spend.ticker)}</dd>
      </div>
      <div>
        <dt>You receive</dt>
        <dd className="num" data-testid="market-order-receive">
          ≈ {formatAmount(makeAmount(received - fee, out.precision), out.ticker)}
        </dd>
      </div>
      <div>
        <dt>Last level reached</dt>
        <dd className="num">{quote.worstUnitPrice === null ? '—' : `${formatUnitPrice(BigInt(quote.worstUnitPrice))} ${market.base.ticker}`}</dd>
      </div>
      <div>
        <dt>Limit price</dt>
        <dd className="num" data-testid="market-order-limit">
          {limit === null ? '—' : `${formatUnitPrice(limit)} ${market.base.ticker}`}
        </dd>
      </div>
      <p className="market-order__faint">
        Sent as a limit order at this price: it fills at this price or better, and any part the book cannot fill there stays open on the book. You can cancel it
        under Open orders.
      </p>
      {(!quote.complete || beyond) && (
        <p className="market-order__warn">
          {quote.complete ? 'Part of it would fill past your slippage' : `The book cannot fill all of it${quote.synced ? '' : ' (it is still loading)'}`}: that
          part stays open on the book at the limit price.
        </p>
      )}
    </dl>
  );
}

/** SPEC §2 Modals "Market order": route selection, rates, price impact, slippage and the path; then the checks of §5 before signing. */
export function MarketOrderModal({ onClose }: ModalViewProps) {
  useSignals();
  const request = marketOrder.request.value;
  const phase = marketOrder.phase.value;
  const market = tradeMarket.value;
  const placeRef = useRef<HTMLButtonElement>(null);
  const backRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    marketOrder.close();
    onClose();
  };
  useEffect(() => {
    if (request === null && phase.name === 'review') onClose();
  }, [request, phase, onClose]);
  // Enter places from the review (the trade box's Enter opened it); a warning takes focus on Back, so
  // a second Enter never confirms what the user has not read.
  useEffect(() => {
    if (phase.name === 'review') placeRef.current?.focus();
    if (phase.name === 'confirmSpread') backRef.current?.focus();
  }, [phase.name]);
  if (request === null || market === null) return null;
  const verb = request.side === 'buy' ? 'Buy' : 'Sell';
  const busy = phase.name === 'checking' || phase.name === 'sending';
  const quote = marketOrder.bookQuote.value;

  return (
    <Modal
      title={`Market order: ${verb} ${market.quote.ticker}`}
      onClose={close}
      width={560}
      closeOnOverlay={!busy}
      footer={
        phase.name === 'confirmSpread' || phase.name === 'confirmRecheck' ? null : (
          <>
            <button type="button" className="button button--ghost" onClick={close}>
              Cancel
            </button>
            <button ref={placeRef} type="button" className={`button button--${request.side}`} disabled={busy} onClick={() => void marketOrder.submit()}>
              {phase.name === 'checking' ? 'Checking…' : phase.name === 'sending' ? 'Signing…' : `Place market ${request.side}`}
            </button>
          </>
        )
      }
    >
      <div className="market-order">
        <p className="market-order__kind">{request.marketType === 'marketpools' ? 'Best execution over this book and every pool' : 'This order book only'}</p>
        <NamedLoader name={MARKET_ORDER_AREA} message="Finding the best execution…">
          {request.marketType === 'marketpools' ? (
            <RoutesView market={market} request={request} />
          ) : (
            quote && <BookView market={market} request={request} quote={quote} />
          )}
        </NamedLoader>
        <SlippageInput />
        {phase.name === 'confirmSpread' && (
          <div className="market-order__confirm" role="alert" aria-label="Spread confirmation">
            <div className="market-order__confirm-title">
              <WarningIcon size={16} /> Wide spread
            </div>
            <p>
              {phase.spread === null
                ? 'One side of this book is empty: nothing bounds the price this order fills at.'
                : `The spread of this book is ${(phase.spread * 100).toFixed(2)} %, above 5 %: a market order here may fill far from the last price.`}
            </p>
            <div className="market-order__confirm-actions">
              <button ref={backRef} type="button" className="button button--secondary" onClick={() => marketOrder.back()}>
                Back
              </button>
              <button type="button" className="button button--primary" onClick={() => void marketOrder.confirmSpread()}>
                Place anyway
              </button>
            </div>
          </div>
        )}
        {phase.name === 'confirmRecheck' && (
          <RecheckNotice recheck={phase.recheck} route={phase.route} onCancel={() => marketOrder.back()} onConfirm={() => void marketOrder.confirmRecheck()} />
        )}
      </div>
    </Modal>
  );
}

registerModal('marketOrder', MarketOrderModal);
