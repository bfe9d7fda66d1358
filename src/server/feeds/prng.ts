// Small deterministic random numbers: the simulator replays a season from its seed, and Monte Carlo
// odds give the same answer for the same input. Not for anything security related.
// One file, several operations: one seeded generator and the small draws built on it.

export type Random = () => number;

/** mulberry32: 32-bit state, fast, good enough statistical quality for sport simulation. */
export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Mixes several numbers and labels into one 32-bit seed (FNV-1a over the parts, then a murmur finaliser),
 * so (seed, season, match) streams are independent of each other.
 */
function seedFrom(...parts: (number | string)[]): number {
  let hash = 0x811c9dc5;
  for (const char of parts.join('|')) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

export function randomFor(...parts: (number | string)[]): Random {
  return mulberry32(seedFrom(...parts));
}

/** Picks an index with probability proportional to its weight. */
export function pickWeighted(random: Random, weights: readonly number[]): number {
  const total = weights.reduce((sum, w) => sum + w, 0);
  let target = random() * total;
  for (let i = 0; i < weights.length; i++) {
    target -= weights[i]!;
    if (target < 0) return i;
  }
  return weights.length - 1;
}

/** Fisher-Yates on a copy. */
export function shuffled<T>(random: Random, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}
