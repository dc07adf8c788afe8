// Blog posts (blog_posts): list, one by slug, create/edit/delete with their audit rows, and the
// cover image. The body is markdown rendered here by markdown-it with `html: false`: raw HTML in
// a post is escaped into text, and links with javascript:/vbscript:/data: URLs are not made.
import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import MarkdownIt from 'markdown-it';
import {
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

export const POST_NOT_FOUND = 'La publicación no existe';
const md = new MarkdownIt({ html: false, linkify: true, breaks: false });

export function renderMarkdown(body: string): string {
  return md.render(body);
}

function excerptOf(body: string): string {
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

function summary({ post, authorName }: Row): BlogPostSummaryDto {
  return {
    id: post.id,
    title: post.title,
    slug: post.slug,
    excerpt: excerptOf(post.body),
    coverUrl: post.cover,
    authorName,
    publishedAt: (post.publishedAt ?? post.createdAt).toISOString(),
  };
}

const live = isNull(blogPosts.deletedAt);

export async function listPosts(db: Db): Promise<BlogPostSummaryDto[]> {
  const rows = await db
    .select(columns)
    .from(blogPosts)
    .leftJoin(users, eq(users.id, blogPosts.authorId))
    .where(live)
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.createdAt))
    .limit(200);
  return rows.map(summary);
}

async function postWhere(db: Db, where: ReturnType<typeof eq>): Promise<BlogPostDto> {
  const [row] = await db
    .select(columns)
    .from(blogPosts)
    .leftJoin(users, eq(users.id, blogPosts.authorId))
    .where(and(where, live));
  if (!row) throw new ApiError(404, POST_NOT_FOUND);
  return { ...summary(row), body: row.post.body, html: renderMarkdown(row.post.body) };
}

export const postBySlug = (db: Db, slug: string) => postWhere(db, eq(blogPosts.slug, slug));
export const postById = (db: Db, id: string) => postWhere(db, eq(blogPosts.id, id));

/** 409 when another post (deleted ones too: the slug column is unique) has this slug. */
async function checkSlugFree(db: Db, slug: string, exceptId: string | null): Promise<void> {
  const [other] = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), exceptId ? ne(blogPosts.id, exceptId) : undefined));
  if (other) throw new ApiError(409, BLOG_SLUG_TAKEN);
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

export async function createPost(db: Db, userId: string, input: BlogPostBody): Promise<BlogPostDto> {
  const slug = slugify(input.title);
  await checkSlugFree(db, slug, null);
  try {
    const id = await db.transaction(async (tx) => {
      const now = new Date();
      const [row] = await tx
        .insert(blogPosts)
        .values({ title: input.title, slug, body: input.body, authorId: userId, publishedAt: now })
        .returning({ id: blogPosts.id });
      if (!row) throw new Error('insert returned nothing');
      await writeAudit(tx, userId, 'create', 'blog_posts', row.id, undefined, { title: input.title, slug });
      return row.id;
    });
    return postById(db, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, BLOG_SLUG_TAKEN);
    throw error;
  }
}

export async function updatePost(db: Db, userId: string, id: string, input: BlogPostBody): Promise<BlogPostDto> {
  const before = await postById(db, id);
  const slug = slugify(input.title);
  await checkSlugFree(db, slug, id);
  try {
    await db.transaction(async (tx) => {
      await tx
        .update(blogPosts)
        .set({ title: input.title, slug, body: input.body, updatedAt: new Date() })
        .where(eq(blogPosts.id, id));
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
  return postById(db, id);
}

export async function deletePost(db: Db, userId: string, id: string): Promise<void> {
  const before = await postById(db, id);
  await db.transaction(async (tx) => {
    const now = new Date();
    await tx.update(blogPosts).set({ deletedAt: now, updatedAt: now }).where(eq(blogPosts.id, id));
    await writeAudit(tx, userId, 'delete', 'blog_posts', id, { title: before.title, slug: before.slug });
  });
}

/** The cover: JPEG, PNG or WebP up to 4 MB, checked like profile photos (name, first bytes, size). */
export async function uploadCover(
  db: Db,
  dir: string,
  userId: string,
  id: string,
  raw: Request,
  urlPrefix: string,
): Promise<BlogPostDto> {
  const before = await postById(db, id);
  await replaceImage(dir, raw, MAX_COVER_BYTES, urlPrefix, async (url) => {
    await db.transaction(async (tx) => {
      await tx.update(blogPosts).set({ cover: url, updatedAt: new Date() }).where(eq(blogPosts.id, id));
      await writeAudit(tx, userId, 'cover', 'blog_posts', id, { cover: before.coverUrl }, { cover: url });
    });
    return before.coverUrl;
  });
  return postById(db, id);
}
