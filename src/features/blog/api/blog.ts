// Server state of the blog (/api/blog). Reading goes through the query cache (a list or post read
// before stays on screen offline); writing is online only: networkMode 'always' makes an offline
// save fail at once with a message instead of waiting paused.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BlogPostBody, BlogPostDto, BlogPostSummaryDto, BlogPreviewDto } from '../../../contract/blog';
import { apiClient } from '../../../lib/api-client';
import { blogKeys } from '../../../lib/query-keys';

const STALE_MS = 60_000;

export function usePostsQuery() {
  return useQuery({
    queryKey: blogKeys.of('posts'),
    queryFn: () => apiClient.get<{ posts: BlogPostSummaryDto[] }>('/blog/posts'),
    select: (data) => data.posts,
    staleTime: STALE_MS,
  });
}

export function usePostQuery(slug: string | undefined) {
  return useQuery({
    queryKey: blogKeys.of('post', slug),
    queryFn: () => apiClient.get<BlogPostDto>(`/blog/post/${encodeURIComponent(slug ?? '')}`),
    enabled: Boolean(slug),
    staleTime: STALE_MS,
  });
}

/** The editor's preview, rendered by the server (the same renderer as the post page). */
export function usePreview() {
  return useMutation({
    networkMode: 'always',
    mutationFn: (body: string) => apiClient.post<BlogPreviewDto>('/blog/preview', { body }),
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
  return useMutation({
    networkMode: 'always',
    mutationFn: async ({ id, body, cover }: SavePostInput) => {
      let post = id
        ? await apiClient.put<BlogPostDto>(`/blog/posts/${id}`, body)
        : await apiClient.post<BlogPostDto>('/blog/posts', body);
      if (cover) {
        const form = new FormData();
        form.append('file', cover, cover.name);
        try {
          post = await apiClient.post<BlogPostDto>(`/blog/posts/${post.id}/cover`, form);
        } catch (error) {
          throw new CoverRefused(post, error);
        }
      }
      return post;
    },
    onSettled: () => qc.invalidateQueries({ queryKey: blogKeys.all }),
    onSuccess: (post) => qc.setQueryData(blogKeys.of('post', post.slug), post),
  });
}

export function useDeletePost() {
  const qc = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (id: string) => apiClient.request<void>(`/blog/posts/${id}`, { method: 'DELETE' }),
    onSuccess: () => {
      // The deleted post's page is left right after: no refetch of it (it would answer 404).
      qc.removeQueries({ queryKey: blogKeys.of('post') });
      return qc.invalidateQueries({ queryKey: blogKeys.of('posts') });
    },
  });
}
