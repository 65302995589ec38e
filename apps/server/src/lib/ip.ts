import { isIP } from 'node:net';

/**
 * The address as stored (audit log, sessions): a valid IPv4 or IPv6 address, else null. Behind trusted proxies
 * the address comes from X-Forwarded-For, whose leftmost entries are whatever the client wrote.
 */
export function storedIp(value: string | null | undefined): string | null {
  if (!value) return null;
  return isIP(value) ? value : null;
}
