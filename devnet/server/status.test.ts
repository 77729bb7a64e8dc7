import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { statusHandler, type Readiness } from './status';

function ask(readiness: Readiness, path: string): { handled: boolean; status?: number; body?: Record<string, unknown> } {
  const out: { handled: boolean; status?: number; body?: Record<string, unknown> } = { handled: false };
  const res = {
    writeHead: (status: number) => void (out.status = status),
    end: (text: string) => void (out.body = JSON.parse(text) as Record<string, unknown>),
  } as unknown as ServerResponse;
  out.handled = statusHandler(['/api/', '/api2/'], readiness)({ method: 'GET' } as IncomingMessage, res, new URL(path, 'http://devnet.local')) as boolean;
  return out;
}

describe('status', () => {
  it('answers 503 with ready false and what it is doing until the world is seeded, then 200 ready', () => {
    const readiness: Readiness = { ready: false, phase: 'seeding history 40 %', stopping: false };
    expect(ask(readiness, '/api/status/')).toMatchObject({ handled: true, status: 503, body: { ready: false, phase: 'seeding history 40 %' } });
    Object.assign(readiness, { ready: true, phase: 'ready' });
    expect(ask(readiness, '/api2/status')).toMatchObject({ handled: true, status: 200, body: { ready: true } });
    expect(ask(readiness, '/api/tokens').handled).toBe(false);
  });
});
