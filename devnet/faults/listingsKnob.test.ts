import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDevnetServer } from '../http/server';
import { listingsKnob, MAX_LISTINGS_PER_REQUEST } from './listingsKnob';

const listNow = vi.fn(async (count: number) => Array.from({ length: count }, (_, i) => `TOK${i}@tok${i}.token`));
const server = createDevnetServer([listingsKnob({ listNow })]);
let base = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/devnet/admin/listings`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the listings knob', () => {
  it('lists as many tokens as asked, through the bots’ lister', async () => {
    const res = await fetch(base, { method: 'POST', body: JSON.stringify({ count: 3 }) });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ listed: ['TOK0@tok0.token', 'TOK1@tok1.token', 'TOK2@tok2.token'] });
    expect(listNow).toHaveBeenCalledWith(3);
  });

  it('refuses a count out of range, another method, and reports a failed listing', async () => {
    for (const body of ['{"count":0}', `{"count":${MAX_LISTINGS_PER_REQUEST + 1}}`, '{"count":1.5}', 'nonsense'])
      expect((await fetch(base, { method: 'POST', body })).status).toBe(400);
    expect((await fetch(base)).status).toBe(405);
    listNow.mockRejectedValueOnce(new Error('account exists'));
    const res = await fetch(base, { method: 'POST', body: '{"count":1}' });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: 'listing failed: account exists' });
  });
});
