import { describe, expect, it } from 'vitest';
import { readPair, tradeLink } from './pairView';

const WAX = { ticker: 'WAX', contract: 'eosio.token', precision: 8 };
const TLM = { ticker: 'TLM', contract: 'alien.worlds', precision: 4 };
const USDT = { ticker: 'USDT', contract: 'usdt.alcor', precision: 4 };

describe('pair reading', () => {
  it('reads prices in WAX whichever side WAX is on', () => {
    expect(readPair({ token0: WAX, token1: TLM, price: 0.2 })).toEqual({ base: TLM, quote: WAX, price: 0.2, reversed: false });
    // A v3 pool in the contract's token order: TLM first, priced 5 TLM per WAX.
    expect(readPair({ token0: TLM, token1: WAX, price: 5 })).toEqual({ base: TLM, quote: WAX, price: 0.2, reversed: true });
  });

  it('reads a pair without WAX in its token0, as the API prices it', () => {
    expect(readPair({ token0: USDT, token1: TLM, price: 0.01 })).toEqual({ base: TLM, quote: USDT, price: 0.01, reversed: false });
    expect(readPair({ token0: TLM, token1: WAX, price: 0 }).price).toBe(0);
  });

  it('links a market to its order-book screen and a pool to the swap screen from the quote to the base', () => {
    expect(tradeLink({ src: 'alcormarket', srcType: 'markets', token0: WAX, token1: TLM })).toEqual({
      path: '/trade/alcormarket/tlm_alien.worlds/wax_eosio.token',
      label: 'Trade',
    });
    expect(tradeLink({ src: 'alcorv2', srcType: 'poolsv3', token0: TLM, token1: WAX })).toEqual({
      path: '/swap/WAX_eosio.token/TLM_alien.worlds',
      label: 'Swap',
    });
  });
});
