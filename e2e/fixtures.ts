import { appendFileSync, mkdirSync } from 'node:fs';
import { test as base, expect, type Page } from '@playwright/test';
import { requestUse, signedUses, socketUse, unlisted, type SurfaceUse } from './surface';

/** Console errors and uncaught page errors seen during a test; every test asserts there are none. */
type Fixtures = { pageErrors: string[]; surface: SurfaceUse[] };

export const test = base.extend<Fixtures>({
  pageErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
    });
    await use(errors);
  },
  /**
   * Every use of the outside world by the test's pages (and their workers): requests, socket
   * events, signed actions. A use docs/surface.md does not list fails the test with its name.
   */
  surface: [
    async ({ context }, use, testInfo) => {
      const uses: SurfaceUse[] = [];
      const watchPage = (page: Page) => {
        page.on('websocket', (socket) =>
          socket.on('framesent', ({ payload }) => {
            const found = typeof payload === 'string' ? socketUse(payload) : null;
            if (found) uses.push(found);
          }),
        );
      };
      context.pages().forEach(watchPage);
      context.on('page', watchPage);
      context.on('request', (request) => {
        const found = requestUse(request.method(), request.url(), request.resourceType());
        if (!found) return;
        uses.push(found);
        if (/\/v1\/chain\/(push|send)_transaction$/.test(found.target)) uses.push(...signedUses(request.postData() ?? ''));
      });
      await use(uses);
      if (process.env.E2E_SURFACE_LOG) {
        mkdirSync(process.env.E2E_SURFACE_LOG, { recursive: true });
        appendFileSync(
          `${process.env.E2E_SURFACE_LOG}/${testInfo.workerIndex}.jsonl`,
          uses.map((found) => `${JSON.stringify({ ...found, test: testInfo.title })}\n`).join(''),
        );
        return;
      }
      const unknown = unlisted(uses);
      expect(unknown, `calls not in docs/surface.md:\n${unknown.join('\n')}`).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
