import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { logoHandler, logoSvg, logoUrl } from './logos';

function call(path: string): { handled: boolean; status?: number; type?: string; body?: string } {
  const out: { handled: boolean; status?: number; type?: string; body?: string } = { handled: false };
  const res = {
    writeHead(status: number, headers: Record<string, string>) {
      out.status = status;
      out.type = headers['Content-Type'];
    },
    end(body?: string) {
      out.body = body;
    },
  } as unknown as ServerResponse;
  out.handled = logoHandler()({ method: 'GET' } as IncomingMessage, res, new URL(path, 'http://devnet.local')) as boolean;
  return out;
}

describe('token logos', () => {
  it('draws the same SVG for the same token and another for another token', () => {
    expect(logoSvg('alien.worlds', 'TLM')).toBe(logoSvg('alien.worlds', 'TLM'));
    expect(logoSvg('alien.worlds', 'TLM')).not.toBe(logoSvg('fake.worlds', 'TLM'));
    expect(logoSvg('alien.worlds', 'TLM')).toContain('>TLM</text>');
    expect(logoSvg('token.nefty', 'NEFTY')).toContain('>NE</text>');
  });

  it('serves /devnet/logos/<contract>/<TICKER>.svg and refuses anything else', () => {
    expect(call(logoUrl('alien.worlds', 'TLM'))).toMatchObject({ handled: true, status: 200, type: 'image/svg+xml' });
    expect(call('/devnet/logos/alien.worlds/tlm.svg').handled).toBe(false);
    expect(call('/devnet/logos/Bad..name/TLM.svg').handled).toBe(false);
    expect(call('/devnet/logos/alien.worlds/TLM.png').handled).toBe(false);
    expect(call('/api/tokens').handled).toBe(false);
  });
});
