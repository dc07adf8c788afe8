// Server state of the blog (/api/blog). Reading waits offline (a list or post read before stays
// on screen); writing is online only, offline 'fail' (src/lib/online-api.ts): an offline save
// fails at once with a message. Paths and answers are typed by the API document.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { BlogPostBody, BlogPostDto } from '../../../contract/blog';
import { type ApiAnswer, api, apiClient } from '../../../lib/api-client';
import { onlineGet, useOnlineMutation } from '../../../lib/online-api';
import { blogKeys } from '../../../lib/query-keys';

const STALE_MS = 60_000;

export function usePostsQuery() {
  return useQuery(
    onlineGet(blogKeys.of('posts'), '/blog/posts', { offline: 'wait', select: (data) => data.posts, staleTime: STALE_MS }),
  );
}

export function usePostQuery(slug: string | undefined) {
  return useQuery(
    onlineGet(blogKeys.of('post', slug), '/blog/post/{slug}', {
      offline: 'wait',
      params: { slug: slug ?? '' },
      enabled: Boolean(slug),
      staleTime: STALE_MS,
    }),
  );
}

/** The editor's preview, rendered by the server (the same renderer as the post page). */
export function usePreview() {
  return useOnlineMutation({
    offline: 'fail',
    mutationFn: (body: string) => api.post('/blog/preview', { body: { body } }),
  });
}

export interface SavePostInput {
  /** Absent for a new post. */
  id?: string;
  body: BlogPostBody;
  /** A new cover, uploaded once the post is saved. */
  cover?: File | null;
}

/**
 * Saves the post, then its new cover. When the cover is refused the post stays saved: the error
 * carries the saved post so the editor can go on editing it instead of creating it again.
 */
export class CoverRefused extends Error {
  constructor(
    readonly post: BlogPostDto,
    readonly reason: unknown,
  ) {
    super('cover refused');
  }
}

export function useSavePost() {
  const qc = useQueryClient();
  return useOnlineMutation({
    offline: 'fail',
    mutationFn: async ({ id, body, cover }: SavePostInput) => {
      let post = id ? await api.put('/blog/posts/{id}', { params: { id }, body }) : await api.post('/blog/posts', { body });
      if (cover) {
        const form = new FormData();
        form.append('file', cover, cover.name);
        try {
          // A multipart body, which the typed calls (JSON bodies) do not carry; the answer's type is the document's.
          post = await apiClient.post<ApiAnswer<'/blog/posts/{id}/cover', 'post'>>(`/blog/posts/${post.id}/cover`, form);
        } catch (error) {
          throw new CoverRefused(post, error);
        }
      }
      return post;
    },
    onSuccess: (post) => qc.setQueryData(blogKeys.of('post', post.slug), post),
    // A refused cover leaves the post saved: the lists show it either way.
    onError: (error) => (error instanceof CoverRefused ? qc.invalidateQueries({ queryKey: blogKeys.all }) : undefined),
    refresh: [blogKeys.all],
  });
}

export function useDeletePost() {
  const qc = useQueryClient();
  return useOnlineMutation({
    offline: 'fail',
    mutationFn: (id: string) => api.delete('/blog/posts/{id}', { params: { id } }),
    // The deleted post's page is left right after: no refetch of it (it would answer 404).
    onSuccess: () => qc.removeQueries({ queryKey: blogKeys.of('post') }),
    refresh: [blogKeys.of('posts')],
  });
}
