import { describe, expect, it } from 'vitest';
import { ROUTE_EARLY_READS } from '../core/earlyReads';
import { pageRoutes } from './routes';

describe('the early reads table', () => {
  it("names only the app's routes, each as the router spells it", () => {
    const paths = new Set(pageRoutes.map((route) => route.path));
    for (const route of ROUTE_EARLY_READS) expect(paths, route.path).toContain(route.path);
  });
});
