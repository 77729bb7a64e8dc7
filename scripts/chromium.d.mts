/** Returns an executable path, or undefined to let Playwright use its own installed browser. */
export function findChromium(): string | undefined;
