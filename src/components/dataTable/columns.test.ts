import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { columnTracks } from './columns';

/** The tracks of a `grid-template-columns` value: split at spaces outside parentheses. */
function splitTracks(template: string): string[] {
  const tracks: string[] = [];
  let depth = 0;
  let track = '';
  for (const char of template) {
    depth += char === '(' ? 1 : char === ')' ? -1 : 0;
    if (char === ' ' && depth === 0) {
      tracks.push(track);
      track = '';
    } else track += char;
  }
  if (track !== '') tracks.push(track);
  return tracks;
}

describe('columnTracks', () => {
  it('keeps each width as written and shares the rest among the columns without one', () => {
    expect(columnTracks(['36px', undefined, '20%', '12%', '16%', '16%'])).toBe('36px minmax(0, 1fr) 20% 12% 16% 16%');
    expect(columnTracks(['var(--holders-rank-width, 64px)', undefined, '36%', undefined])).toBe(
      'var(--holders-rank-width, 64px) minmax(0, 1fr) 36% minmax(0, 1fr)',
    );
  });

  it('lets the last column take the room left when every column has a width, as a fixed table would', () => {
    expect(columnTracks(['170px', '132px', '96px'])).toBe('170px 132px minmax(96px, 1fr)');
    expect(columnTracks([])).toBe('');
  });

  it('answers one track per column, a shared one exactly where a width is missing', () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.constantFrom('36px', '20%', 'var(--w, 8px)'), { nil: undefined }), { maxLength: 9 }), (widths) => {
        const tracks = splitTracks(columnTracks(widths));
        expect(tracks).toHaveLength(widths.length);
        widths.forEach((width, index) => {
          if (width === undefined) expect(tracks[index]).toBe('minmax(0, 1fr)');
          else expect(tracks[index]!.includes(width)).toBe(true);
        });
      }),
    );
  });
});
