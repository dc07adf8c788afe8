// The HTTP side of the pull: one `GET /api/sync/pull` (or `/sync/snapshot`) page through the app's API client.
// Kept apart from apply-pull so that applying pages is tested without a network. The answers are
// typed by the API document (each table's rows exactly); the engine reads them as any table's rows.
import { type ApiClient, apiClient, typedApi } from '../api-client';
import type { FetchPullPage } from './apply-pull';
import type { FetchSnapshotPage } from './snapshot-pull';

export function httpPullPage(client: ApiClient = apiClient): FetchPullPage {
  const api = typedApi(client);
  return ({ cursor, tables, limit }) =>
    api.get('/sync/pull', { query: { ...(cursor ? { cursor } : {}), tables: tables.join(','), limit: String(limit) } });
}

/** One `GET /api/sync/snapshot` page (the first sync in bulk). */
export function httpSnapshotPage(client: ApiClient = apiClient): FetchSnapshotPage {
  const api = typedApi(client);
  return ({ cursor, tables, limit }) =>
    api.get('/sync/snapshot', { query: { ...(cursor ? { cursor } : {}), tables: tables.join(','), limit: String(limit) } });
}
