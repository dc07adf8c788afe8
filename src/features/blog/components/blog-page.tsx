// /blog: the venue's news for the staff, newest first, as cards (cover, title, date, excerpt).
// Every signed-in user reads; 300 also sees "Nueva publicación". A list read before stays on
// screen offline (query cache).
import { Button, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { BLOG_WRITE_CODES } from '../../../contract/blog';
import { canAccess } from '../../../contract/privileges';
import { useAuth } from '../../../lib/auth/use-auth';
import { OfflineNotice, useOnline } from '../../../lib/ui/online-only';
import { QueryFailedAlert } from '../../../lib/ui/query-failed-alert';
import { ScreenHeader } from '../../../lib/ui/screen-header';
import { useDocumentTitle } from '../../../lib/ui/use-document-title';
import { usePostsQuery } from '../api/blog';
import { PostCard } from './post-card';

/** Whether the signed-in user writes the blog (300). */
export function useBlogWriter(): boolean {
  const { user } = useAuth();
  return Boolean(user && canAccess(user.privi, BLOG_WRITE_CODES));
}

/** "Nueva publicación", for 300 only (the editor itself says when it needs a connection). */
export function NewPostButton() {
  if (!useBlogWriter()) return null;
  return (
    <Button asChild colorPalette="brand" data-testid="blog-new">
      <Link to="/logged/blog/new-post">
        <Trans>Nueva publicación</Trans>
      </Link>
    </Button>
  );
}

export function BlogPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Blog`);
  const online = useOnline();
  const writer = useBlogWriter();
  const posts = usePostsQuery();
  return (
    <Stack gap={{ base: '5', sm: '6' }} data-testid="blog-page">
      <ScreenHeader
        title={<Trans>Blog</Trans>}
        description={<Trans>Novedades del local para el equipo.</Trans>}
        actions={
          <HStack gap="2" flexWrap="wrap">
            <Button asChild variant="outline">
              <Link to="/logged/blog/posts">
                <Trans>Todas las publicaciones</Trans>
              </Link>
            </Button>
            <NewPostButton />
          </HStack>
        }
      />
      {!online && (
        <OfflineNotice>
          <Trans>Puedes leer lo que ya estaba cargado; para publicar hace falta conexión.</Trans>
        </OfflineNotice>
      )}
      {posts.isError && !posts.data && <QueryFailedAlert query={posts} testId="blog-load-error" />}
      {posts.isPending && (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
          <Skeleton height="72" />
          <Skeleton height="72" />
          <Skeleton height="72" />
        </SimpleGrid>
      )}
      {posts.data && posts.data.length === 0 && (
        <Text color="fg.muted" py="8" textAlign="center" data-testid="blog-empty">
          {writer ? (
            <Trans>Todavía no hay publicaciones. Escribe la primera con «Nueva publicación».</Trans>
          ) : (
            <Trans>Todavía no hay publicaciones.</Trans>
          )}
        </Text>
      )}
      {posts.data && posts.data.length > 0 && (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap={{ base: '4', sm: '5' }}>
          {posts.data.map((p) => (
            <PostCard key={p.id} post={p} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
