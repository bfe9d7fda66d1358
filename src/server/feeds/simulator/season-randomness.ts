// Where a simulated season's randomness comes from. A published numeric seed replays the same seasons
// anywhere (development, tests, benchmarks). A secret plays seasons nobody can compute ahead: every
// stream is AES-256-CTR keyed by the secret, so neither the public schedule nor the balls already
// bowled tell a player anything about a ball to come.
// One file, several operations: the two sources of a season's randomness, one choice.
import { createCipheriv, createHmac } from 'node:crypto';
import { randomFor, type Random } from '../prng';

export interface SeasonRandomness {
  /** Names this randomness in match ids, so a provider never plays a match another one scheduled. */
  readonly tag: string;
  /** An independent stream for these parts (season, match, what it is for). */
  stream(...parts: (number | string)[]): Random;
}

/** The shortest secret accepted: 32 characters, as for the auth secret. */
export const SIMULATOR_SECRET_MIN_LENGTH = 32;

/** A published seed: the same seed, the same seasons. A non-negative integer below 2^32. */
export function publishedSeed(seed: number): SeasonRandomness {
  if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff)
    throw new RangeError(`Simulator seed must be an integer in [0, 2^32): ${seed}`);
  return { tag: String(seed), stream: (...parts) => randomFor(seed, ...parts) };
}

/** A secret: seasons that only someone holding it can compute. */
export function secretSeed(secret: string): SeasonRandomness {
  if (secret.length < SIMULATOR_SECRET_MIN_LENGTH)
    throw new RangeError(`A simulator secret has at least ${SIMULATOR_SECRET_MIN_LENGTH} characters`);
  const subkey = (purpose: string) => createHmac('sha256', secret).update(purpose).digest();
  const streamKey = subkey('stream-key');
  const ivKey = subkey('stream-iv');
  return {
    // A keyed hash: it tells one secret's matches from another's and nothing about the secret.
    tag: `k${subkey('match-id').toString('hex').slice(0, 16)}`,
    stream: (...parts) =>
      keyedStream(streamKey, createHmac('sha256', ivKey).update(parts.join('|')).digest().subarray(0, 16)),
  };
}

/** Numbers in [0, 1) from 32-bit words of the AES-256-CTR keystream, read 1,024 at a time. */
function keyedStream(key: Buffer, iv: Buffer): Random {
  const cipher = createCipheriv('aes-256-ctr', key, iv);
  const zeros = Buffer.alloc(4096);
  let block = Buffer.alloc(0);
  let offset = 0;
  return () => {
    if (offset === block.length) {
      block = cipher.update(zeros);
      offset = 0;
    }
    const word = block.readUInt32LE(offset);
    offset += 4;
    return word / 4294967296;
  };
}
