import './Logo.css';

/** The Waxwing mark: a swept wing with the crest's accent tip, drawn inline (same artwork as /favicon.svg). */
export function LogoMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#12161d" />
      <path d="M5 10l5.5 13L16 12l5.5 11L27 10" fill="none" stroke="#e6e9ef" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="27" cy="10" r="2.6" fill="#4c8dff" />
    </svg>
  );
}

/** The header logo: the mark, the name "Waxwing" and the "Alpha version" label (SPEC §1). */
export function Logo() {
  return (
    <span className="logo">
      <LogoMark />
      <span className="logo__words">
        {/* The space between the two is not drawn (they are flex items) but keeps them two words when read out. */}
        <span className="logo__name">Waxwing</span> <span className="logo__tag">Alpha version</span>
      </span>
    </span>
  );
}
