/**
 * Injected faults per API prefix (added latency, error rate) and the second swap endpoint's switch,
 * applied by a handler placed before every other one.
 */
import { sendJson } from '../http/respond';
import type { Handler } from '../http/types';

/** The prefixes faults can target (docs/decisions/0001-one-origin-devnet.md). */
export const FAULT_PREFIXES = ['/api/', '/api2/', '/v1/', '/lightapi/', '/lightapi2/', '/explorer/'] as const;
export type FaultPrefix = (typeof FAULT_PREFIXES)[number];

/** Faults of one prefix. */
export interface PrefixFault {
  /** Added before the answer, ms. */
  readonly latencyMs: number;
  /** Share of requests answered with a 500, 0–1. */
  readonly errorRate: number;
}

/** The devnet's fault settings. */
export class FaultState {
  private readonly faults = new Map<FaultPrefix, PrefixFault>();
  /** When false, /api2/ answers 503 (its status included), as a dead second endpoint would. */
  api2Enabled = true;

  constructor(private readonly random: () => number = Math.random) {}

  set(prefix: FaultPrefix, fault: PrefixFault): void {
    if (fault.latencyMs === 0 && fault.errorRate === 0) this.faults.delete(prefix);
    else this.faults.set(prefix, fault);
  }

  /** Clears every fault and switches /api2/ back on. */
  reset(): void {
    this.faults.clear();
    this.api2Enabled = true;
  }

  /** The fault for a path, if any. */
  of(pathname: string): PrefixFault | undefined {
    for (const [prefix, fault] of this.faults) if (pathname.startsWith(prefix)) return fault;
    return undefined;
  }

  /** Draws whether this request fails. */
  fails(fault: PrefixFault): boolean {
    return fault.errorRate > 0 && this.random() < fault.errorRate;
  }

  snapshot(): { faults: Record<string, PrefixFault>; api2Enabled: boolean } {
    return { faults: Object.fromEntries(this.faults), api2Enabled: this.api2Enabled };
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The handler that applies the faults, then lets the real handlers answer. */
export function faultHandler(state: FaultState): Handler {
  return async (_req, res, url) => {
    if (!state.api2Enabled && url.pathname.startsWith('/api2/')) {
      sendJson(res, 503, { error: 'the /api2/ endpoint is switched off (devnet fault knob)' });
      return true;
    }
    const fault = state.of(url.pathname);
    if (fault === undefined) return false;
    if (fault.latencyMs > 0) await sleep(fault.latencyMs);
    if (!state.fails(fault)) return false;
    // nodeos's error shape, so chain clients show a message as they would for a real node's failure.
    sendJson(res, 500, {
      code: 500,
      message: 'Internal Service Error',
      error: {
        code: 0,
        name: 'injected_fault',
        what: 'devnet fault knob: injected error',
        details: [{ message: 'devnet fault knob: injected error', file: '', line_number: 0, method: '' }],
      },
    });
    return true;
  };
}
