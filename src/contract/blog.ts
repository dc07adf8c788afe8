// The blog (SPEC §2 /blog, issue 16 "Blog"): venue news for staff. Every signed-in user of the
// venue reads its posts; 300 writes. The body is markdown, rendered by the server with raw HTML off
// (never executed). Its images may only be the venue's own uploads (issue 32: an image from another
// site would tell that site who read the post, and when).
import * as v from 'valibot';
import { stringOrNull } from './common';

export const BLOG_WRITE_CODES = ['300'] as const;
export const MAX_COVER_BYTES = 4 * 1024 * 1024;
export const BLOG_TITLE_REQUIRED = 'El título es obligatorio';
export const BLOG_BODY_REQUIRED = 'El texto es obligatorio';
export const BLOG_SLUG_TAKEN = 'Ya existe una publicación con ese título';
export const BLOG_FOREIGN_IMAGE = 'El texto solo puede mostrar imágenes subidas al local: quita las de otros sitios';

/**
 * Whether `src` is one of the app's own blog uploads: the root-relative URL the server gives a
 * cover (`<base>api/blog/covers/<128-bit key>.<jpg|png|webp>`, `base` like "/noctua/"). Anything
 * else — another site, another path of ours, a data: URL — is not an image a post may show.
 */
export function isOwnBlogImage(src: string, base: string): boolean {
  const prefix = `${base.endsWith('/') ? base : `${base}/`}api/blog/covers/`;
  return src.startsWith(prefix) && /^[a-f0-9]{32}\.(?:jpg|png|webp)$/.test(src.slice(prefix.length));
}

/** The URL name of a title: lower-case ASCII words joined by dashes. */
export function slugify(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

export const blogPostBodySchema = v.object({
  title: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(BLOG_TITLE_REQUIRED),
    v.maxLength(160),
    v.check((t) => slugify(t) !== '', BLOG_TITLE_REQUIRED),
  ),
  body: v.pipe(v.string(), v.trim(), v.nonEmpty(BLOG_BODY_REQUIRED), v.maxLength(50_000)),
});
export type BlogPostBody = v.InferOutput<typeof blogPostBodySchema>;

/** POST /api/blog/preview (300): the editor's preview, rendered by the same server renderer. */
export const blogPreviewBodySchema = v.object({ body: v.pipe(v.string(), v.maxLength(50_000)) });
export const blogPreviewSchema = v.object({
  /** The body rendered by the server (markdown-it, raw HTML off: tags show as text). */
  html: v.string(),
});
export type BlogPreviewDto = v.InferOutput<typeof blogPreviewSchema>;

const blogPostSummaryEntries = {
  id: v.string(),
  title: v.string(),
  /** The URL name of the title (slugify). */
  slug: v.string(),
  /** The first words of the text, without markdown (at most 200 characters). */
  excerpt: v.string(),
  /** The cover's root-relative URL (see isOwnBlogImage); null without one. */
  coverUrl: stringOrNull,
  authorName: stringOrNull,
  /** ISO 8601. */
  publishedAt: v.string(),
};
export const blogPostSummarySchema = v.object(blogPostSummaryEntries);
export type BlogPostSummaryDto = v.InferOutput<typeof blogPostSummarySchema>;

/** GET /api/blog/posts: the venue's posts, newest first (at most 200). */
export const blogPostsSchema = v.object({ posts: v.array(blogPostSummarySchema) });

export const blogPostSchema = v.object({
  ...blogPostSummaryEntries,
  /** The markdown, for editing. */
  body: v.string(),
  /** The body rendered by the server (markdown-it, raw HTML off: tags show as text). */
  html: v.string(),
});
export type BlogPostDto = v.InferOutput<typeof blogPostSchema>;
