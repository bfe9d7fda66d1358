// How the cluster and failover tests run: named checks logged as they are made, a deadline, and one
// tear-down however the run ends (finished, failed, interrupted).

export function createRun(
  name: string,
  deadlineMs: number,
  tearDown: () => Promise<void>,
  logs: () => string,
) {
  const results: [string, boolean][] = [];
  const log = (line: string) => console.log(`[${name} ${new Date().toISOString().slice(11, 19)}] ${line}`);
  let tornDown: Promise<void> | null = null;
  const stop = () => (tornDown ??= tearDown());
  const fail = async (reason: string) => {
    console.error(`${name} test: ${reason}`);
    console.error(logs());
    await stop();
    process.exit(1);
  };
  // The run stops by itself: a hung step fails it rather than holding CI.
  setTimeout(() => void fail(`not finished within ${deadlineMs / 60_000} minutes`), deadlineMs).unref();
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => void fail(`stopped by ${signal}`));
  return {
    log,
    fail,
    /** True once the tear-down has begun (a process exiting then is expected). */
    get tearingDown() {
      return tornDown !== null;
    },
    check(what: string, ok: boolean) {
      results.push([what, ok]);
      log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
    },
    /** `body` run to its end or its error, then the tear-down; exits 0 only when every check passed. */
    async finish(body: () => Promise<void>) {
      try {
        await body();
      } catch (error) {
        console.error(error);
        console.error(logs());
        results.push(['the run completed', false]);
      } finally {
        await stop();
      }
      process.exit(results.every(([, ok]) => ok) ? 0 : 1);
    },
  };
}
