/** The header's tabs; `hidden` is the invisible tab /wallet selects so that no visible tab lights up (SPEC §2 Layout). */
export type NavTab = 'home' | 'spot' | 'markets' | 'analytics' | 'hidden';

function startsWithSegment(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** Which header tab a path highlights: /trade → Markets, /analytics → Analytics, /swap and /limit → Spot, /wallet → hidden. */
export function activeTab(pathname: string): NavTab | null {
  if (pathname === '/' || pathname === '') return 'home';
  if (startsWithSegment(pathname, '/swap') || startsWithSegment(pathname, '/limit')) return 'spot';
  if (startsWithSegment(pathname, '/markets') || startsWithSegment(pathname, '/trade')) return 'markets';
  if (startsWithSegment(pathname, '/analytics')) return 'analytics';
  if (startsWithSegment(pathname, '/wallet')) return 'hidden';
  return null;
}
