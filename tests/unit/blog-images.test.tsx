// A post shows no image from another site (issue 32 item 11): the page's renderer turns every image
// that is not one of our blog uploads into its alt text, and drops whatever else could fetch from
// elsewhere, whatever HTML the server (or an older cached answer) hands it.
import { ChakraProvider } from '@chakra-ui/react';
import { afterEach, describe, expect, it } from 'vitest';
import { system } from '../../src/app/theme/system';
import { PostHtml } from '../../src/features/blog/components/post-html';
import { ownCover, withOwnImagesOnly } from '../../src/features/blog/own-images';
import { type Rendered, render } from './helpers';

const OWN = '/noctua/api/blog/covers/0123456789abcdef0123456789abcdef.png';

describe('withOwnImagesOnly', () => {
  it('keeps the venue’s own uploads and the rest of the text', () => {
    const html = `<h1>Hola</h1><p>Mira <img src="${OWN}" alt="la barra"> y <a href="https://noctua.example">esto</a></p>`;
    expect(withOwnImagesOnly(html, '/noctua/')).toBe(html);
  });

  it.each([
    ['another site', 'https://tracker.example/p.gif'],
    ['a protocol-relative URL', '//tracker.example/p.gif'],
    ['a data: URL', 'data:image/png;base64,iVBORw0KGgo='],
    ['another path of ours', '/noctua/api/user/photos/0123456789abcdef0123456789abcdef.png'],
    ['our path on another host', `https://tracker.example${OWN}`],
    ['a path that climbs out', '/noctua/api/blog/covers/../../../x.png'],
    ['no source', ''],
  ])('turns an image from %s into its alt text', (_label, src) => {
    const out = withOwnImagesOnly(`<p>a <img src="${src}" alt="pixel"> b</p>`, '/noctua/');
    expect(out).toBe('<p>a pixel b</p>');
  });

  it('drops what else could fetch: srcset, styles, media, frames', () => {
    const html = [
      `<p style="background:url(https://t.example/a)"><img src="${OWN}" srcset="https://t.example/b 2x" alt="x"></p>`,
      '<picture><source srcset="https://t.example/c"></picture>',
      '<video poster="https://t.example/d"></video><iframe src="https://t.example/e"></iframe>',
      '<svg><image href="https://t.example/f"></image></svg><link rel="stylesheet" href="https://t.example/g">',
    ].join('');
    const out = withOwnImagesOnly(html, '/noctua/');
    expect(out).not.toContain('t.example');
    expect(out).toBe(`<p><img src="${OWN}" alt="x"></p>`);
  });

  it('shows a cover only when it is one of ours', () => {
    expect(ownCover(OWN, '/noctua/')).toBe(OWN);
    expect(ownCover('https://tracker.example/cover.jpg', '/noctua/')).toBeNull();
    expect(ownCover(null, '/noctua/')).toBeNull();
  });
});

describe('PostHtml', () => {
  let view: Rendered | undefined;
  afterEach(async () => {
    await view?.unmount();
    view = undefined;
  });

  it('puts no outside image in the page', async () => {
    const base = import.meta.env.BASE_URL;
    const own = `${base}api/blog/covers/0123456789abcdef0123456789abcdef.webp`;
    const html = `<p>Hola <img src="https://tracker.example/p.gif" alt="pixel"> <img src="${own}" alt="barra"></p>`;
    view = await render(
      <ChakraProvider value={system}>
        <PostHtml html={html} testId="body" />
      </ChakraProvider>,
    );
    const images = Array.from(view.container.querySelectorAll('img')).map((i) => i.getAttribute('src'));
    expect(images).toEqual([own]);
    expect(view.container.textContent).toContain('Hola pixel');
  });
});
