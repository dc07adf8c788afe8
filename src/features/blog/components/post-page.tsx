// /blog/post/$title: one post by its slug: cover, title, date and author, and the body as the
// server rendered it (PostHtml). 300 edits or deletes it from here. A post read before stays on
// screen offline (query cache); one not read yet says so offline instead of loading forever.
import { Box, Button, Link as ChakraLink, HStack, Image, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { toApiError } from '../../../lib/api-client';
import { fDateLong } from '../../../lib/format-date';
import { toaster } from '../../../lib/toaster';
import { LoadFailedAlert } from '../../../lib/ui/load-failed-alert';
import { OfflineNotice, useOnline } from '../../../lib/ui/online-only';
import { errorMessage } from '../../../lib/ui/request-error';
import { useDocumentTitle } from '../../../lib/ui/use-document-title';
import { usePostQuery } from '../api/blog';
import { ownCover } from '../own-images';
import { useBlogWriter } from './blog-page';
import { DeletePostDialog } from './delete-post-dialog';
import { PostHtml } from './post-html';

function BackLink() {
  return (
    <ChakraLink asChild color="fg.muted" textStyle="sm" fontWeight="medium" className="no-print">
      <Link to="/logged/blog">
        ← <Trans>Volver al blog</Trans>
      </Link>
    </ChakraLink>
  );
}

export function PostPage({ slug }: { slug: string }) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const writer = useBlogWriter();
  const navigate = useNavigate();
  const query = usePostQuery(slug);
  const post = query.data;
  const cover = ownCover(post?.coverUrl ?? null);
  const [deleting, setDeleting] = useState(false);
  useDocumentTitle(post?.title ?? t`Publicación`);

  if (query.isError && !post) {
    const missing = toApiError(query.error).status === 404;
    return (
      <Stack gap="4" maxW="3xl" mx="auto" w="full">
        <BackLink />
        <LoadFailedAlert
          message={errorMessage(query.error, i18n, online)}
          onRetry={missing ? undefined : () => query.refetch()}
          testId="blog-post-error"
        />
      </Stack>
    );
  }
  if (!post && !online) {
    return (
      <Stack gap="4" maxW="3xl" mx="auto" w="full" data-testid="blog-post-page">
        <BackLink />
        <OfflineNotice>
          <Trans>Esta publicación no se abrió antes en este dispositivo: se mostrará cuando vuelva la conexión.</Trans>
        </OfflineNotice>
      </Stack>
    );
  }
  return (
    <Stack as="article" gap="5" maxW="3xl" mx="auto" w="full" data-testid="blog-post-page">
      <HStack justify="space-between" gap="3" flexWrap="wrap">
        <BackLink />
        {writer && post && (
          <HStack gap="2" className="no-print">
            <Button asChild size="sm" variant="outline" data-testid="blog-post-edit">
              <Link to="/logged/blog/new-post" search={{ post: post.slug }}>
                <Trans>Editar</Trans>
              </Link>
            </Button>
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              onClick={() => setDeleting(true)}
              data-testid="blog-post-delete"
            >
              <Trans>Borrar</Trans>
            </Button>
          </HStack>
        )}
      </HStack>
      {!post ? (
        <Stack gap="4">
          <Skeleton height="10" width="70%" />
          <Skeleton height="56" />
          <Skeleton height="24" />
        </Stack>
      ) : (
        <>
          <Stack gap="2">
            <Text as="h1" textStyle={{ base: '2xl', sm: '4xl' }} fontWeight="bold" lineHeight="shorter">
              {post.title}
            </Text>
            <Text textStyle="sm" color="fg.muted">
              {fDateLong(post.publishedAt, i18n)}
              {post.authorName ? ` · ${post.authorName}` : ''}
            </Text>
          </Stack>
          {cover && (
            <Box borderRadius="l3" overflow="hidden" borderWidth="1px">
              <Image src={cover} alt="" width="full" maxH="md" objectFit="cover" />
            </Box>
          )}
          <PostHtml html={post.html} testId="blog-post-body" />
        </>
      )}
      {deleting && post && (
        <DeletePostDialog
          post={post}
          onClose={() => setDeleting(false)}
          onDeleted={() => {
            toaster.create({ type: 'success', title: t`Publicación borrada` });
            void navigate({ to: '/logged/blog' });
          }}
        />
      )}
    </Stack>
  );
}
