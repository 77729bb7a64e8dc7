import { formatWaxAmount } from '../../../core/format';
import type { ExchangeVolume } from '../../../core/analytics/overview';
import { arcPath, shareSlices } from '../../../core/analytics/shares';
import { EXCHANGE_NAMES, isExchange } from '../../../core/urlParams/exchanges';

// Greys and the accent only: green and red keep their meaning (DESIGN §7).
const COLOURS = ['var(--accent)', '#7aa7ff', '#a9c4ff', '#8a93a6', '#5f6878', '#414a5a'];
const SIZE = 160;

const nameOf = (key: string) => (key === 'other' ? 'Other' : isExchange(key) ? EXCHANGE_NAMES[key] : key);
const percent = new Intl.NumberFormat('en-US', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** The top chart pie (SPEC §2 Analytics): each exchange's share of the 7 d volume, as an SVG ring and its legend. */
export function ExchangePie({ exchanges }: { exchanges: readonly ExchangeVolume[] }) {
  const slices = shareSlices(exchanges.map((exchange) => ({ key: exchange.src, value: exchange.volume7d })));
  if (slices.length === 0) return <p className="table-empty">No volume in the last 7 days.</p>;
  const starts = slices.map((_, i) => slices.slice(0, i).reduce((sum, slice) => sum + slice.share, 0));
  const arcs = slices.map((slice, i) => ({
    slice,
    path: arcPath(starts[i]!, starts[i]! + slice.share, SIZE / 2, SIZE / 2 - 26),
    colour: COLOURS[i % COLOURS.length],
  }));
  return (
    <figure className="exchange-pie">
      <svg viewBox={`0 0 ${SIZE} ${SIZE}`} width={SIZE} height={SIZE} role="img" aria-label="Volume share by exchange over 7 days">
        {arcs.map(({ slice, path, colour }) => (
          <path key={slice.key} d={path} fill={colour}>
            <title>{`${nameOf(slice.key)}: ${percent.format(slice.share)}`}</title>
          </path>
        ))}
      </svg>
      <figcaption>
        <ul className="exchange-pie__legend">
          {arcs.map(({ slice, colour }) => (
            <li key={slice.key} data-exchange={slice.key}>
              <span className="exchange-pie__swatch" style={{ background: colour }} aria-hidden="true" />
              <span className="exchange-pie__name">{nameOf(slice.key)}</span>
              <span className="exchange-pie__share">{percent.format(slice.share)}</span>
              <span className="exchange-pie__volume">{formatWaxAmount(slice.value)} WAX</span>
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
