import { RESOLUTIONS, TIME_FRAMES, type Resolution, type TimeFrame } from '../../core/candles';
import { MenuButton } from '../MenuButton';
import { resolutionLabel } from './resolutionLabel';
import { DEFAULT_STUDIES, type ChartStudies } from './types';

/** Props of the row above the chart. */
export type ChartToolbarProps = {
  resolution: Resolution;
  onResolutionChange: (resolution: Resolution) => void;
  timeFrame: string | null;
  onTimeFrameChange: (frame: TimeFrame) => void;
  studies: ChartStudies;
  /** Absent: the studies are fixed and no toggles show. */
  onStudiesChange?: ((studies: ChartStudies) => void) | undefined;
};

/**
 * Resolution buttons (SPEC §9: 1 … 1M), the time-frame menu (5y/1W … 1d/1) and study toggles.
 * The resolution row scrolls sideways where it does not fit (phones) rather than wrapping.
 */
export function ChartToolbar({ resolution, onResolutionChange, timeFrame, onTimeFrameChange, studies, onStudiesChange }: ChartToolbarProps) {
  const averagesOn = studies.ma.length > 0;
  return (
    <div className="candle-chart__toolbar">
      <div className="candle-chart__resolutions segmented" role="group" aria-label="Resolution">
        {RESOLUTIONS.map((option) => (
          <button key={option} type="button" aria-pressed={option === resolution} onClick={() => onResolutionChange(option)}>
            {resolutionLabel(option)}
          </button>
        ))}
      </div>
      <MenuButton className="candle-chart__frames" label={<span>Range{timeFrame ? `: ${timeFrame}` : ''}</span>}>
        {TIME_FRAMES.map((frame) => (
          <button
            key={frame.text}
            type="button"
            role="menuitem"
            aria-current={frame.text === timeFrame ? 'true' : undefined}
            className="candle-chart__frame"
            onClick={() => onTimeFrameChange(frame)}
          >
            <span>{frame.text}</span>
            <span className="candle-chart__frame-resolution">{resolutionLabel(frame.resolution)}</span>
          </button>
        ))}
      </MenuButton>
      {onStudiesChange ? (
        <div className="candle-chart__studies segmented" role="group" aria-label="Studies">
          <button type="button" aria-pressed={studies.volume} onClick={() => onStudiesChange({ ...studies, volume: !studies.volume })}>
            Vol
          </button>
          <button type="button" aria-pressed={averagesOn} onClick={() => onStudiesChange({ ...studies, ma: averagesOn ? [] : DEFAULT_STUDIES.ma })}>
            MA
          </button>
        </div>
      ) : null}
    </div>
  );
}
