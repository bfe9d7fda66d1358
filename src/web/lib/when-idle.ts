/**
 * Runs `run` once the browser is idle, and at the latest after `timeoutMs`. Where there is no
 * requestIdleCallback (Safari), after `fallbackMs` instead.
 */
export function whenIdle(
  run: () => void,
  { timeoutMs, fallbackMs }: { timeoutMs: number; fallbackMs: number },
) {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: timeoutMs });
  else setTimeout(run, fallbackMs);
}
