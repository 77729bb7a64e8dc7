import { flagGlyph } from './flagGlyph';
import { WarningIcon } from './icons/uiIcons';
import { Spinner } from './Spinner';
import './EndpointGrid.css';

/** The parts of a swap-service endpoint the selector draws (SPEC §3 Swap API endpoint). */
export type EndpointCard = { flag: string; name: string; status: { ready: boolean } | { error: string } | null };

/** Props of the endpoint selector: the list, which one is selected, whether a choice is running. */
export type EndpointGridProps = {
  endpoints: readonly EndpointCard[];
  selectedIndex: number | null;
  pending: boolean;
  onChoose: (index: number) => void;
};

type Readiness = 'ready' | 'not-ready' | 'error';

function readinessOf(status: EndpointCard['status']): Readiness {
  if (status && 'error' in status) return 'error';
  return status?.ready ? 'ready' : 'not-ready';
}

const READINESS_TEXT: Record<Readiness, string> = { ready: 'Ready', 'not-ready': 'Not ready', error: 'Unreachable' };

/** The API endpoint selector: a 4-column grid of cards with a ready indicator each (SPEC §2 Layout, §8). */
export function EndpointGrid({ endpoints, selectedIndex, pending, onChoose }: EndpointGridProps) {
  return (
    <section className="endpoint-grid" aria-labelledby="endpoint-grid-title" aria-busy={pending}>
      <div className="endpoint-grid__head">
        <h3 id="endpoint-grid-title" className="endpoint-grid__title">
          API endpoint
        </h3>
        {pending ? <Spinner size={14} color="var(--accent)" label="Choosing endpoint" /> : null}
      </div>
      {endpoints.length === 0 ? <p className="endpoint-grid__empty">No API endpoint is configured.</p> : null}
      <div className="endpoint-grid__cards">
        {endpoints.map((endpoint, index) => {
          const readiness = readinessOf(endpoint.status);
          const glyph = flagGlyph(endpoint.flag);
          const selected = index === selectedIndex;
          return (
            <button
              key={`${endpoint.name}-${index}`}
              type="button"
              className={`endpoint-card${selected ? ' is-selected' : ''}`}
              aria-pressed={selected}
              disabled={pending}
              title={`${endpoint.name}: ${READINESS_TEXT[readiness]}`}
              onClick={() => onChoose(index)}
            >
              <span className={`endpoint-card__flag endpoint-card__flag--${glyph.kind}`} aria-hidden="true">
                {glyph.kind === 'image' ? <img src={glyph.src} alt="" width={24} height={18} /> : glyph.text}
              </span>
              <span className="endpoint-card__name">{endpoint.name}</span>
              <span className={`endpoint-card__dot endpoint-card__dot--${readiness}`} data-readiness={readiness}>
                <span className="visually-hidden">{READINESS_TEXT[readiness]}</span>
              </span>
              {readiness === 'error' ? (
                <span className="endpoint-card__warning">
                  <WarningIcon size={14} title="An error occured on this endpoint" />
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
    </section>
  );
}
