import { AreaSeries, ColorType, createChart, HistogramSeries, type IChartApi, type UTCTimestamp } from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import { readPalette, withAlpha } from '../../../components/chart/palette';
import type { OverviewDay } from '../../../core/analytics/overview';

/** Which figure the chart draws over time. */
export type HistoryFigure = 'volume' | 'tvl';

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 2 });

/**
 * Volume (bars) or TVL (an area) per day with lightweight-charts (SPEC §2 Analytics: charts over
 * time), held in a ref for the component's life; new days or another figure only set the data.
 */
export function HistoryChart({ days, figure }: { days: readonly OverviewDay[]; figure: HistoryFigure }) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<IChartApi | null>(null);

  useEffect(() => {
    const element = box.current;
    if (element === null) return undefined;
    const palette = readPalette(element);
    const instance = createChart(element, {
      autoSize: true,
      layout: {
        background: { type: ColorType.Solid, color: palette.background },
        textColor: palette.text,
        fontFamily: palette.fontFamily,
        fontSize: 11,
        attributionLogo: false,
      },
      grid: { vertLines: { visible: false }, horzLines: { color: palette.grid } },
      rightPriceScale: { borderColor: palette.border },
      timeScale: { borderColor: palette.border, timeVisible: false },
      localization: { priceFormatter: (value: number) => compact.format(value) },
      handleScroll: false,
      handleScale: false,
    });
    chart.current = instance;
    return () => {
      instance.remove();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    const instance = chart.current;
    const element = box.current;
    if (instance === null || element === null) return undefined;
    const accent = getComputedStyle(element).getPropertyValue('--accent').trim() || '#4c8dff';
    const points = days.map((day) => ({ time: day.time as UTCTimestamp, value: figure === 'volume' ? day.volume : day.tvl }));
    const series =
      figure === 'volume'
        ? instance.addSeries(HistogramSeries, { color: withAlpha(accent, 0.7), priceLineVisible: false, lastValueVisible: false })
        : instance.addSeries(AreaSeries, {
            lineColor: accent,
            topColor: withAlpha(accent, 0.35),
            bottomColor: withAlpha(accent, 0.02),
            lineWidth: 2,
            priceLineVisible: false,
          });
    series.setData(points);
    instance.timeScale().fitContent();
    return () => {
      // On unmount the chart itself goes first (the effect above): a removed chart has no series to remove.
      if (chart.current === instance) instance.removeSeries(series);
    };
  }, [days, figure]);

  return (
    <div ref={box} className="history-chart" role="img" aria-label={figure === 'volume' ? 'Volume per day in WAX' : 'Total value locked per day in WAX'} />
  );
}
