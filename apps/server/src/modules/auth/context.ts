import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { createAccountLock, type AccountLock } from './account-lock.ts';
import { DEVICE_COOKIE, deviceTokens } from './devices.ts';
import type { RequestContext } from './service.ts';

const locks = new WeakMap<Database, AccountLock>();

/** One account lock per database (every app instance of a process on it shares the queue). */
function accountLockFor(database: Database): AccountLock {
  let lock = locks.get(database);
  if (!lock) locks.set(database, (lock = createAccountLock(database)));
  return lock;
}

/** Who asks, for the guarded checks of auth/service.ts: address, device cookie and the account lock. */
export const authContext = (app: FastifyInstance, request: FastifyRequest): RequestContext => ({
  ip: request.ip,
  devices: deviceTokens(request.cookies[DEVICE_COOKIE]),
  lock: accountLockFor(app.database),
});
