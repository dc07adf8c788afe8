// The POS apps are read and managed online only (offline 'fail', src/lib/online-api.ts). The
// list is one query; every change refetches it. Files go up with XMLHttpRequest (fetch cannot report upload progress) as a raw body named
// by X-File-Name, and come down with fetch → blob → object URL: a plain link cannot carry the
// bearer token the download needs. The JSON calls are typed by the API document; those two cannot
// be (an upload with progress, a file as a blob).
import { useQuery } from '@tanstack/react-query';
import type { AppDownloadBody, AppDownloadDto } from '../../../contract/downloads';
import { type ApiAnswer, api } from '../../../lib/api-client';
import { API_BASE, fetchApiFile, fileRequestError, fileRequestHeaders } from '../../../lib/api-files';
import { onlineGet, useOnlineMutation } from '../../../lib/online-api';
import { aplicativosKeys } from '../../../lib/query-keys';

export function appDownloadsQueryOptions() {
  return onlineGet(aplicativosKeys.all, '/aplicativos', { offline: 'wait', staleTime: 60_000 });
}

export function useAppDownloadsQuery() {
  return useQuery(appDownloadsQueryOptions());
}

function useRefetching<V, R>(call: (vars: V) => Promise<R>) {
  return useOnlineMutation({ offline: 'fail', mutationFn: call, refresh: [aplicativosKeys.all] });
}

export function useSaveAppDownload() {
  return useRefetching(({ id, body }: { id?: string; body: AppDownloadBody }) =>
    id ? api.put('/aplicativos/{id}', { params: { id }, body }) : api.post('/aplicativos', { body }),
  );
}

export function useDeleteAppDownload() {
  return useRefetching((id: string) => api.delete('/aplicativos/{id}', { params: { id } }));
}

/** Uploads (or replaces) the file of an entry, reporting progress from 0 to 1. */
export function uploadAppFile(
  id: string,
  file: File,
  onProgress: (ratio: number) => void,
): Promise<ApiAnswer<'/aplicativos/{id}/archivo', 'post'>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}/aplicativos/${id}/archivo`);
    for (const [k, v] of Object.entries(fileRequestHeaders())) xhr.setRequestHeader(k, v);
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.setRequestHeader('X-File-Name', encodeURIComponent(file.name));
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve(JSON.parse(xhr.responseText));
      else reject(fileRequestError(xhr.status, xhr.responseText));
    };
    xhr.onerror = () => reject(fileRequestError(undefined, ''));
    xhr.send(file);
  });
}

export function useUploadAppFile() {
  return useRefetching(({ id, file, onProgress }: { id: string; file: File; onProgress: (ratio: number) => void }) =>
    uploadAppFile(id, file, onProgress),
  );
}

/** Downloads a stored file with the session's token and hands it to the browser as a file. */
export async function downloadAppFile(app: AppDownloadDto): Promise<void> {
  const res = await fetchApiFile(`/aplicativos/${app.id}/descargar`);
  const url = URL.createObjectURL(await res.blob());
  try {
    const a = document.createElement('a');
    a.href = url;
    a.download = app.fileName ?? `${app.name}-${app.appVersion}`;
    document.body.append(a);
    a.click();
    a.remove();
  } finally {
    // The click has queued the download; the URL can go once the browser has picked it up.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }
}
