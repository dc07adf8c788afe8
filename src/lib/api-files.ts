// Files to and from the API outside the typed client, which sends and reads JSON only: an upload as
// a raw body (XMLHttpRequest, which can report progress) and a download as fetch → blob (a plain
// link cannot carry the bearer token). They carry what the client's calls carry — the session's
// token and the interface language — and fail with the same ApiError: the server's `{ message }`,
// or the fallback when the answer has none.
import { i18n } from '@lingui/core';
import { ApiError, apiClient, FALLBACK_ERROR_MESSAGE } from './api-client';

export const API_BASE = `${import.meta.env.BASE_URL}api`;

/** Authorization and Accept-Language, as the typed client sends them. */
export function fileRequestHeaders(): Record<string, string> {
  const out: Record<string, string> = {};
  const token = apiClient.getAccessToken?.();
  if (token) out.Authorization = `Bearer ${token}`;
  if (i18n.locale) out['Accept-Language'] = i18n.locale;
  return out;
}

/** The error of a failed file request, from its status (none: no answer came) and body text. */
export function fileRequestError(status: number | undefined, text: string): ApiError {
  let data: unknown = null;
  try {
    data = JSON.parse(text);
  } catch {
    // Not JSON (a proxy's page): no server message to show.
  }
  const message =
    typeof data === 'object' && data && 'message' in data && typeof data.message === 'string'
      ? data.message
      : FALLBACK_ERROR_MESSAGE;
  return new ApiError(message, status, data);
}

/** GETs a file under the API; rejects with the request's ApiError unless the answer is 2xx. */
export async function fetchApiFile(path: string): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(`${API_BASE}${path}`, { headers: fileRequestHeaders() });
  } catch {
    throw fileRequestError(undefined, '');
  }
  if (!res.ok) throw fileRequestError(res.status, await res.text().catch(() => ''));
  return res;
}
