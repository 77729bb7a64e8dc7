/**
 * The devnet's light API (SPEC §7, NOTES "Light API"): balances, accinfo, topholders and
 * holdercount in the public eosio_light_api's shapes, from the indexer's holder tables and the live
 * world. Mount it under two prefixes (`/lightapi/`, `/lightapi2/`) so the app's host fallback runs.
 * Errors are HTTP 400 text/plain, as the real service answers them.
 */
import { unitsToDecimalString } from '../../../src/core/amount/decimal';
import { isAccountName, isSymbolCode } from '../../../src/core/domain';
import { sendJson, sendText } from '../../http/respond';
import type { Handler } from '../../http/types';
import { CHAIN_ID } from '../../chain/index';
import type { Indexer } from '../indexer/indexer';
import { MAX_TOP_HOLDERS as DEVNET_MAX_TOP_HOLDERS } from '../indexer/holders';
import type { WorldReader } from '../world/types';

/**
 * NOTES: mainnet's top holders takes 10 to 1000. The devnet answers the same path up to a larger
 * limit, so a token's whole holder list (TLM's 100,000 in the full world) can be browsed; the app
 * asks for its network's `topHoldersLimit` (public/config.json).
 */
export const MIN_TOP_HOLDERS = 10;
export const MAX_TOP_HOLDERS = DEVNET_MAX_TOP_HOLDERS;

/** What the light API reads. */
export interface LightApiOptions {
  readonly indexer: Indexer;
  readonly world: WorldReader;
  /** The chain name in paths (default `wax`). */
  readonly chain?: string;
  /** The prefix of `handler` (default `/lightapi/`). */
  readonly prefix?: string;
  /** Shown in each answer's `chain` (default the devnet's chain id). */
  readonly chainId?: string;
}

/** A running light API. */
export interface LightApi {
  readonly handler: Handler;
  /** The same answers under another prefix. */
  mount(prefix: string): Handler;
}

class BadRequest extends Error {}

/** Chain time text as nodeos writes it (UTC, no zone). */
const chainTime = (ms: number) => new Date(ms).toISOString().replace('Z', '');

/** Builds the light API. */
export function createLightApi(options: LightApiOptions): LightApi {
  const { indexer, world } = options;
  const chainName = options.chain ?? 'wax';
  const chainInfo = () => {
    const head = world.head();
    return {
      chainid: options.chainId ?? CHAIN_ID,
      description: 'Waxwing devnet',
      network: chainName,
      systoken: 'WAX',
      decimals: 8,
      production: 0,
      block_num: head.blockNum,
      block_time: chainTime(head.blockTime),
      sync: 0,
    };
  };
  const account = (name: string | undefined): string => {
    if (name === undefined || !isAccountName(name)) throw new BadRequest(`Invalid account name: ${name ?? ''}`);
    return name;
  };
  const token = (contract: string | undefined, code: string | undefined): number | undefined => {
    const checked = account(contract);
    if (code === undefined || !isSymbolCode(code)) throw new BadRequest(`Invalid symbol: ${code ?? ''}`);
    return indexer.registry.findTokenKey(checked, code);
  };

  const answers: Record<string, (args: string[]) => Promise<{ json: unknown } | { text: string }> | { json: unknown } | { text: string }> = {
    balances: ([name]) => {
      const owner = account(name);
      const balances = indexer.holders.balancesOf(owner).map(({ tokenKey, amount }) => {
        const t = indexer.registry.token(tokenKey);
        return { contract: t.contract, currency: t.code, amount: unitsToDecimalString(amount, t.precision), decimals: String(t.precision) };
      });
      return { json: { account_name: owner, chain: chainInfo(), balances } };
    },
    accinfo: async ([name]) => {
      const owner = account(name);
      const info = await world.account(owner);
      if (info === null) throw new BadRequest(`Unknown account: ${owner}`);
      return { json: { account_name: owner, chain: chainInfo(), ...info } };
    },
    topholders: ([contract, code, count]) => {
      const key = token(contract, code);
      const n = Number(count);
      if (!/^\d{1,7}$/.test(count ?? '') || n < MIN_TOP_HOLDERS || n > MAX_TOP_HOLDERS)
        throw new BadRequest(`Invalid count: must be ${MIN_TOP_HOLDERS} to ${MAX_TOP_HOLDERS}`);
      if (key === undefined) return { json: [] };
      const precision = indexer.registry.token(key).precision;
      return { json: indexer.holders.top(key, n).map(({ owner, amount }) => [owner, unitsToDecimalString(amount, precision)]) };
    },
    holdercount: ([contract, code]) => {
      const key = token(contract, code);
      return { text: String(key === undefined ? 0 : indexer.holders.count(key)) };
    },
  };
  const arity: Record<string, number> = { balances: 1, accinfo: 1, topholders: 3, holdercount: 2 };

  const mount =
    (prefix: string): Handler =>
    async (req, res, url) => {
      if (!url.pathname.startsWith(prefix)) return false;
      const [name = '', chain, ...args] = url.pathname
        .slice(prefix.length)
        .split('/')
        .filter((part) => part !== '');
      const answer = answers[name];
      if (answer === undefined || req.method !== 'GET') {
        sendText(res, 404, `Not found: ${url.pathname}`);
        return true;
      }
      try {
        if (chain !== chainName) throw new BadRequest(`Unknown chain: ${chain ?? ''}`);
        if (args.length !== arity[name]) throw new BadRequest(`${name} takes ${arity[name]} arguments after the chain`);
        const result = await answer(args.map(decodeURIComponent));
        if ('json' in result) sendJson(res, 200, result.json);
        else sendText(res, 200, result.text);
      } catch (error) {
        if (!(error instanceof BadRequest) && !(error instanceof URIError)) throw error;
        sendText(res, 400, error.message);
      }
      return true;
    };
  return { handler: mount(options.prefix ?? '/lightapi/'), mount };
}
