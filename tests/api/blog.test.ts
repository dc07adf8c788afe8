// The blog (SPEC §2, issue 16 "Blog") on the real app: every signed-in user reads, only 300
// writes (403 otherwise), markdown is rendered with raw HTML inert, the slug is unique, the cover
// upload has the photo checks (type by name, first bytes, size), and each write is audited. Images
// in a post are the venue's own uploads only (issue 32 item 11): saving refuses any other, and a
// post written before the rule renders none.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, blogPosts, venues } from '../../server/db/schema';
import { BLOG_FOREIGN_IMAGE, type BlogPostDto, type BlogPostSummaryDto } from '../../src/contract/blog';
import { createHarness, type Harness, json } from './harness';

let h: Harness;
let admin: string;
let reader: string;
let venueId: string;

beforeAll(async () => {
  h = await createHarness();
  const [venue] = await h.database.db.select().from(venues).limit(1);
  if (!venue) throw new Error('no venue');
  venueId = venue.id;
  admin = await h.login('admin@noctua.test');
  reader = await h.createUser('blog-reader@noctua.test', ['107'], venue.id, 'Rita Reader');
});

afterAll(async () => {
  await h?.close();
});

const evil = [
  '# Hola equipo',
  '',
  'Texto **importante** <script>alert(1)</script>',
  '',
  '<img src=x onerror="alert(2)">',
  '',
  '[clic](javascript:alert(3)) y [bien](https://noctua.example)',
].join('\n');

describe('blog', () => {
  let post: BlogPostDto;

  it('lists the seeded posts to any signed-in user, and nobody else', async () => {
    const { posts } = await json<{ posts: BlogPostSummaryDto[] }>(await h.request('GET', '/blog/posts', { token: reader }));
    expect(posts.length).toBeGreaterThan(0);
    expect(posts[0]?.excerpt).not.toMatch(/[*#<]/);
    expect((await h.request('GET', '/blog/posts')).status).toBe(401);
  });

  it('refuses every write without 300', async () => {
    const body = { title: 'Intruso', body: 'x' };
    expect((await h.request('POST', '/blog/posts', { token: reader, body })).status).toBe(403);
    const { posts } = await json<{ posts: BlogPostSummaryDto[] }>(await h.request('GET', '/blog/posts', { token: reader }));
    const id = posts[0]?.id;
    expect((await h.request('PUT', `/blog/posts/${id}`, { token: reader, body })).status).toBe(403);
    expect((await h.request('DELETE', `/blog/posts/${id}`, { token: reader })).status).toBe(403);
    const cover = await h.app.request(`/noctua/api/blog/posts/${id}/cover`, {
      method: 'POST',
      headers: { authorization: `Bearer ${reader}`, 'x-file-name': 'a.png', 'content-type': 'application/octet-stream' },
      body: 'x',
    });
    expect(cover.status).toBe(403);
  });

  it('renders markdown with raw HTML inert and javascript: links not made', async () => {
    post = await json<BlogPostDto>(
      await h.request('POST', '/blog/posts', { token: admin, body: { title: 'Cambios de Año Nuevo', body: evil } }),
      201,
    );
    expect(post.slug).toBe('cambios-de-ano-nuevo');
    expect(post.html).toContain('<h1>Hola equipo</h1>');
    expect(post.html).toContain('<strong>importante</strong>');
    expect(post.html).not.toContain('<script');
    expect(post.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(post.html).not.toMatch(/<img/);
    expect(post.html).not.toMatch(/href="javascript:/i);
    expect(post.html).toContain('<a href="https://noctua.example">bien</a>');
    const bySlug = await json<BlogPostDto>(await h.request('GET', `/blog/post/${post.slug}`, { token: reader }));
    expect(bySlug.html).toBe(post.html);
    expect(bySlug.authorName).toBeTruthy();
    const [audit] = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'blog_posts'), eq(auditLog.entityId, post.id), eq(auditLog.action, 'create')));
    expect(audit?.after).toMatchObject({ slug: 'cambios-de-ano-nuevo' });
  });

  it('previews the editor text with the same renderer, for 300 only', async () => {
    const preview = await json<{ html: string }>(
      await h.request('POST', '/blog/preview', { token: admin, body: { body: evil } }),
    );
    expect(preview.html).toBe(post.html);
    expect((await h.request('POST', '/blog/preview', { token: reader, body: { body: 'x' } })).status).toBe(403);
    expect((await h.request('POST', '/blog/preview', { token: admin, body: { body: 'x'.repeat(50_001) } })).status).toBe(422);
  });

  it('keeps the slug unique', async () => {
    const again = await h.request('POST', '/blog/posts', {
      token: admin,
      body: { title: 'Cambios de año nuevo!', body: 'otro' },
    });
    expect(again.status).toBe(409);
    const other = await json<BlogPostDto>(
      await h.request('POST', '/blog/posts', { token: admin, body: { title: 'Otra noticia', body: 'b' } }),
      201,
    );
    const clash = await h.request('PUT', `/blog/posts/${other.id}`, {
      token: admin,
      body: { title: 'Cambios de año nuevo', body: 'b' },
    });
    expect(clash.status).toBe(409);
    const edited = await json<BlogPostDto>(
      await h.request('PUT', `/blog/posts/${other.id}`, { token: admin, body: { title: 'Otra noticia, corregida', body: 'c' } }),
    );
    expect(edited.slug).toBe('otra-noticia-corregida');
    expect((await h.request('POST', '/blog/posts', { token: admin, body: { title: '  ', body: 'x' } })).status).toBe(422);
    expect((await h.request('POST', '/blog/posts', { token: admin, body: { title: '¡¡¡', body: 'x' } })).status).toBe(422);
    expect((await h.request('DELETE', `/blog/posts/${other.id}`, { token: admin })).status).toBe(204);
    expect((await h.request('GET', `/blog/post/${edited.slug}`, { token: reader })).status).toBe(404);
  });

  it('checks the cover like a photo: type by name, content by first bytes, size', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2, 3]);
    const upload = (name: string, bytes: Uint8Array<ArrayBuffer> | string) =>
      h.app.request(`/noctua/api/blog/posts/${post.id}/cover`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin}`, 'x-file-name': name, 'content-type': 'application/octet-stream' },
        body: bytes,
      });
    expect((await upload('portada.gif', png)).status).toBe(415);
    expect((await upload('portada.svg', '<svg onload="alert(1)"/>')).status).toBe(415);
    expect((await upload('portada.png', 'not a png at all')).status).toBe(415);
    expect((await upload('portada.png', new Uint8Array(5 * 1024 * 1024).fill(0x89))).status).toBe(413);
    const saved = await json<BlogPostDto>(await upload('portada.png', png), 201);
    expect(saved.coverUrl).toMatch(/^\/noctua\/api\/blog\/covers\/[a-f0-9]{32}\.png$/);
    const served = await h.app.request(saved.coverUrl ?? '');
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png);
  });

  describe('images in the text (issue 32 item 11)', () => {
    const save = (body: string, headers?: Record<string, string>) =>
      h.request('POST', '/blog/posts', { token: admin, body: { title: `Con imagen ${Math.random()}`, body }, headers });

    it.each([
      ['an outside image', '![pixel](https://tracker.example/p.gif)'],
      ['an outside image by reference', 'Hola ![logo][l]\n\n[l]: http://tracker.example/l.png'],
      ['an outside image inside a link', '[![x](//tracker.example/p.gif)](https://noctua.example)'],
      ['an outside image in an image’s alt text', '![a ![b](https://tracker.example/b.gif)](https://tracker.example/a.gif)'],
      ['a data: image', '![x](data:image/png;base64,iVBORw0KGgo=)'],
      ['another path of ours', '![x](/noctua/api/user/photos/0123456789abcdef0123456789abcdef.png)'],
      ['an upload name that is no cover of the venue', '![x](/noctua/api/blog/covers/0123456789abcdef0123456789abcdef.png)'],
    ])('refuses %s with a translated 422, on create and on edit', async (_label, body) => {
      const res = await save(body);
      expect(await json<{ message: string }>(res, 422)).toEqual({ message: BLOG_FOREIGN_IMAGE });
      const edit = await h.request('PUT', `/blog/posts/${post.id}`, { token: admin, body: { title: post.title, body } });
      expect(edit.status).toBe(422);
      const [row] = await h.database.db.select().from(blogPosts).where(eq(blogPosts.id, post.id));
      expect(row?.body).not.toContain(body);
    });

    it('answers the refusal in the reader’s language', async () => {
      const res = await save('![p](https://tracker.example/p.gif)', { 'accept-language': 'de' });
      expect((await json<{ message: string }>(res, 422)).message).toMatch(/^Der Text darf nur Bilder zeigen/);
    });

    it('keeps links to other sites and the venue’s own cover as an image', async () => {
      const [row] = await h.database.db.select({ cover: blogPosts.cover }).from(blogPosts).where(eq(blogPosts.id, post.id));
      const cover = row?.cover ?? '';
      expect(cover).toMatch(/^\/noctua\/api\/blog\/covers\//);
      const saved = await json<BlogPostDto>(await save(`![portada](${cover}) y [el sitio](https://noctua.example)`), 201);
      expect(saved.html).toContain(`<img src="${cover}" alt="portada">`);
      expect(saved.html).toContain('<a href="https://noctua.example">el sitio</a>');
    });

    it('renders no outside image in a post saved before the rule, in the page and the preview', async () => {
      const body = 'Antes ![pixel](https://tracker.example/p.gif) después';
      await h.database.db.insert(blogPosts).values({ venueId, title: 'Vieja', slug: 'vieja', body });
      const old = await json<BlogPostDto>(await h.request('GET', '/blog/post/vieja', { token: reader }));
      expect(old.html).not.toMatch(/<img|tracker\.example/);
      expect(old.html).toContain('Antes pixel después');
      const preview = await json<{ html: string }>(await h.request('POST', '/blog/preview', { token: admin, body: { body } }));
      expect(preview.html).toBe(old.html);
    });
  });
});
