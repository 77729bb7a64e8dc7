// Runs one step of `npm test` and reports how long it took.
import { spawn } from 'node:child_process';

/**
 * Spawns a command; resolves with its exit code and duration. Output is inherited, or with
 * `buffered` held back and printed in one piece when the step ends, so that steps running side by
 * side do not interleave their lines.
 */
export function runStep(label, command, args, env = process.env, { buffered = false } = {}) {
  const started = Date.now();
  const heading = `\n▶ ${label}: ${command} ${args.join(' ')}`;
  if (!buffered) console.log(heading);
  const held = [];
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit', env });
    child.stdout?.on('data', (chunk) => held.push(chunk));
    child.stderr?.on('data', (chunk) => held.push(chunk));
    const finish = (code) => {
      const seconds = (Date.now() - started) / 1000;
      if (buffered) {
        console.log(heading);
        if (held.length > 0) process.stdout.write(Buffer.concat(held));
      }
      console.log(`${code === 0 ? '✔' : '✘'} ${label} (${seconds.toFixed(1)} s)`);
      resolve({ label, code, seconds });
    };
    child.on('error', (error) => {
      held.push(Buffer.from(`${label}: ${error.message}\n`));
      finish(1);
    });
    child.on('close', (code, signal) => finish(code ?? (signal ? 1 : 0)));
  });
}

/** Runs lanes of steps side by side, each lane's steps one after another; resolves with every result in lane order. */
export async function runLanes(lanes) {
  const results = await Promise.all(
    lanes.map(async (lane) => {
      const done = [];
      for (const [label, command, args, env] of lane) done.push(await runStep(label, command, args, env, { buffered: true }));
      return done;
    }),
  );
  return results.flat();
}
