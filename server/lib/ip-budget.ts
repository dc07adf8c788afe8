// Per-client-IP budgets for the unauthenticated routes that create or probe accounts
// (registration). In memory, per instance: N instances behind a balancer allow N× the budget,
// which still turns a scripted flood into a trickle. One club behind one NAT shares one address,
// so the budgets are sized for a staff's real use (a handful of registrations an hour), not one person.
import type { Context } from 'hono';

export interface IpBudget {
  /** Spends one unit for `ip`; false when its budget for the current window is used up. */
  take(ip: string, now?: number): boolean;
}

export function createIpBudget(limit: number, windowMs: number): IpBudget {
  const windows = new Map<string, { startedAt: number; used: number }>();
  return {
    take(ip, now = Date.now()) {
      if (windows.size > 10_000) {
        for (const [key, w] of windows) if (now - w.startedAt >= windowMs) windows.delete(key);
      }
      const current = windows.get(ip);
      if (!current || now - current.startedAt >= windowMs) {
        windows.set(ip, { startedAt: now, used: 1 });
        return true;
      }
      current.used += 1;
      return current.used <= limit;
    },
  };
}

/**
 * The caller's address: the socket's peer, or — only when the operator says a trusted proxy sits in
 * front (NOCTUA_TRUST_PROXY=1) — the first address of X-Forwarded-For. In-process test requests
 * have no socket and share one key.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'local';
}
