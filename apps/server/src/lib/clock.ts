import type { FastifyInstance } from 'fastify';

/**
 * The buying modules' clock: reservation expiry (15 minutes), the 30-day return window, card expiry and
 * mail back-off read the time from `app.clock.now()`, so tests can move time forward
 * (`t.app.clock.now = () => later`).
 */
export interface Clock {
  now(): Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
  }
}

/** Decorate `app.clock` once (whichever buying plugin registers first does it). */
export function ensureClock(app: FastifyInstance): void {
  if (!app.hasDecorator('clock')) app.decorate('clock', { now: () => new Date() });
}
