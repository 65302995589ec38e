/**
 * Dependencies the app can run without for a while (Redis for rate limits, the LISTEN connection of the chat and
 * of the public answer cache): each
 * registers how it is doing, and `/api/health` reports them (docs/decisions/022-hardening-infra.md).
 */
export interface DependencyState {
  /** What people read in the health answer: `up`, `down`, `reconnecting`. */
  state: 'up' | 'down' | 'reconnecting';
}

export class DependencyChecks {
  private readonly checks = new Map<string, () => DependencyState['state']>();

  register(name: 'redis' | 'chat' | 'cache', check: () => DependencyState['state']) {
    this.checks.set(name, check);
  }

  /** Every registered dependency's state, or undefined when none is registered. */
  report(): Record<string, DependencyState['state']> | undefined {
    if (this.checks.size === 0) return undefined;
    return Object.fromEntries([...this.checks].map(([name, check]) => [name, check()]));
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    dependencies: DependencyChecks;
  }
}
