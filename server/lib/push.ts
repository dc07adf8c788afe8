// Push notifications through Firebase Cloud Messaging's HTTP v1 API (SPEC §1, §4). firebase-admin
// is not a dependency: a service-account JWT (RS256, signed with jose) is exchanged for an OAuth
// access token, cached until shortly before it expires, and each device token of the user gets one
// `messages:send` call. Tokens FCM reports as gone (404 / UNREGISTERED, or an invalid registration)
// are deleted so later sends skip them. Without credentials the sender only logs. Pushes leave as
// server jobs (the `notification.push` kind, server/routes/account/notifications.service.ts), never
// from a request: when FCM cannot be reached or answers with a passing error and no device got the
// message, the send throws and the job is retried with back-off.
import { and, eq, inArray } from 'drizzle-orm';
import { importPKCS8, SignJWT } from 'jose';
import type { Db } from '../db/client';
import { pushTokens } from '../db/schema';
import type { FcmServiceAccount } from '../env';
import type { Logger } from './logger';
import { isLang, type Lang } from './messages';

export interface PushMessage {
  title: string;
  body?: string;
  icon?: string | null;
  /** Where a click on the notification leads: an in-app path or an http(s) link. */
  click?: string | null;
}

/** A message, or one worded per language (each device gets it in the language its app saved). */
export type PushContent = PushMessage | ((lang: Lang) => PushMessage);

/** The content as worded for a device whose app language is `lang` (anything unknown: Spanish). */
export function pushMessageFor(content: PushContent, lang: string): PushMessage {
  return typeof content === 'function' ? content(isLang(lang) ? lang : 'es') : content;
}

export interface PushSender {
  readonly configured: boolean;
  /**
   * Sends to every device the user enabled push on; resolves with the number of deliveries. Rejects
   * when FCM could not be asked or no device got it for a passing reason (the job retries).
   */
  sendToUser(userId: string, message: PushContent): Promise<number>;
}

type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

const SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';

export function createPushSender(opts: {
  db: Db;
  logger: Logger;
  account: FcmServiceAccount | undefined;
  fetch?: FetchLike;
}): PushSender {
  const { db, logger, account } = opts;
  const doFetch: FetchLike = opts.fetch ?? ((input, init) => fetch(input, init));
  let cached: { token: string; expiresAt: number } | null = null;

  async function accessToken(sa: FcmServiceAccount): Promise<string> {
    if (cached && cached.expiresAt > Date.now() + 60_000) return cached.token;
    const key = await importPKCS8(sa.privateKey, 'RS256');
    const assertion = await new SignJWT({ scope: SCOPE })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(sa.clientEmail)
      .setSubject(sa.clientEmail)
      .setAudience(sa.tokenUri)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key);
    const res = await doFetch(sa.tokenUri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }).toString(),
    });
    if (!res.ok) throw new Error(`FCM token exchange failed with ${res.status}`);
    const json = (await res.json()) as { access_token?: string; expires_in?: number };
    if (!json.access_token) throw new Error('FCM token exchange returned no access_token');
    cached = { token: json.access_token, expiresAt: Date.now() + (json.expires_in ?? 3600) * 1000 };
    return json.access_token;
  }

  /** FCM's verdict that a token will never work again. */
  async function isGone(res: Response): Promise<boolean> {
    if (res.status === 404) return true;
    if (res.status !== 400) return false;
    const body = (await res.json().catch(() => null)) as {
      error?: { details?: Array<{ errorCode?: string }> };
    } | null;
    return (body?.error?.details ?? []).some((d) => d.errorCode === 'UNREGISTERED' || d.errorCode === 'INVALID_ARGUMENT');
  }

  async function sendToUser(userId: string, content: PushContent): Promise<number> {
    if (!account) {
      logger.debug({ userId }, 'push not configured: nothing sent');
      return 0;
    }
    const rows = await db
      .select({ token: pushTokens.token, lang: pushTokens.lang })
      .from(pushTokens)
      .where(eq(pushTokens.userId, userId));
    if (rows.length === 0) return 0;
    const bearer = await accessToken(account);
    const url = `https://fcm.googleapis.com/v1/projects/${encodeURIComponent(account.projectId)}/messages:send`;
    const gone: string[] = [];
    let sent = 0;
    let failed = 0;
    for (const { token, lang } of rows) {
      const message = pushMessageFor(content, lang);
      const data: Record<string, string> = {};
      if (message.click) data.click = message.click;
      const notification: Record<string, string> = { title: message.title, body: message.body ?? '' };
      if (message.icon) notification.icon = message.icon;
      const res = await doFetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
        // The web notification block is what our worker reads (sw/push.ts); `data` carries the click target.
        body: JSON.stringify({ message: { token, data, webpush: { notification } } }),
      });
      if (res.ok) sent++;
      else if (await isGone(res)) gone.push(token);
      else {
        failed++;
        logger.warn({ status: res.status, userId }, 'push send failed');
      }
    }
    if (gone.length > 0) {
      await db.delete(pushTokens).where(and(eq(pushTokens.userId, userId), inArray(pushTokens.token, gone)));
      logger.info({ userId, removed: gone.length }, 'push tokens reported invalid were deleted');
    }
    // Retried as a whole only when no device got it: a retry would repeat it on those that did.
    if (sent === 0 && failed > 0) throw new Error(`FCM refused the push for ${failed} device(s)`);
    return sent;
  }

  return { configured: account !== undefined, sendToUser };
}
