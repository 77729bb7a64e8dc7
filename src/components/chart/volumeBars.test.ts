import { describe, expect, it } from 'vitest';
import { fillVolumeBars, VolumeBars, type BarContext, type VolumeBar } from './volumeBars';

/** A canvas context that records each fill with its colour. */
function recorder() {
  const fills: string[] = [];
  const context: BarContext = {
    fillStyle: '',
    fillRect: (x, y, width, height) => void fills.push(`${String(context.fillStyle)} ${x},${y} ${width}×${height}`),
  };
  return { fills, context };
}

const up = 'rgba(38, 194, 129, 0.45)';
const down = 'rgba(240, 80, 110, 0.45)';
// A 100-pixel pane, one pixel per CSS pixel: the bars stand in its bottom 20 pixels.
const scope = (context: BarContext) => ({ context, bitmapSize: { height: 100 }, horizontalPixelRatio: 1, verticalPixelRatio: 1 });
// Candle i centred at x = 5 + 10i.
const layout = (from: number, to: number) => ({ from, to, barSpacing: 10, indexToX: (index: number) => 5 + 10 * index });

describe('fillVolumeBars', () => {
  it('scales the visible bars from 0 to the highest into the bottom fifth, in 9-pixel columns one pixel apart', () => {
    const bars: VolumeBar[] = [
      { volume: 10, color: up },
      { volume: 20, color: down },
      { volume: 40, color: up },
      { volume: 0, color: down },
    ];
    const { fills, context } = recorder();
    fillVolumeBars(scope(context), bars, layout(0, 3));
    // y(v) = 99 − 19·v/40, rounded; a zero bar is a 1-pixel tick on the base.
    expect(fills).toEqual([`${up} 1,94 9×6`, `${down} 11,90 9×10`, `${up} 21,80 9×20`, `${down} 31,99 9×1`]);
  });

  it('draws one bar past each side of the view but scales by the visible ones only', () => {
    const bars: VolumeBar[] = [
      { volume: 400, color: up },
      { volume: 40, color: up },
      { volume: 20, color: up },
    ];
    const { fills, context } = recorder();
    fillVolumeBars(scope(context), bars, layout(1, 1));
    expect(fills).toEqual([`${up} 1,-91 9×191`, `${up} 11,80 9×20`, `${up} 21,90 9×10`]);
  });

  it('puts the base mid-band when every visible volume is zero, as a flat price scale does', () => {
    const { fills, context } = recorder();
    fillVolumeBars(scope(context), [{ volume: 0, color: up }], layout(0, 0));
    expect(fills).toEqual([`${up} 1,90 9×1`]);
  });
});

describe('VolumeBars', () => {
  it('replaces the bars and sets the newest, asking for a redraw only when told to', () => {
    const primitive = new VolumeBars();
    let redraws = 0;
    primitive.attached({ requestUpdate: () => void (redraws += 1) } as Parameters<VolumeBars['attached']>[0]);
    primitive.setBars([{ volume: 1, color: up }]);
    primitive.setBar(0, { volume: 2, color: up }, false);
    primitive.setBar(1, { volume: 3, color: down }, true);
    // Past the end: ignored.
    primitive.setBar(5, { volume: 9, color: down }, true);
    expect(primitive.current).toEqual([
      { volume: 2, color: up },
      { volume: 3, color: down },
    ]);
    expect(redraws).toBe(2);
  });
});
