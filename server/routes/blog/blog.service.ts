// Blog posts (blog_posts): list, one by slug, create/edit/delete with their audit rows, and the
// cover image. Every read and write is the venue's own (issue 32): another venue's post is answered
// 404 like a missing one, and its slug does not collide with ours. The body is markdown rendered by
// blog-markdown.ts; saving refuses images that are not the venue's own uploads (422).
import { and, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import {
  BLOG_FOREIGN_IMAGE,
  BLOG_SLUG_TAKEN,
  type BlogPostBody,
  type BlogPostDto,
  type BlogPostSummaryDto,
  MAX_COVER_BYTES,
  slugify,
} from '../../../src/contract/blog';
import type { Db } from '../../db/client';
import { blogPosts, users } from '../../db/schema';
import { writeAudit } from '../../domain/audit';
import { ApiError } from '../../lib/errors';
import { replaceImage } from '../../lib/image-upload';
import type { BlogMarkdown } from './blog-markdown';

export const POST_NOT_FOUND = 'La publicación no existe';

/** What every blog call works with: the database, the caller's venue and the renderer. */
export interface BlogScope {
  db: Db;
  venueId: string;
  md: BlogMarkdown;
}

function excerptOf(md: BlogMarkdown, body: string): string {
  const text = md
    .render(body)
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > 200 ? `${text.slice(0, 197)}…` : text;
}

const columns = { post: blogPosts, authorName: users.displayName };
type Row = { post: typeof blogPosts.$inferSelect; authorName: string | null };

function summary(md: BlogMarkdown, { post, authorName }: Row): BlogPostSummaryDto {
  return {
    id: post.id,
    title: post.title,
    slug: post.slug,
    excerpt: excerptOf(md, post.body),
    coverUrl: post.cover,
    authorName,
    publishedAt: (post.publishedAt ?? post.createdAt).toISOString(),
  };
}

const liveIn = (venueId: string) => and(eq(blogPosts.venueId, venueId), isNull(blogPosts.deletedAt));

export async function listPosts({ db, venueId, md }: BlogScope): Promise<BlogPostSummaryDto[]> {
  const rows = await db
    .select(columns)
    .from(blogPosts)
    .leftJoin(users, eq(users.id, blogPosts.authorId))
    .where(liveIn(venueId))
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.createdAt))
    .limit(200);
  return rows.map((row) => summary(md, row));
}

async function postWhere({ db, venueId, md }: BlogScope, where: ReturnType<typeof eq>): Promise<BlogPostDto> {
  const [row] = await db
    .select(columns)
    .from(blogPosts)
    .leftJoin(users, eq(users.id, blogPosts.authorId))
    .where(and(where, liveIn(venueId)));
  if (!row) throw new ApiError(404, POST_NOT_FOUND);
  return { ...summary(md, row), body: row.post.body, html: md.render(row.post.body) };
}

export const postBySlug = (scope: BlogScope, slug: string) => postWhere(scope, eq(blogPosts.slug, slug));
export const postById = (scope: BlogScope, id: string) => postWhere(scope, eq(blogPosts.id, id));

/** 409 when another post of the venue (deleted ones too: the slug is unique per venue) has this slug. */
async function checkSlugFree({ db, venueId }: BlogScope, slug: string, exceptId: string | null): Promise<void> {
  const [other] = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(and(eq(blogPosts.venueId, venueId), eq(blogPosts.slug, slug), exceptId ? ne(blogPosts.id, exceptId) : undefined));
  if (other) throw new ApiError(409, BLOG_SLUG_TAKEN);
}

/**
 * 422 when the body shows an image that is not one of the venue's own uploads: a cover of one of
 * its posts (deleted ones included: their file stays), by the URL the server gave it.
 */
async function checkImages({ db, venueId, md }: BlogScope, body: string): Promise<void> {
  const sources = [...new Set(md.imagesOf(body))];
  if (sources.length === 0) return;
  const own = await db
    .select({ cover: blogPosts.cover })
    .from(blogPosts)
    .where(and(eq(blogPosts.venueId, venueId), inArray(blogPosts.cover, sources)));
  const known = new Set(own.map((r) => r.cover));
  if (sources.some((src) => !known.has(src))) throw new ApiError(422, BLOG_FOREIGN_IMAGE);
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

export async function createPost(scope: BlogScope, userId: string, input: BlogPostBody): Promise<BlogPostDto> {
  const slug = slugify(input.title);
  await checkSlugFree(scope, slug, null);
  await checkImages(scope, input.body);
  try {
    const id = await scope.db.transaction(async (tx) => {
      const now = new Date();
      const [row] = await tx
        .insert(blogPosts)
        .values({ venueId: scope.venueId, title: input.title, slug, body: input.body, authorId: userId, publishedAt: now })
        .returning({ id: blogPosts.id });
      if (!row) throw new Error('insert returned nothing');
      await writeAudit(tx, userId, 'create', 'blog_posts', row.id, undefined, { title: input.title, slug });
      return row.id;
    });
    return postById(scope, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, BLOG_SLUG_TAKEN);
    throw error;
  }
}

export async function updatePost(scope: BlogScope, userId: string, id: string, input: BlogPostBody): Promise<BlogPostDto> {
  const before = await postById(scope, id);
  const slug = slugify(input.title);
  await checkSlugFree(scope, slug, id);
  await checkImages(scope, input.body);
  try {
    await scope.db.transaction(async (tx) => {
      await tx
        .update(blogPosts)
        .set({ title: input.title, slug, body: input.body, updatedAt: new Date() })
        .where(and(eq(blogPosts.id, id), liveIn(scope.venueId)));
      const after = { title: input.title, slug, body: input.body };
      await writeAudit(
        tx,
        userId,
        'update',
        'blog_posts',
        id,
        { title: before.title, slug: before.slug, body: before.body },
        after,
      );
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, BLOG_SLUG_TAKEN);
    throw error;
  }
  return postById(scope, id);
}

export async function deletePost(scope: BlogScope, userId: string, id: string): Promise<void> {
  const before = await postById(scope, id);
  await scope.db.transaction(async (tx) => {
    const now = new Date();
    await tx
      .update(blogPosts)
      .set({ deletedAt: now, updatedAt: now })
      .where(and(eq(blogPosts.id, id), liveIn(scope.venueId)));
    await writeAudit(tx, userId, 'delete', 'blog_posts', id, { title: before.title, slug: before.slug });
  });
}

/** The cover: JPEG, PNG or WebP up to 4 MB, checked like profile photos (name, first bytes, size). */
export async function uploadCover(
  scope: BlogScope,
  dir: string,
  userId: string,
  id: string,
  raw: Request,
  urlPrefix: string,
): Promise<BlogPostDto> {
  const before = await postById(scope, id);
  await replaceImage(dir, raw, MAX_COVER_BYTES, urlPrefix, async (url) => {
    await scope.db.transaction(async (tx) => {
      const [done] = await tx
        .update(blogPosts)
        .set({ cover: url, updatedAt: new Date() })
        .where(and(eq(blogPosts.id, id), liveIn(scope.venueId)))
        .returning({ id: blogPosts.id });
      if (!done) throw new ApiError(404, POST_NOT_FOUND);
      await writeAudit(tx, userId, 'cover', 'blog_posts', id, { cover: before.coverUrl }, { cover: url });
    });
    return before.coverUrl;
  });
  return postById(scope, id);
}
