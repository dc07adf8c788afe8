// The HTTP side of the pull: one `GET /api/sync/pull` (or `/sync/snapshot`) page through the app's API client.
// Kept apart from apply-pull so that applying pages is tested without a network.
import type { PullResponse, SnapshotResponse } from '../../contract/sync';
import { type ApiClient, apiClient } from '../api-client';
import type { FetchPullPage } from './apply-pull';
import type { FetchSnapshotPage } from './snapshot-pull';

export function httpPullPage(client: ApiClient = apiClient): FetchPullPage {
  return ({ cursor, tables, limit }) =>
    client.get<PullResponse>('/sync/pull', {
      query: { ...(cursor ? { cursor } : {}), tables: tables.join(','), limit: String(limit) },
    });
}

/** One `GET /api/sync/snapshot` page (the first sync in bulk). */
export function httpSnapshotPage(client: ApiClient = apiClient): FetchSnapshotPage {
  return ({ cursor, tables, limit }) =>
    client.get<SnapshotResponse>('/sync/snapshot', {
      query: { ...(cursor ? { cursor } : {}), tables: tables.join(','), limit: String(limit) },
    });
}
