// The night alerts' periodic check (issue 18): once a minute, every open night is evaluated
// (server/routes/gerencia/alerts.service.ts) and the alerts raised for the first time are pushed.
// Raising is idempotent per condition (a unique key per night, kind and subject), so several
// instances, or a check that overlaps the previous one, never notify twice.
import type { Db } from './db/client';
import type { Logger } from './lib/logger';
import type { PushSender } from './lib/push';
import { pushNotification } from './routes/account/notifications.service';
import { evaluateOpenNights } from './routes/gerencia/alerts.service';

export const NIGHT_ALERTS_EVERY_MS = 60_000;

export async function checkNightAlerts(db: Db, logger: Logger, push: PushSender, now = new Date()): Promise<number> {
  try {
    const pushes = await evaluateOpenNights(db, now);
    for (const p of pushes) pushNotification(push, p);
    if (pushes.length > 0) logger.info({ notifications: pushes.length }, 'night alerts raised');
    return pushes.length;
  } catch (err) {
    logger.warn({ err }, 'night alerts check failed; it runs again in a minute');
    return 0;
  }
}

export function scheduleNightAlerts(db: Db, logger: Logger, push: PushSender): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await checkNightAlerts(db, logger, push);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), NIGHT_ALERTS_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
