/** The message of anything thrown, for a log line or an error shown to the user. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
