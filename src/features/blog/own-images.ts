// The page's half of "a post shows the venue's own images only" (issue 32 item 11; the server
// refuses other images when a post is saved and renders any left in older posts as text): before
// the server's HTML goes into the page, every image that is not one of our blog uploads becomes its
// alt text, and nothing else in it may fetch from elsewhere (no srcset, poster, background or
// style; no media, frame or embed). Parsed with DOMParser, whose document loads nothing.
import { isOwnBlogImage } from '../../contract/blog';

const FETCHING_TAGS = 'picture, source, video, audio, track, iframe, frame, object, embed, link, style, svg, math, input, base';
const FETCHING_ATTRIBUTES = ['srcset', 'poster', 'background', 'style', 'lowsrc', 'dynsrc', 'longdesc', 'formaction'];

/** `html` with its outside images replaced by their alt text (`base`: the app's path, "/noctua/"). */
export function withOwnImagesOnly(html: string, base: string = import.meta.env.BASE_URL): string {
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
  for (const el of Array.from(doc.body.querySelectorAll(FETCHING_TAGS))) el.remove();
  for (const el of Array.from(doc.body.querySelectorAll('*'))) for (const name of FETCHING_ATTRIBUTES) el.removeAttribute(name);
  for (const img of Array.from(doc.body.querySelectorAll('img')))
    if (!isOwnBlogImage(img.getAttribute('src') ?? '', base)) img.replaceWith(doc.createTextNode(img.getAttribute('alt') ?? ''));
  return doc.body.innerHTML;
}

/** The cover URL when it is one of our blog uploads; null (no cover shown) for anything else. */
export function ownCover(url: string | null, base: string = import.meta.env.BASE_URL): string | null {
  return url && isOwnBlogImage(url, base) ? url : null;
}
