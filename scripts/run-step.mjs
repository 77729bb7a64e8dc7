// Runs one step of `npm test` and reports how long it took.
import { spawn } from 'node:child_process';

/** Spawns a command with inherited output; resolves with its exit code and duration. */
export function runStep(label, command, args, env = process.env) {
  const started = Date.now();
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env });
    child.on('error', (error) => {
      console.error(`${label}: ${error.message}`);
      resolve({ label, code: 1, seconds: (Date.now() - started) / 1000 });
    });
    child.on('exit', (code, signal) => {
      const seconds = (Date.now() - started) / 1000;
      const result = { label, code: code ?? (signal ? 1 : 0), seconds };
      console.log(`${result.code === 0 ? '✔' : '✘'} ${label} (${seconds.toFixed(1)} s)`);
      resolve(result);
    });
  });
}
