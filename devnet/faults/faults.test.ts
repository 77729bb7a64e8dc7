import { Readable } from 'node:stream';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { adminHandler, type AdminHooks } from './admin';
import { isLoopbackAddress } from './loopback';
import { faultHandler, FaultState } from './state';

interface Answer {
  handled: boolean;
  status?: number;
  body?: Record<string, unknown>;
}

/** A request from `address` (a fake socket: tests never send traffic off this machine). */
function request(method: string, address: string, body = ''): IncomingMessage {
  const req = Readable.from(body === '' ? [] : [Buffer.from(body)]) as unknown as IncomingMessage;
  Object.assign(req, { method, headers: {}, socket: { remoteAddress: address } });
  return req;
}

async function call(handler: ReturnType<typeof adminHandler>, method: string, path: string, address = '127.0.0.1', body = ''): Promise<Answer> {
  const answer: Answer = { handled: false };
  const res = {
    headersSent: false,
    writeHead(status: number) {
      answer.status = status;
    },
    end(text?: string) {
      if (text) answer.body = JSON.parse(text) as Record<string, unknown>;
    },
  } as unknown as ServerResponse;
  answer.handled = await handler(request(method, address, body), res, new URL(path, 'http://devnet.local'));
  return answer;
}

const hooks = (): AdminHooks & { flows: number[]; offsetMs: number } => {
  const flows: number[] = [];
  const h = {
    flows,
    offsetMs: 0,
    dropSockets: () => 3,
    setFlow: (flow: number) => void flows.push(flow),
    stats: () => ({ ok: true }),
    clock: () => ({ offsetMs: h.offsetMs, headBlockTime: '2026-01-01T00:00:00.000', headBlockNum: 1 }),
    advanceClock: (ms: number) => {
      h.offsetMs += ms;
      return h.clock();
    },
  };
  return h;
};

describe('loopback', () => {
  it('accepts 127.0.0.0/8, ::1 and IPv4-mapped loopback only', () => {
    for (const address of ['127.0.0.1', '127.3.2.1', '::1', '::ffff:127.0.0.1']) expect(isLoopbackAddress(address)).toBe(true);
    for (const address of ['10.0.0.5', '192.168.1.9', '::ffff:10.1.1.1', 'fe80::1', '1.2.3.4', undefined]) expect(isLoopbackAddress(address)).toBe(false);
  });
});

describe('admin knobs', () => {
  it('refuse a request from another machine, whatever the route', async () => {
    const state = new FaultState();
    const admin = adminHandler(state, hooks());
    for (const [method, path] of [
      ['GET', '/devnet/admin/faults'],
      ['POST', '/devnet/admin/api2'],
      ['POST', '/devnet/admin/drop-sockets'],
      ['GET', '/devnet/admin/clock'],
    ] as const) {
      expect(await call(admin, method, path, '192.168.1.9', '{"enabled":false}')).toMatchObject({ handled: true, status: 403 });
    }
    expect(await call(admin, 'POST', '/devnet/admin/clock', '10.0.0.5', '{"advanceSec":86400}')).toMatchObject({ handled: true, status: 403 });
    expect(state.api2Enabled).toBe(true);
  });

  it('set latency and error rate per prefix, switch /api2/ off, drop sockets and set the flow over loopback', async () => {
    const state = new FaultState();
    const h = hooks();
    const admin = adminHandler(state, h);
    expect(await call(admin, 'POST', '/devnet/admin/faults', '::1', '{"prefix":"/api/","latencyMs":250,"errorRate":0.5}')).toMatchObject({ status: 200 });
    expect(state.of('/api/tokens')).toEqual({ latencyMs: 250, errorRate: 0.5 });
    expect(state.of('/api2/tokens')).toBeUndefined();
    expect(await call(admin, 'POST', '/devnet/admin/api2', '127.0.0.1', '{"enabled":false}')).toMatchObject({ status: 200, body: { api2Enabled: false } });
    expect(await call(admin, 'POST', '/devnet/admin/drop-sockets')).toMatchObject({ status: 200, body: { dropped: 3 } });
    expect(await call(admin, 'POST', '/devnet/admin/flow', '127.0.0.1', '{"flow":5000}')).toMatchObject({ status: 200 });
    expect(h.flows).toEqual([5000]);
    expect(await call(admin, 'POST', '/devnet/admin/faults/reset')).toMatchObject({ status: 200, body: { faults: {}, api2Enabled: true } });
  });

  it('move the chain clock forward by whole seconds over loopback, and refuse a move back or a bad step', async () => {
    const h = hooks();
    const admin = adminHandler(new FaultState(), h);
    expect(await call(admin, 'POST', '/devnet/admin/clock', '127.0.0.1', '{"advanceSec":259200}')).toMatchObject({
      status: 200,
      body: { offsetMs: 259_200_000 },
    });
    for (const body of ['{"advanceSec":-60}', '{"advanceSec":0}', '{"advanceSec":1.5}', '{"advanceSec":"3d"}', '{}', '{"advanceSec":34560001}'])
      expect((await call(admin, 'POST', '/devnet/admin/clock', '127.0.0.1', body)).status).toBe(400);
    expect(h.offsetMs).toBe(259_200_000);
    expect(await call(admin, 'GET', '/devnet/admin/clock')).toMatchObject({ status: 200, body: { offsetMs: 259_200_000 } });
  });

  it('answer 400 to a bad knob and 404 to an unknown route', async () => {
    const admin = adminHandler(new FaultState(), hooks());
    expect((await call(admin, 'POST', '/devnet/admin/faults', '127.0.0.1', '{"prefix":"/nope/"}')).status).toBe(400);
    expect((await call(admin, 'POST', '/devnet/admin/faults', '127.0.0.1', '{"prefix":"/api/","errorRate":2}')).status).toBe(400);
    expect((await call(admin, 'POST', '/devnet/admin/flow', '127.0.0.1', '{"flow":-5}')).status).toBe(400);
    expect((await call(admin, 'POST', '/devnet/admin/faults', '127.0.0.1', 'not json')).status).toBe(400);
    expect((await call(admin, 'GET', '/devnet/admin/nothing')).status).toBe(404);
    expect((await call(admin, 'GET', '/api/tokens')).handled).toBe(false);
  });
});

describe('fault handler', () => {
  it('fails requests at the error rate and delays them by the latency before the real handlers answer', async () => {
    const draws = [0.1, 0.9];
    const state = new FaultState(() => draws.shift() ?? 1);
    state.set('/v1/', { latencyMs: 40, errorRate: 0.5 });
    const handler = faultHandler(state);
    const started = performance.now();
    expect(await call(handler, 'POST', '/v1/chain/get_info')).toMatchObject({ handled: true, status: 500 });
    expect(await call(handler, 'POST', '/v1/chain/get_info')).toMatchObject({ handled: false });
    expect(performance.now() - started).toBeGreaterThanOrEqual(75);
    expect((await call(handler, 'GET', '/api/tokens')).handled).toBe(false);
  });

  it('answers 503 on /api2/ (its status included) while the second endpoint is off', async () => {
    const state = new FaultState();
    state.api2Enabled = false;
    const answer = await call(faultHandler(state), 'GET', '/api2/status/');
    expect(answer).toMatchObject({ handled: true, status: 503 });
    expect((await call(faultHandler(state), 'GET', '/api/status/')).handled).toBe(false);
  });

  it('clears a prefix set to zero latency and zero error rate', () => {
    const state = new FaultState();
    state.set('/lightapi/', { latencyMs: 10, errorRate: 0 });
    state.set('/lightapi/', { latencyMs: 0, errorRate: 0 });
    expect(state.snapshot().faults).toEqual({});
  });
});
