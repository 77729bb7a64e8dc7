import { test as base, expect } from '@playwright/test';

/** Console errors and uncaught page errors seen during a test; every test asserts there are none. */
type Fixtures = { pageErrors: string[] };

export const test = base.extend<Fixtures>({
  pageErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
    });
    await use(errors);
  },
});

export { expect };
