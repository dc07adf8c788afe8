// The body of a post as the server rendered it (markdown-it with raw HTML off: any tag a writer
// typed arrives escaped as text, and javascript:/data: links are never made). This is the one
// place the blog puts server HTML in the page; nothing the user typed is rendered here raw, and no
// image but the venue's own uploads (own-images.ts: an outside image would track every reader).
import { Box } from '@chakra-ui/react';
import { useMemo } from 'react';
import { withOwnImagesOnly } from '../own-images';

const PROSE = {
  '& > * + *': { mt: '3' },
  '& h1': { textStyle: '2xl', fontWeight: 'bold', mt: '6' },
  '& h2': { textStyle: 'xl', fontWeight: 'semibold', mt: '5' },
  '& h3, & h4, & h5, & h6': { textStyle: 'lg', fontWeight: 'semibold', mt: '4' },
  '& ul': { listStyleType: 'disc', ps: '6' },
  '& ol': { listStyleType: 'decimal', ps: '6' },
  '& li + li': { mt: '1' },
  '& a': { color: 'brand.fg', textDecoration: 'underline' },
  '& blockquote': { borderStartWidth: '3px', borderColor: 'brand.solid', ps: '4', color: 'fg.muted' },
  '& code': { fontFamily: 'mono', fontSize: '0.9em', bg: 'bg.muted', px: '1', borderRadius: 'sm' },
  '& pre': { bg: 'bg.muted', p: '3', borderRadius: 'l2', overflowX: 'auto' },
  '& pre code': { bg: 'transparent', px: '0' },
  '& hr': { borderColor: 'border', my: '6' },
  '& table': { borderCollapse: 'collapse', display: 'block', overflowX: 'auto' },
  '& th, & td': { borderWidth: '1px', px: '2', py: '1' },
} as const;

export function PostHtml({ html, testId }: { html: string; testId?: string }) {
  const safe = useMemo(() => withOwnImagesOnly(html), [html]);
  return (
    <Box
      css={PROSE}
      lineHeight="tall"
      overflowWrap="anywhere"
      data-testid={testId}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: server-rendered markdown with raw HTML off (blog-markdown.ts), outside images removed
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
