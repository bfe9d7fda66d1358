/** How long one slice of work may hold the main thread before it yields: React's scheduler uses 5 ms. */
const SLICE_MS = 5;

type Scheduler = { yield?: () => Promise<void> };

/** Lets the browser paint and handle input before the work goes on. */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * items.map(fn), in slices of a few ms with a yield to the browser between them: a list of a few hundred
 * items (the upcoming season) would otherwise be one long task, during which a tap waits.
 */
export async function mapInSlices<T, R>(items: readonly T[], fn: (item: T) => R): Promise<R[]> {
  const results: R[] = [];
  let sliceStart = performance.now();
  for (const item of items) {
    if (performance.now() - sliceStart >= SLICE_MS) {
      await yieldToMain();
      sliceStart = performance.now();
    }
    results.push(fn(item));
  }
  return results;
}
