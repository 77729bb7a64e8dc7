import { describe, expect, it } from 'vitest';
import { RESOLUTIONS } from '../../core/candles';
import { isIntraday, resolutionLabel } from './resolutionLabel';

describe('resolution labels', () => {
  it('names every resolution the way the toolbar shows it', () => {
    expect(RESOLUTIONS.map(resolutionLabel)).toEqual(['1m', '5m', '15m', '30m', '1h', '2h', '4h', '6h', '12h', '1D', '3D', '1W', '1M']);
  });

  it('treats minute and hour resolutions as intraday', () => {
    expect(RESOLUTIONS.filter(isIntraday)).toEqual(['1', '5', '15', '30', '60', '120', '240', '360', '720']);
  });
});
