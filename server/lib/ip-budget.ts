// The client address of a request, and a per-address budget for self-registration (createBackoff).
// In memory, per instance: N instances behind a balancer allow N× the budget, which still turns a
// scripted flood into a trickle. One club behind one NAT shares one address, so the budget is sized
// for a staff's real use (a handful of registrations an hour), not one person. Sign-in has its own
// limits in the database, counting failures only (server/routes/account/login-throttle.ts).
import type { Context } from 'hono';

/** The address of a request with no socket (in-process, app.request): no budget applies. */
export const NO_SOCKET = 'in-process';

/**
 * The caller's address: the socket's peer, or — only when the operator says a trusted proxy sits in
 * front (NOCTUA_TRUST_PROXY=1) — the first address of X-Forwarded-For. A request with neither
 * (in-process, app.request) is NO_SOCKET, which the per-address budgets leave alone.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? NO_SOCKET;
}

export interface Backoff {
  /**
   * Claims one attempt for `key` before it is checked (so parallel attempts count at once): null
   * when allowed, else the ms to wait. Past `free` attempts in the window, each further attempt
   * blocks the key for twice as long as the previous (1 s, 2 s, 4 s … up to `maxDelayMs`).
   */
  claim(key: string, now?: number): number | null;
  /** A claimed attempt that succeeded gives its unit back. */
  refund(key: string): void;
}

export function createBackoff(free: number, windowMs: number, maxDelayMs: number): Backoff {
  const keys = new Map<string, { startedAt: number; used: number; blockedUntil: number }>();
  return {
    claim(key, now = Date.now()) {
      if (keys.size > 10_000) {
        for (const [k, s] of keys) if (now - s.startedAt >= windowMs && s.blockedUntil <= now) keys.delete(k);
      }
      let state = keys.get(key);
      if (state && state.blockedUntil > now) return state.blockedUntil - now;
      if (!state || now - state.startedAt >= windowMs) {
        state = { startedAt: now, used: 0, blockedUntil: 0 };
        keys.set(key, state);
      }
      state.used += 1;
      if (state.used <= free) return null;
      const delay = Math.min(maxDelayMs, 1000 * 2 ** Math.min(30, state.used - free - 1));
      state.blockedUntil = now + delay;
      return delay;
    },
    refund(key) {
      const state = keys.get(key);
      if (state && state.used > 0) state.used -= 1;
    },
  };
}
