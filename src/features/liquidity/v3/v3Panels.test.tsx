import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiquidityRange } from '../../../core/v3';
import type { V3PoolInfo } from '../../../services/poolsService';
import type { ChosenRange, PoolDetail } from '../../../state/liquidityV3';
import { FeeTiers } from './FeeTiers';
import { LiquidityChart } from './LiquidityChart';
import { PoolInfo } from './PoolInfo';
import { RangeSelector } from './RangeSelector';

afterEach(cleanup);

const WAX = { ticker: 'WAX', contract: 'eosio.token', precision: 8 };
const USDT = { ticker: 'USDT', contract: 'usdt.alcor', precision: 4 };
const info = (id: number, fee: number): V3PoolInfo => ({
  id,
  tokenA: WAX,
  tokenB: USDT,
  fee,
  tickSpacing: 60,
  tick: -122067,
  sqrtPriceX64: 4124816371214133580n,
  liquidity: 550017092531n,
  feeGrowthGlobalAX64: 0n,
  feeGrowthGlobalBX64: 0n,
  feeProtocol: 0,
  tokenAWaxPrice: 1,
  tokenBWaxPrice: 20,
});
const range: ChosenRange = { tickLower: -123120, tickUpper: -121080, lowerPrice: { numerator: 45n, denominator: 1000n }, upperPrice: null };

describe('FeeTiers', () => {
  it('offers all three tiers of the contract, marking those without a pool', () => {
    const onSelect = vi.fn();
    const tiers = [
      { fee: 500, pool: info(1, 500) },
      { fee: 3000, pool: info(0, 3000) },
      { fee: 10000, pool: null },
    ];
    render(<FeeTiers tiers={tiers} selected={3000} onSelect={onSelect} />);
    expect(screen.getByRole('radio', { name: '0.3%' })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('radio', { name: '0.05%' }));
    expect(onSelect).toHaveBeenCalledWith(500);
    fireEvent.click(screen.getByRole('radio', { name: '1% no pool' }));
    expect(onSelect).toHaveBeenCalledWith(10000);
  });
});

describe('RangeSelector', () => {
  it('shows ∞ at the upper tick limit, commits typed prices exactly and refuses text that is not a price', () => {
    const onPrices = vi.fn();
    const onQuick = vi.fn();
    render(<RangeSelector range={range} error={null} quote="USDT per WAX" onPrices={onPrices} onQuick={onQuick} />);
    const max = screen.getByRole('textbox', { name: 'Max price (USDT per WAX)' });
    expect((max as HTMLInputElement).value).toBe('∞');
    const min = screen.getByRole('textbox', { name: 'Min price (USDT per WAX)' });
    fireEvent.change(min, { target: { value: '0.0475' } });
    fireEvent.keyDown(min, { key: 'Enter' });
    expect(onPrices).toHaveBeenCalledWith({ numerator: 475n, denominator: 10000n }, null);
    fireEvent.change(min, { target: { value: 'abc' } });
    fireEvent.keyDown(min, { key: 'Enter' });
    expect(screen.getByRole('alert').textContent).toBe('Enter a positive price');
    fireEvent.click(screen.getByRole('button', { name: 'Full range' }));
    expect(onQuick).toHaveBeenCalledWith('full');
  });
});

describe('LiquidityChart', () => {
  it('draws a bar per range near the price and shades the chosen range', () => {
    const distribution: LiquidityRange[] = [
      { tickLower: -123000, tickUpper: -122000, liquidity: 10n, amountA: 1n, amountB: 0n },
      { tickLower: -122000, tickUpper: -121000, liquidity: 20n, amountA: 0n, amountB: 1n },
    ];
    const { container } = render(<LiquidityChart distribution={distribution} tick={-122067} range={range} />);
    expect(container.querySelectorAll('.v3-chart__bar')).toHaveLength(2);
    expect(container.querySelectorAll('.v3-chart__range')).toHaveLength(1);
    cleanup();
    render(<LiquidityChart distribution={[]} tick={0} range={null} />);
    expect(screen.getByText('No liquidity near the price.')).toBeTruthy();
  });
});

describe('PoolInfo', () => {
  it('shows the price both ways and a lock whose hover offers the unlock', () => {
    const pool: PoolDetail = {
      info: info(0, 3000),
      tokenA: WAX,
      tokenB: USDT,
      state: {} as PoolDetail['state'],
      price: { numerator: 1n, denominator: 20n },
      distribution: [],
    };
    const onLock = vi.fn();
    render(<PoolInfo pool={pool} lock={{ locked: true, onLock, onSuggested: vi.fn() }} />);
    expect(screen.getByTestId('v3-price').textContent).toContain('1 WAX = 0.0500000000 USDT');
    expect(screen.getByText(/1 USDT = 20\.0+ WAX/)).toBeTruthy();
    const lock = screen.getByRole('button', { name: 'Unlock price' });
    expect(lock.getAttribute('title')).toContain('Unlock');
    fireEvent.click(lock);
    expect(onLock).toHaveBeenCalledWith(false);
  });
});
