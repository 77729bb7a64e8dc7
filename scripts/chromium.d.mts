/** Returns an executable path, or undefined to let Playwright use its own installed browser. */
export function findChromium(): string | undefined;

/** The flags every headless Chromium of the tests runs with. */
export const CHROMIUM_FLAGS: readonly string[];
