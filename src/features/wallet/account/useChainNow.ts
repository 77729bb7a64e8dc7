import { useEffect, useState } from 'react';
import { chainNow } from '../../../core/account';

/** Chain time, ticking each second: the node's head block time run on by the wall time since it answered. */
export function useChainNow(headBlockMs: number, answeredAtMs: number): number {
  const [wallNow, setWallNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setWallNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  // A tick older than the answer counts as no time passed (chainNow clamps at the head block).
  return chainNow(headBlockMs, answeredAtMs, wallNow);
}
