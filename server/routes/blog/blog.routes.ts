// /api/blog (SPEC §2 blog, issue 16 "Blog"): every signed-in user of a venue reads its posts (an
// account without a venue gets the one "no venue" 403); 300 writes (create, edit, delete, cover),
// always the caller's venue's posts (blog.service.ts). Covers are <img> sources served by their
// random 128-bit key, like profile photos: a key is only ever shown in its venue's posts.
// Shapes: src/contract/blog.ts.
import path from 'node:path';
import { Hono } from 'hono';
import * as v from 'valibot';
import {
  BLOG_WRITE_CODES,
  blogPostBodySchema,
  blogPostSchema,
  blogPostsSchema,
  blogPreviewBodySchema,
  blogPreviewSchema,
} from '../../../src/contract/blog';
import type { ServerDeps } from '../../deps';
import { ApiError } from '../../lib/errors';
import { imageResponse } from '../../lib/image-upload';
import { responds, respondsWithout } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import { type AuthVariables, requireVenue } from '../../middleware/auth';
import { PHOTO_KEY } from '../account/photo.service';
import { type BlogScope, createPost, deletePost, listPosts, postBySlug, updatePost, uploadCover } from './blog.service';
import { blogMarkdown } from './blog-markdown';

const idParam = validate('param', v.object({ id: v.pipe(v.string(), v.uuid('El valor no es válido')) }));
const slugParam = validate(
  'param',
  v.object({ slug: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,80}$/, 'La publicación no existe')) }),
);

export function blogRoutes({ db, env, guard }: ServerDeps) {
  const app = new Hono<{ Variables: AuthVariables }>();
  const coverDir = path.join(env.dataDir, 'blog-covers');
  const reader = guard([]);
  const writer = guard([...BLOG_WRITE_CODES]);
  const body = validate('json', blogPostBodySchema);
  const md = blogMarkdown(`/${env.product}/`);
  const scope = (c: { var: AuthVariables }): BlogScope => ({ db, venueId: requireVenue(c).id, md });

  app.get('/posts', responds(blogPostsSchema, { summary: 'The venue’s posts, newest first' }), reader, async (c) =>
    c.json({ posts: await listPosts(scope(c)) }),
  );
  app.get('/post/:slug', responds(blogPostSchema, { summary: 'One post by its slug, rendered' }), reader, slugParam, async (c) =>
    c.json(await postBySlug(scope(c), c.req.valid('param').slug)),
  );
  // The editor's preview: the text as the post page will show it (same renderer, raw HTML off).
  app.post(
    '/preview',
    responds(blogPreviewSchema, { summary: 'The editor’s preview: markdown rendered as the post will show it' }),
    writer,
    validate('json', blogPreviewBodySchema),
    (c) => {
      requireVenue(c);
      return c.json({ html: md.render(c.req.valid('json').body) });
    },
  );
  app.post('/posts', responds(blogPostSchema, { status: 201, summary: 'Publish a post' }), writer, body, async (c) =>
    c.json(await createPost(scope(c), c.var.user.id, c.req.valid('json')), 201),
  );
  app.put('/posts/:id', responds(blogPostSchema, { summary: 'Edit a post' }), writer, idParam, body, async (c) =>
    c.json(await updatePost(scope(c), c.var.user.id, c.req.valid('param').id, c.req.valid('json'))),
  );
  app.delete('/posts/:id', respondsWithout({ status: 204 }, { summary: 'Delete a post' }), writer, idParam, async (c) => {
    await deletePost(scope(c), c.var.user.id, c.req.valid('param').id);
    return c.body(null, 204);
  });
  app.post(
    '/posts/:id/cover',
    responds(blogPostSchema, {
      status: 201,
      summary: 'Upload the cover: JPEG, PNG or WebP up to 4 MB (raw with X-File-Name, or multipart `file`)',
    }),
    writer,
    idParam,
    async (c) => {
      const url = `/${env.product}/api/blog/covers/`;
      return c.json(await uploadCover(scope(c), coverDir, c.var.user.id, c.req.valid('param').id, c.req.raw, url), 201);
    },
  );
  app.get(
    '/covers/:key',
    respondsWithout({ media: 'image/*' }, { summary: 'A cover image (no token: an <img> source)' }),
    validate('param', v.object({ key: PHOTO_KEY })),
    async (c) => {
      const res = await imageResponse(coverDir, c.req.valid('param').key);
      if (!res) throw new ApiError(404, 'No encontrado');
      return res;
    },
  );
  return app;
}
