/**
 * Token logos drawn locally (the devnet is offline): an SVG disc in two colours taken from a hash of
 * the token's id, with the ticker's first letters. Any valid contract/ticker gets one, so tokens the
 * listing bot creates later have logos too. Served at /devnet/logos/<contract>/<TICKER>.svg.
 */
import { createHash } from 'node:crypto';
import type { Handler } from '../http/types';
import { isValidAccountName } from '../seed/names';

const PREFIX = '/devnet/logos/';

/** The logo URL of a token (what the Token entity's img/logo fields hold on the devnet). */
export function logoUrl(contract: string, code: string): string {
  return `${PREFIX}${contract}/${code}.svg`;
}

/** The SVG of a token's logo; the same token always gets the same picture. */
export function logoSvg(contract: string, code: string): string {
  const digest = createHash('sha256').update(`${code}@${contract}`).digest();
  const hue = Math.round((digest.readUInt16BE(0) / 65536) * 360);
  const hue2 = (hue + 40 + (digest[2]! % 120)) % 360;
  const angle = digest[3]! % 360;
  const letters = code.slice(0, code.length <= 3 ? 3 : 2);
  const size = letters.length === 3 ? 22 : letters.length === 2 ? 28 : 34;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">',
    `<defs><linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="hsl(${hue} 70% 52%)"/><stop offset="1" stop-color="hsl(${hue2} 65% 38%)"/></linearGradient></defs>`,
    '<circle cx="32" cy="32" r="31" fill="url(#g)"/>',
    `<text x="32" y="${32 + size * 0.36}" font-family="Inter, Arial, sans-serif" font-weight="700" font-size="${size}" text-anchor="middle" fill="#fff">${letters}</text>`,
    '</svg>',
  ].join('');
}

/** GET /devnet/logos/<contract>/<TICKER>.svg. */
export function logoHandler(): Handler {
  return (req, res, url) => {
    if (!url.pathname.startsWith(PREFIX) || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    const match = /^([a-z1-5.]{1,12})\/([A-Z]{1,7})\.svg$/.exec(url.pathname.slice(PREFIX.length));
    if (!match || !isValidAccountName(match[1]!)) return false;
    const body = logoSvg(match[1]!, match[2]!);
    res.writeHead(200, {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=86400',
      'Access-Control-Allow-Origin': '*',
      'Content-Length': Buffer.byteLength(body),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
}
