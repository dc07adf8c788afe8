// Housekeeping of the rows nobody else deletes: recorded rejections of sync commands past their
// keeping time, expired sign-in throttle rows and expired pending registrations. Run at start and
// every hour by server/main.ts (cheap, indexed deletes; safe on several instances at once).
import type { Db } from './db/client';
import type { Logger } from './lib/logger';
import { pruneThrottle } from './routes/account/login-throttle';
import { prunePendingRegistrations } from './routes/account/registration.service';
import { pruneRejections } from './routes/sync/push';

export async function housekeeping(db: Db, logger: Logger, now = new Date()): Promise<void> {
  try {
    const rejections = await pruneRejections(db, now);
    const throttle = await pruneThrottle(db, now);
    const registrations = await prunePendingRegistrations(db, now);
    if (rejections + throttle + registrations > 0) {
      logger.info({ rejections, throttle, registrations }, 'housekeeping: expired rows deleted');
    }
  } catch (err) {
    logger.warn({ err }, 'housekeeping failed; it runs again in an hour');
  }
}

export function scheduleHousekeeping(db: Db, logger: Logger): () => void {
  void housekeeping(db, logger);
  const timer = setInterval(() => void housekeeping(db, logger), 60 * 60 * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
