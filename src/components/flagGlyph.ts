/**
 * How an endpoint's `flag` field is drawn: an image URL, a short label (a country code such as "fi", or a word
 * such as "devnet"), or an emoji as written. Country codes are not turned into flag emoji: Windows has no glyphs for them.
 */
export type FlagGlyph = { kind: 'image'; src: string } | { kind: 'emoji'; text: string } | { kind: 'label'; text: string };

/** Reads a configured flag: "/flags/de.svg" → an image, "fi" → the label "FI", "devnet" → a label, an emoji as written. */
export function flagGlyph(flag: string): FlagGlyph {
  const trimmed = flag.trim();
  if (/^(https?:\/\/|\/|data:image\/)/.test(trimmed) || /\.(svg|png|webp|jpe?g)$/i.test(trimmed)) {
    return { kind: 'image', src: trimmed };
  }
  if (/^[a-z]{2}$/i.test(trimmed)) return { kind: 'label', text: trimmed.toUpperCase() };
  if (/^[\w .-]*$/.test(trimmed)) return { kind: 'label', text: trimmed };
  return { kind: 'emoji', text: trimmed };
}
