// The blog's markdown (markdown-it, raw HTML off: a tag a writer types is escaped into text, and
// javascript:/vbscript:/data: links are never made). Images (issue 32): a post may only show the
// venue's own uploads. Saving refuses a body with any other image (imagesOf lists them for
// blog.service.ts to check); rendering turns an image from anywhere else into its alt text, so a
// post written before the rule sends no reader's browser to another site either.
import MarkdownIt, { type Token } from 'markdown-it';
import { isOwnBlogImage } from '../../../src/contract/blog';

export function blogMarkdown(base: string) {
  const md = new MarkdownIt({ html: false, linkify: true, breaks: false });
  const image = md.renderer.rules.image;
  md.renderer.rules.image = (tokens, idx, options, env, self) => {
    const token = tokens[idx] as Token;
    if (image && isOwnBlogImage(String(token.attrGet('src') ?? ''), base)) return image(tokens, idx, options, env, self);
    return md.utils.escapeHtml(self.renderInlineAsText(token.children ?? [], options, env));
  };

  /** Every image source in `body` (inline, reference-style, nested in links or in alt texts). */
  function imagesOf(body: string): string[] {
    const found: string[] = [];
    const walk = (tokens: Token[]) => {
      for (const t of tokens) {
        if (t.type === 'image') found.push(String(t.attrGet('src') ?? ''));
        if (t.children) walk(t.children);
      }
    };
    walk(md.parse(body, {}));
    return found;
  }

  return {
    render: (body: string) => md.render(body),
    imagesOf,
  };
}

export type BlogMarkdown = ReturnType<typeof blogMarkdown>;
