// Running the app's npm scripts as child processes, for the start / stop journeys.
import { spawn, type ChildProcess } from 'node:child_process';
import { createConnection } from 'node:net';

export type Running = {
  child: ChildProcess;
  /** Everything written to stdout and stderr so far. */
  output: () => string;
  /** Resolves with the exit code (or the signal name) once the process has exited. */
  exited: Promise<number | string>;
};

/** Spawns `npm <args>` in its own process group (like a terminal job), collecting its output. */
export function runNpm(args: string[], env: Record<string, string>): Running {
  const child = spawn('npm', args, {
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | string>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? signal ?? -1)),
  );
  return { child, output: () => text, exited };
}

/** Waits until the output matches, failing early if the process exits first. */
export async function waitForOutput(running: Running, pattern: RegExp, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void running.exited.then(() => (exited = true));
  while (!pattern.test(running.output())) {
    if (exited) throw new Error(`process exited before printing ${pattern}:\n${running.output()}`);
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${pattern}:\n${running.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Resolves with the result, or with 'timeout' after ms. */
export function within<T>(promise: Promise<T>, ms: number): Promise<T | 'timeout'> {
  return Promise.race([
    promise,
    new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), ms)),
  ]);
}

/** True while something accepts TCP connections on 127.0.0.1:port. */
export function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Kills a whole process group we started (cleanup after a failed test); ignores one already gone. */
export function killGroup(running: Running | undefined, signal: NodeJS.Signals = 'SIGKILL'): void {
  if (!running?.child.pid) return;
  try {
    process.kill(-running.child.pid, signal);
  } catch {
    // already exited
  }
}
