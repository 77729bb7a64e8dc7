/**
 * The trade box's state (SPEC §2 trade box, §4 Market tabs: trade type default limit, market type
 * per side default marketpools): the buy and sell forms' fields, the order type, each side's market
 * type and market amount, and the keyboard's requests (focus a form, show the keys). Plain signals:
 * the maths are `src/core/trading`'s, the sending is trading.ts's.
 */
import { batch, signal, type Signal } from '@preact/signals-react';
import type { BookSide } from '../../core/actions/orderbook';
import { sanitizeAmountText } from '../../core/amount';
import { EMPTY_LIMIT_FIELDS, type LimitFields } from '../../core/trading';

/** Limit or market order (SPEC §4: limit by default). */
export type TradeType = 'limit' | 'market';
/** How a market order executes: the best route over this book and every pool, or this book alone. */
export type MarketType = 'marketpools' | 'market';

/** One side's form. */
export type SideForm = {
  readonly fields: Signal<LimitFields>;
  readonly marketType: Signal<MarketType>;
  /** A market order's amount: what a buy spends (base) or a sell sells (quote), as typed. */
  readonly marketAmount: Signal<string>;
};

const sideForm = (): SideForm => ({ fields: signal(EMPTY_LIMIT_FIELDS), marketType: signal<MarketType>('marketpools'), marketAmount: signal('') });

export function createTradeBox() {
  const tradeType = signal<TradeType>('limit');
  const forms: Record<BookSide, SideForm> = { buy: sideForm(), sell: sideForm() };
  /** The latest B or S press: the form focuses its first field when this changes. */
  const focusRequest = signal<{ readonly side: BookSide; readonly count: number } | null>(null);
  const helpOpen = signal(false);
  /** The form a phone shows (one at a time below 640 px). */
  const shownSide = signal<BookSide>('buy');

  return {
    tradeType,
    forms,
    focusRequest,
    helpOpen,
    shownSide,
    /** Moves focus to a side's form (B and S), showing it on a phone. */
    focus(side: BookSide): void {
      batch(() => {
        shownSide.value = side;
        focusRequest.value = { side, count: (focusRequest.value?.count ?? 0) + 1 };
      });
    },
    /** A side's limit fields after an edit (the maths are `src/core/trading/limitForm`'s). */
    setFields(side: BookSide, fields: LimitFields): void {
      forms[side].fields.value = fields;
    },
    setMarketType(side: BookSide, type: MarketType): void {
      forms[side].marketType.value = type;
    },
    /** A market order's amount as typed, truncated at its token's precision (SPEC §5). */
    setMarketAmount(side: BookSide, text: string, precision: number): void {
      forms[side].marketAmount.value = sanitizeAmountText(text, precision);
    },
    /** Esc: empties a side's amounts; the price stays (it follows the book, not the order). */
    clear(side: BookSide): void {
      const form = forms[side];
      batch(() => {
        form.fields.value = { ...EMPTY_LIMIT_FIELDS, price: form.fields.value.price };
        form.marketAmount.value = '';
      });
    },
    /** Another market: every field starts empty, the types stay as the trader chose. */
    reset(): void {
      batch(() => {
        for (const form of Object.values(forms)) {
          form.fields.value = EMPTY_LIMIT_FIELDS;
          form.marketAmount.value = '';
        }
      });
    },
  };
}
