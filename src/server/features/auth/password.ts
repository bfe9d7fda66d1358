// One file, several operations: hashing and verifying are one pair that must share these parameters.
import { hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's baseline parameters (19 MiB, 2 iterations, 1 lane).
// 2 is Algorithm.Argon2id, a const enum that isolated modules cannot import.
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword({ hash: stored, password }: { hash: string; password: string }) {
  try {
    return await verify(stored, password);
  } catch {
    return false; // not an argon2 hash: never a match
  }
}
