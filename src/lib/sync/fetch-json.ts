// JSON over plain fetch with the session's token, for the sync code that runs outside the page's
// API client (the pull worker, the service worker's background flush). Failures reject with a
// SyncHttpError carrying the status (undefined when no answer came) and the server's `{ message }`,
// which is what the sync engine reads to tell offline, auth and refusals apart.
export class SyncHttpError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
  ) {
    super(message);
    this.name = 'SyncHttpError';
  }
}

export interface FetchJsonOptions {
  method?: 'GET' | 'POST';
  token: string | null;
  language?: string | undefined;
  body?: unknown;
  fetch?: typeof globalThis.fetch;
}

const FALLBACK = 'Something went wrong';

export async function fetchJson<T>(url: string, options: FetchJsonOptions): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.language) headers['Accept-Language'] = options.language;
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: options.method ?? 'GET',
      headers,
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
  } catch {
    throw new SyncHttpError(FALLBACK, undefined);
  }
  if (!response.ok) {
    let message = FALLBACK;
    try {
      const data = (await response.json()) as { message?: unknown };
      if (typeof data.message === 'string' && data.message) message = data.message;
    } catch {
      // no JSON body
    }
    throw new SyncHttpError(message, response.status);
  }
  return (await response.json()) as T;
}
