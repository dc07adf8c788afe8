// The HTTP side of the delta pull: one `GET /api/sync/pull` page through the app's API client.
// Kept apart from apply-pull so that applying pages is tested without a network.
import type { PullResponse } from '../../contract/sync';
import { type ApiClient, apiClient } from '../api-client';
import type { FetchPullPage } from './apply-pull';

export function httpPullPage(client: ApiClient = apiClient): FetchPullPage {
  return ({ cursor, tables, limit }) =>
    client.get<PullResponse>('/sync/pull', {
      query: { ...(cursor ? { cursor } : {}), tables: tables.join(','), limit: String(limit) },
    });
}
