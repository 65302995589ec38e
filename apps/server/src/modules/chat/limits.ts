import { CHAT_LIMITS } from '@electrohub/shared/chat-constants';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { countRateEvent, type Owner } from './repository.ts';

/**
 * Chat flood limits (docs/decisions/032-parallel-guesses.md): sockets opened and messages sent per minute, per
 * address and per account, counted in the database so every process sees the same numbers; sockets open at once
 * per address, in this process.
 */
const MINUTE_MS = 60_000;

const accountKey = (owner: Owner) =>
  owner.userId ? `user:${owner.userId}` : owner.sellerId ? `seller:${owner.sellerId}` : null;

export const chatTooFast = () =>
  new AppError('TooManyRequests', 'You are sending messages too quickly. Please wait a moment.', 429);

/** Whether one more event of `kind` is within the per-minute limits of this address and account. */
async function withinRate(
  db: DbOrTx,
  kind: 'open' | 'message',
  ip: string,
  owner: Owner,
  limits: { address: number; account: number },
): Promise<boolean> {
  const address = `chat-${kind}:ip:${ip}`;
  const account = accountKey(owner);
  const keys = account ? [address, `chat-${kind}:${account}`] : [address];
  const counts = await countRateEvent(db, keys, MINUTE_MS);
  return (
    (counts.get(address) ?? 0) <= limits.address &&
    (!account || (counts.get(`chat-${kind}:${account}`) ?? 0) <= limits.account)
  );
}

export class ChatLimits {
  private readonly open = new Map<string, number>();

  constructor(private readonly db: DbOrTx) {}

  /** Before the upgrade: 429 past the sockets this address may hold or open, or this account may open. */
  async admitSocket(ip: string, owner: Owner): Promise<void> {
    if ((this.open.get(ip) ?? 0) >= CHAT_LIMITS.openSocketsPerAddress) throw chatTooFast();
    const ok = await withinRate(this.db, 'open', ip, owner, {
      address: CHAT_LIMITS.socketsPerMinutePerAddress,
      account: CHAT_LIMITS.socketsPerMinutePerAccount,
    });
    if (!ok) throw chatTooFast();
  }

  /** A socket of this address opened; the returned function says it closed. */
  opened(ip: string): () => void {
    this.open.set(ip, (this.open.get(ip) ?? 0) + 1);
    let closed = false;
    return () => {
      if (closed) return;
      closed = true;
      const n = (this.open.get(ip) ?? 1) - 1;
      if (n <= 0) this.open.delete(ip);
      else this.open.set(ip, n);
    };
  }

  /** Whether one more message from this address and account is within the per-minute limits. */
  allowMessage(ip: string, owner: Owner): Promise<boolean> {
    return withinRate(this.db, 'message', ip, owner, {
      address: CHAT_LIMITS.messagesPerMinutePerAddress,
      account: CHAT_LIMITS.messagesPerMinutePerAccount,
    }).catch(() => true); // The database failing: the message itself will fail and say so.
  }
}
