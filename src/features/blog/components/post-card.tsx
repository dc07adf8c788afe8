// One post in the blog's list: the cover (or a plain band when there is none), title, date,
// author and the first words of the text; the whole card opens the post.
import { Box, Card, Image, LinkBox, LinkOverlay, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { BlogPostSummaryDto } from '../../../contract/blog';
import { fDateLong } from '../../../lib/format-date';
import { ownCover } from '../own-images';

export function PostCard({ post }: { post: BlogPostSummaryDto }) {
  const { i18n } = useLingui();
  const cover = ownCover(post.coverUrl);
  return (
    <LinkBox asChild>
      <Card.Root
        variant="outline"
        bg="bg.panel"
        overflow="hidden"
        data-testid="blog-card"
        _hover={{ borderColor: 'border.emphasized' }}
      >
        {cover ? (
          <Image src={cover} alt="" aspectRatio={16 / 9} objectFit="cover" width="full" loading="lazy" />
        ) : (
          <Box aspectRatio={16 / 9} bgGradient="to-br" gradientFrom="brand.subtle" gradientTo="bg.muted" />
        )}
        <Card.Body gap="2">
          <Text textStyle="xs" color="fg.muted">
            {fDateLong(post.publishedAt, i18n)}
            {post.authorName ? ` · ${post.authorName}` : ''}
          </Text>
          <Card.Title lineClamp={2}>
            <LinkOverlay asChild>
              <Link to="/logged/blog/post/$title" params={{ title: post.slug }}>
                {post.title}
              </Link>
            </LinkOverlay>
          </Card.Title>
          <Text textStyle="sm" color="fg.muted" lineClamp={3}>
            {post.excerpt}
          </Text>
        </Card.Body>
      </Card.Root>
    </LinkBox>
  );
}
