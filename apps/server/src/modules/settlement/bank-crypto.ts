import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Bank account numbers at rest: AES-256-GCM under a key derived (HKDF-SHA256) from ADMIN_SECRET_KEY, stored as
 * `iv.tag.ciphertext` in base64url. A copy of the database alone does not reveal them; changing ADMIN_SECRET_KEY
 * makes the stored ones unreadable (sellers enter them again).
 */
const keyOf = (secret: string) =>
  Buffer.from(hkdfSync('sha256', secret, 'electrohub', 'seller-bank-details', 32));

export function sealAccountNumber(secret: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

export function openAccountNumber(secret: string, sealed: string): string {
  const [iv, tag, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), iv!);
  decipher.setAuthTag(tag!);
  return Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8');
}

/** `XXXXXX1234`: what any answer shows of an account number. */
export const maskAccountNumber = (last4: string) => `XXXXXX${last4}`;
