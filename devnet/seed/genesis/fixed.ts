/** The fixed genesis world: system accounts, producers, well-known tokens and demo accounts. */

/** WAX's real maximum supply: 46,116,860,184.27387903 WAX (2^62 − 1 units). */
export const WAX_MAX_SUPPLY = '46116860184.27387903 WAX';
/** Issued at genesis (roughly WAX's circulating supply). */
export const WAX_GENESIS_ISSUE = '3800000000.00000000 WAX';
/** The voter-pay bucket at genesis (what inflation filled before it); fill_buckets adds a sixth of inflation on every claim. */
export const VOTERS_BUCKET = '100000.00000000 WAX';

/** System accounts created at genesis (eosio itself comes first). */
export const SYSTEM_ACCOUNTS = [
  'eosio.token',
  'eosio.stake',
  'eosio.voters',
  'eosio.ram',
  'eosio.ramfee',
  'eosio.null',
  'eosio.saving',
  'eosio.bpay',
  'eosio.vpay',
  'eosio.names',
  'eosio.msig',
  'eosio.wrap',
  'genesis.wax',
  'delphioracle',
];

/** Block producers (24 > 21, so standbys exist), with the location codes they register. */
export const PRODUCERS: readonly { name: string; url: string; location: number }[] = [
  'alohaeosprod',
  'blacklusionx',
  'bountyblokbp',
  'cryptolions1',
  'eosamsterdam',
  'eosauthority',
  'eosdublinwow',
  'eosiodetroit',
  'eosphereiobp',
  'greeneosiobp',
  'guild.nefty',
  'ivote4waxusa',
  'liquidstudio',
  'nation.wax',
  'oneinacilian',
  'pink.gg',
  'sentnlagents',
  'tacocrypto1',
  'waxdaobp1111',
  'waxhiveguild',
  'waxmadrid111',
  'waxswedenorg',
  'wecan',
  'bp.wombat',
].map((name, i) => ({ name, url: `https://${name.replace(/\./g, '-')}.example`, location: [840, 276, 752, 724, 528, 372, 124, 826][i % 8]! }));

/** A well-known token: its real contract, symbol, precision and maximum supply. */
export interface GenesisToken {
  readonly contract: string;
  readonly maxSupply: string;
  readonly issuer: string;
  /** Issued at genesis, then spread to the demo accounts. */
  readonly issue: string;
}

/** Tokens with their real contracts and precisions. */
export const TOKENS: readonly GenesisToken[] = [
  { contract: 'alien.worlds', maxSupply: '10000000000.0000 TLM', issuer: 'alien.worlds', issue: '2500000000.0000 TLM' },
  { contract: 'usdt.alcor', maxSupply: '1000000000.0000 USDT', issuer: 'usdt.alcor', issue: '50000000.0000 USDT' },
  { contract: 'token.nefty', maxSupply: '1000000000.00000000 NEFTY', issuer: 'token.nefty', issue: '400000000.00000000 NEFTY' },
  { contract: 'e.rplanet', maxSupply: '1000000000.0000 AETHER', issuer: 'e.rplanet', issue: '600000000.0000 AETHER' },
  { contract: 'token.fusion', maxSupply: '46116860184.27387903 LSWAX', issuer: 'token.fusion', issue: '100000000.00000000 LSWAX' },
  { contract: 'wombattokens', maxSupply: '1000000000.0000 WOMBAT', issuer: 'wombattokens', issue: '300000000.0000 WOMBAT' },
];

/** Demo accounts and what each holds besides WAX (units as asset strings). */
const E2E_TOKENS = ['100000.0000 TLM', '2000.0000 USDT', '5000.00000000 NEFTY'];

export const DEMO_ACCOUNTS: readonly { name: string; wax: string; stakeCpu: string; stakeNet: string; tokens: readonly string[] }[] = [
  {
    name: 'alice',
    wax: '250000.00000000 WAX',
    stakeCpu: '5000.00000000 WAX',
    stakeNet: '1000.00000000 WAX',
    tokens: ['1500000.0000 TLM', '25000.0000 USDT', '80000.00000000 NEFTY'],
  },
  {
    name: 'bob',
    wax: '120000.00000000 WAX',
    stakeCpu: '2000.00000000 WAX',
    stakeNet: '500.00000000 WAX',
    tokens: ['400000.0000 TLM', '12000.0000 USDT', '30000.0000 AETHER'],
  },
  {
    name: 'carol',
    wax: '60000.00000000 WAX',
    stakeCpu: '1000.00000000 WAX',
    stakeNet: '250.00000000 WAX',
    tokens: ['90000.0000 TLM', '5000.00000000 LSWAX', '12000.0000 WOMBAT'],
  },
  { name: 'dave', wax: '30000.00000000 WAX', stakeCpu: '500.00000000 WAX', stakeNet: '100.00000000 WAX', tokens: ['25000.0000 TLM', '800.0000 USDT'] },
  { name: 'erin', wax: '15000.00000000 WAX', stakeCpu: '0.00000000 WAX', stakeNet: '0.00000000 WAX', tokens: ['5000.0000 TLM', '2000.00000000 NEFTY'] },
  // Accounts of their own for end-to-end specs that run side by side on one devnet: a spec that
  // signs uses accounts no other spec touches, so the balances it checks move only by its own actions.
  { name: 'frank', wax: '50000.00000000 WAX', stakeCpu: '500.00000000 WAX', stakeNet: '100.00000000 WAX', tokens: E2E_TOKENS },
  { name: 'grace', wax: '50000.00000000 WAX', stakeCpu: '500.00000000 WAX', stakeNet: '100.00000000 WAX', tokens: E2E_TOKENS },
  { name: 'heidi', wax: '50000.00000000 WAX', stakeCpu: '500.00000000 WAX', stakeNet: '100.00000000 WAX', tokens: E2E_TOKENS },
  { name: 'ivan', wax: '50000.00000000 WAX', stakeCpu: '500.00000000 WAX', stakeNet: '100.00000000 WAX', tokens: E2E_TOKENS },
  { name: 'judy', wax: '50000.00000000 WAX', stakeCpu: '500.00000000 WAX', stakeNet: '100.00000000 WAX', tokens: E2E_TOKENS },
  { name: 'mallory', wax: '50000.00000000 WAX', stakeCpu: '500.00000000 WAX', stakeNet: '100.00000000 WAX', tokens: E2E_TOKENS },
  { name: 'niaj', wax: '50000.00000000 WAX', stakeCpu: '500.00000000 WAX', stakeNet: '100.00000000 WAX', tokens: E2E_TOKENS },
  { name: 'olivia', wax: '50000.00000000 WAX', stakeCpu: '500.00000000 WAX', stakeNet: '100.00000000 WAX', tokens: E2E_TOKENS },
  { name: 'peggy', wax: '50000.00000000 WAX', stakeCpu: '500.00000000 WAX', stakeNet: '100.00000000 WAX', tokens: E2E_TOKENS },
  { name: 'rupert', wax: '50000.00000000 WAX', stakeCpu: '500.00000000 WAX', stakeNet: '100.00000000 WAX', tokens: E2E_TOKENS },
  { name: 'sybil', wax: '50000.00000000 WAX', stakeCpu: '500.00000000 WAX', stakeNet: '100.00000000 WAX', tokens: E2E_TOKENS },
  { name: 'trent', wax: '50000.00000000 WAX', stakeCpu: '500.00000000 WAX', stakeNet: '100.00000000 WAX', tokens: E2E_TOKENS },
];

/** Oracle pairs: name, quote precision and the genesis median (USD 10^-4: 0.05 USD; BTC and ETH 10^-8). */
export const ORACLE_PAIRS: readonly { pair: string; precision: number; median: bigint }[] = [
  { pair: 'waxpusd', precision: 4, median: 500n },
  { pair: 'waxpbtc', precision: 8, median: 78n },
  { pair: 'waxpeth', precision: 8, median: 1_650n },
];
