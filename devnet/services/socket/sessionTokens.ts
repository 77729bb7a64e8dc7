/** The devnet's socket session tokens (SPEC §7 "Session token"): one live token per client uuid. */
import { randomBytes } from 'node:crypto';

/** Issues and checks session tokens; the live server asks it on every handshake. */
export interface SessionTokens {
  /** A new token for `uuid`; it replaces the uuid's previous token. */
  issue(uuid: string): string;
  /** True when `token` is the current token of `uuid`. */
  verify(token: string, uuid: string): boolean;
  /** Forgets every token (a fault knob: clients must renew theirs). */
  revokeAll(): void;
  /** Tokens held. */
  readonly size: number;
}

/** Tokens kept at most; past this the oldest uuid's token goes (a devnet must not grow without bound). */
export const MAX_SESSION_TOKENS = 100_000;

/** An in-memory token store; `random` is injectable so tests can pin tokens. */
export function createSessionTokens(random: (bytes: number) => Buffer = randomBytes, limit = MAX_SESSION_TOKENS): SessionTokens {
  // Map keeps insertion order: re-inserting on issue makes the first key the least recently issued.
  const byUuid = new Map<string, string>();
  return {
    issue(uuid) {
      const token = random(24).toString('base64url');
      byUuid.delete(uuid);
      byUuid.set(uuid, token);
      if (byUuid.size > limit) byUuid.delete(byUuid.keys().next().value!);
      return token;
    },
    verify(token, uuid) {
      return byUuid.get(uuid.toLowerCase()) === token;
    },
    revokeAll() {
      byUuid.clear();
    },
    get size() {
      return byUuid.size;
    },
  };
}
