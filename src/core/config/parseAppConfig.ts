import { TOP_HOLDERS_LIMIT } from '../lightApi';
import { isAccountName } from '../domain';
import { findPrivateKeyPaths } from './secrets';
import type { AppConfig, NetworkConfig, SwapEndpoint } from './types';

type Json = Record<string, unknown>;

/** A config.json problem, with the path of the offending field in its message. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

function fail(path: string, expected: string): never {
  throw new ConfigError(`config.json: ${path} must be ${expected}`);
}

function record(value: unknown, path: string): Json {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) fail(path, 'an object');
  return value as Json;
}

function text(obj: Json, key: string, path: string, allowEmpty = false): string {
  const value = obj[key];
  if (typeof value !== 'string' || (!allowEmpty && value === '')) fail(`${path}.${key}`, allowEmpty ? 'a string' : 'a non-empty string');
  return value;
}

function textList(obj: Json, key: string, path: string): string[] {
  const value = obj[key];
  if (!Array.isArray(value) || value.length === 0 || !value.every((v) => typeof v === 'string' && v !== '')) {
    fail(`${path}.${key}`, 'a non-empty list of non-empty strings');
  }
  return value as string[];
}

function flag(obj: Json, key: string, path: string): boolean {
  const value = obj[key];
  if (typeof value !== 'boolean') fail(`${path}.${key}`, 'true or false');
  return value;
}

function optionalText(obj: Json, key: string, path: string): string | undefined {
  return obj[key] === undefined ? undefined : text(obj, key, path);
}

/** An optional list of contract account names (SPEC §6 banned contracts); absent means none. */
function accountList(obj: Json, key: string, path: string): string[] {
  const value = obj[key];
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every((name) => typeof name === 'string' && isAccountName(name))) fail(`${path}.${key}`, 'a list of account names');
  return value as string[];
}

/** An optional whole number of at least `min`; `fallback` when absent. */
function optionalCount(obj: Json, key: string, path: string, min: number, fallback: number): number {
  const value = obj[key];
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min) fail(`${path}.${key}`, `a whole number of at least ${min}`);
  return value;
}

function parseEndpoint(raw: unknown, path: string): SwapEndpoint {
  const obj = record(raw, path);
  return {
    flag: text(obj, 'flag', path),
    name: text(obj, 'name', path),
    url: text(obj, 'url', path),
    url_socketio: text(obj, 'url_socketio', path),
    is_dev: flag(obj, 'is_dev', path),
    status: null,
    last_status_update: 0,
  };
}

function parseNetwork(raw: unknown, path: string): NetworkConfig {
  const obj = record(raw, path);
  const chainId = text(obj, 'chainId', path);
  if (!/^[0-9a-f]{64}$/.test(chainId)) fail(`${path}.chainId`, '64 lowercase hex digits');
  const port = obj.port;
  if (typeof port !== 'number' || !Number.isInteger(port) || port < 0 || port > 65535) fail(`${path}.port`, 'a port number');
  const clientNodes = record(obj.client_nodes, `${path}.client_nodes`);
  if (Object.keys(clientNodes).length === 0) fail(`${path}.client_nodes`, 'a non-empty map of node URL to label');
  for (const key of Object.keys(clientNodes)) text(clientNodes, key, `${path}.client_nodes`);
  const endpoints = obj.swapEndpoints;
  if (!Array.isArray(endpoints)) fail(`${path}.swapEndpoints`, 'a list');
  const explorerTxUrl = text(obj, 'explorerTxUrl', path);
  if (!explorerTxUrl.includes('{id}')) fail(`${path}.explorerTxUrl`, 'a URL containing {id}');
  return {
    name: text(obj, 'name', path),
    desc: text(obj, 'desc', path, true),
    chainId,
    host: text(obj, 'host', path),
    port,
    protocol: text(obj, 'protocol', path),
    client_nodes: clientNodes as Record<string, string>,
    rpcNodes: textList(obj, 'rpcNodes', path),
    lightApiHosts: textList(obj, 'lightApiHosts', path),
    topHoldersLimit: optionalCount(obj, 'topHoldersLimit', path, 10, TOP_HOLDERS_LIMIT),
    swapEndpoints: endpoints.map((ep, i) => parseEndpoint(ep, `${path}.swapEndpoints[${i}]`)),
    explorerTxUrl,
    isDevnet: flag(obj, 'isDevnet', path),
    swapContract: optionalText(obj, 'swapContract', path),
    limitContract: optionalText(obj, 'limitContract', path),
    bannedContracts: accountList(obj, 'bannedContracts', path),
  };
}

/** Validates the JSON of `/config.json`; throws a ConfigError naming the bad field. A private key anywhere is refused. */
export function parseAppConfig(raw: unknown): AppConfig {
  const leaks = findPrivateKeyPaths(raw);
  if (leaks.length > 0) throw new ConfigError(`config.json: private keys must never be configured (found at ${leaks.join(', ')})`);
  const obj = record(raw, 'config');
  const networksRaw = record(obj.networks, 'networks');
  const networks: Record<string, NetworkConfig> = {};
  for (const [key, value] of Object.entries(networksRaw)) networks[key] = parseNetwork(value, `networks.${key}`);
  const defaultNetwork = text(obj, 'defaultNetwork', 'config');
  if (!(defaultNetwork in networks)) fail('config.defaultNetwork', `one of the configured networks (${Object.keys(networks).join(', ') || 'none'})`);
  return { defaultNetwork, networks };
}
