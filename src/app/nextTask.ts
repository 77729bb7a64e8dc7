interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Settles in a later task, so the work after it is a task of its own: the browser can paint, take
 * input, and a phone never meets one long task where there were two short ones. Chromium's
 * `scheduler.yield()` resumes ahead of other queued work; elsewhere a message posted to ourselves
 * does (a timer may be clamped to 4 ms or more).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
