import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm) with OWASP's minimum memory/time for interactive logins.
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashSecret = (plain: string): Promise<string> => hash(plain, OPTIONS);

export async function verifySecret(hashed: string | null | undefined, plain: string): Promise<boolean> {
  if (!hashed) return false;
  try {
    return await verify(hashed, plain);
  } catch {
    return false;
  }
}

/** Security answers are trimmed and lower-cased before hashing, so case and spaces never matter. */
export const normalizeAnswer = (answer: string): string => answer.trim().toLowerCase();
