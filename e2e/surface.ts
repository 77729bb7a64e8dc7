/**
 * The app's outside surface, as the e2e suite sees it: every request a page makes (method, path
 * pattern, query keys), every socket event it emits with its room type, and every contract::action it
 * signs. docs/surface.md lists what the app may use — the real WAX services' interfaces — and
 * `unlisted` names anything a test saw that is not there, so a call of our own fails the suite.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ABI, type Bytes, PackedTransaction, Serializer } from '@wharfkit/antelope';
import { TOKEN_ABI } from '../devnet/contracts/token/abi';

/** One use of the outside world: `GET {swap}/tokens/ ?nolptoken`, `SOCKET subscribe klines`, `SIGN alcordexmain::cancelbuy`. */
export type SurfaceUse = { readonly kind: string; readonly target: string; readonly keys: readonly string[] };

/** The listed uses: kind, a target pattern (`{name}` is one path segment) and the query keys allowed. */
type Listed = { readonly kind: string; readonly pattern: RegExp; readonly keys: ReadonlySet<string> };

const SURFACE_DOC = join(import.meta.dirname, '..', 'docs', 'surface.md');
const KINDS = new Set(['GET', 'POST', 'HEAD', 'SOCKET', 'SIGN']);

/** The rows of docs/surface.md's tables whose first cell is a kind: `| GET | {swap}/tokens/ | nolptoken | why |`. */
export function readSurface(text: string = readFileSync(SURFACE_DOC, 'utf8')): Listed[] {
  const listed: Listed[] = [];
  for (const line of text.split('\n')) {
    // A "|" inside a cell is written "\\|" (a router memo's hop list).
    const cells = line.split(/(?<!\\)\|/).map((cell) => cell.replace(/\\\|/g, '|').trim());
    if (cells.length < 4 || !KINDS.has(cells[1]!)) continue;
    const target = cells[2]!.replace(/`/g, '');
    const source = target
      .split(/(\{[a-z_]+\})/)
      .map((part) =>
        /^\{[a-z_]+\}$/.test(part) && !['{swap}', '{lightapi}', '{rpc}', '{app}', '{logo}'].includes(part)
          ? '[^/]+'
          : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('');
    const keys = cells[3]!
      .replace(/`/g, '')
      .split(',')
      .map((key) => key.trim())
      .filter((key) => key !== '' && key !== '—');
    listed.push({ kind: cells[1]!, pattern: new RegExp(`^${source}$`), keys: new Set(keys) });
  }
  return listed;
}

/** Where the devnet serves each service (public/config.json's devnet network): the prefix a listed target names. */
const PREFIXES: readonly [RegExp, string][] = [
  [/^\/api2?\//, '{swap}/'],
  [/^\/lightapi2?\//, '{lightapi}/'],
  [/^\/v1\//, '{rpc}/v1/'],
];

/** A request as a use, or null for the app's own files and pages (documents, scripts, styles, fonts, images of the build). */
export function requestUse(method: string, url: string, resourceType: string): SurfaceUse | null {
  const { protocol, pathname, searchParams } = new URL(url);
  // The page's own blob: and data: URLs (decoded logos) never leave the browser.
  if (resourceType === 'document' || (protocol !== 'http:' && protocol !== 'https:')) return null;
  // A token's logo is wherever tokens/ says it is: the devnet serves them under /devnet/logos/.
  if (/^\/devnet\/logos\//.test(pathname)) return { kind: method, target: '{logo}', keys: [] };
  const prefix = PREFIXES.find(([pattern]) => pattern.test(pathname));
  const target = prefix ? pathname.replace(prefix[0], prefix[1]) : `{app}${pathname}`;
  if (!prefix && /^\{app\}\/(assets|logos)\//.test(target)) return null;
  return { kind: method, target, keys: [...new Set(searchParams.keys())].sort() };
}

/** A token contract's transfer, as every token contract on WAX declares it (the reference eosio.token ABI). */
const TRANSFER_ABI = ABI.from(TOKEN_ABI);

/**
 * The contracts whose transfers read a memo (the venues, the router, the limit contract, the
 * order book): their memo's shape is part of the surface. A transfer to anyone else carries the
 * user's own memo.
 */
const MEMO_READERS = /^(alcordexmain|swap\.alcor|swap\.we|swap\.box|lptoken\.box|swap\.taco|swap\.nefty|swap\.adex|calcormining|dapp\.fusion)$/;

/**
 * A memo with its amounts, symbols, numbers and the signer's name as placeholders, and a router
 * memo's hop list as `{hops}`: "deposit,{n}", "{extended asset}", "swap,{n},{symbol}@{contract}|{hops}".
 */
export function memoShape(memo: string, signer: string): string {
  return memo
    .replace(/\|.*$/, '|{hops}')
    .replace(/-?\d+(\.\d+)? [A-Z]{1,7}@[a-z1-5.]{1,12}/g, '{extended asset}')
    .replace(/-?\d+(\.\d+)? [A-Z]{1,7}/g, '{asset}')
    .replace(/[A-Z]{1,7}@[a-z1-5.]{1,12}/g, '{symbol}@{contract}')
    .replace(/\d+/g, '{n}')
    .split(/([#,:;|-])/)
    .map((part) => (part === signer ? '{account}' : part))
    .join('');
}

/** Whether an `open` carries eosio.token's `open {owner, symbol, ram_payer}`: any token contract's, as a transfer is. */
function isTokenOpen(data: Bytes): boolean {
  try {
    Serializer.decode({ data, type: 'open', abi: TRANSFER_ABI });
    return true;
  } catch {
    return false;
  }
}

/** The contract::action of each action a push or send_transaction body carries; a transfer with its receiver and memo shape, a token's open as any token contract's. */
export function signedUses(body: string): SurfaceUse[] {
  try {
    const transaction = PackedTransaction.from(JSON.parse(body) as never).getTransaction();
    return transaction.actions.map((action) => {
      const name = String(action.name);
      if (name === 'open' && isTokenOpen(action.data)) return { kind: 'SIGN', target: '{token contract}::open', keys: [] };
      if (name !== 'transfer') return { kind: 'SIGN', target: `${String(action.account)}::${name}`, keys: [] };
      const data = Serializer.decode({ data: action.data, type: 'transfer', abi: TRANSFER_ABI }) as { from: unknown; to: unknown; memo: string };
      const to = String(data.to);
      const shape = MEMO_READERS.test(to) ? memoShape(data.memo, String(data.from)) : '{user memo}';
      return { kind: 'SIGN', target: `{token contract}::transfer ${MEMO_READERS.test(to) ? to : '{any account}'} "${shape}"`, keys: [] };
    });
  } catch {
    return [];
  }
}

/** A socket.io frame the page sent ("42["subscribe",{…}]") as a use: the event and its room type. */
export function socketUse(payload: string): SurfaceUse | null {
  const match = /^\d+(\[.*\])$/s.exec(payload);
  if (!match) return null;
  try {
    const [event, params] = JSON.parse(match[1]!) as [unknown, unknown];
    if (typeof event !== 'string') return null;
    const room = params && typeof params === 'object' && 'room' in params ? String((params as { room: unknown }).room) : '';
    return { kind: 'SOCKET', target: room === '' ? event : `${event} ${room}`, keys: [] };
  } catch {
    return null;
  }
}

/** The uses no listed entry allows, as text (one line each, without repeats). */
export function unlisted(uses: readonly SurfaceUse[], listed: readonly Listed[] = readSurface()): string[] {
  const out = new Set<string>();
  for (const use of uses) {
    const allowed = listed.some((entry) => entry.kind === use.kind && entry.pattern.test(use.target) && use.keys.every((key) => entry.keys.has(key)));
    if (!allowed) out.add(`${use.kind} ${use.target}${use.keys.length > 0 ? ` ?${use.keys.join('&')}` : ''}`);
  }
  return [...out].sort();
}
