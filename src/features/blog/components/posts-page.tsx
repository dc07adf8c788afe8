// /blog/posts: every post as a searchable table (title, author, date); 300 edits or deletes from
// here. The list read before stays on screen offline; editing and deleting need a connection.
import { Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import type { BlogPostSummaryDto } from '../../../contract/blog';
import { fDate } from '../../../lib/format-date';
import { rowActionsColumn } from '../../../lib/ui/actions-column';
import { type DataColumn, DataTable } from '../../../lib/ui/data-table';
import { OfflineNotice, useOnline } from '../../../lib/ui/online-only';
import { QueryFailedAlert } from '../../../lib/ui/query-failed-alert';
import { ScreenHeader } from '../../../lib/ui/screen-header';
import { useDocumentTitle } from '../../../lib/ui/use-document-title';
import { usePostsQuery } from '../api/blog';
import { NewPostButton, useBlogWriter } from './blog-page';
import { DeletePostDialog } from './delete-post-dialog';

export function PostsPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Publicaciones`);
  const online = useOnline();
  const writer = useBlogWriter();
  const navigate = useNavigate();
  const posts = usePostsQuery();
  const [deleting, setDeleting] = useState<BlogPostSummaryDto | null>(null);
  const columns = useMemo<DataColumn<BlogPostSummaryDto>[]>(() => {
    const list: DataColumn<BlogPostSummaryDto>[] = [
      {
        key: 'title',
        header: t`Título`,
        value: (p) => p.title,
        render: (p) => (
          <Stack gap="0" minW="0">
            <ChakraLink asChild fontWeight="medium" color="fg">
              <Link to="/logged/blog/post/$title" params={{ title: p.slug }} data-testid={`blog-row-${p.slug}`}>
                {p.title}
              </Link>
            </ChakraLink>
            <Text textStyle="xs" color="fg.muted" lineClamp={1} hideBelow="sm">
              {p.excerpt}
            </Text>
          </Stack>
        ),
      },
      { key: 'author', header: t`Autor`, value: (p) => p.authorName ?? '—', hideBelowSm: true },
      { key: 'publishedAt', header: t`Fecha`, value: (p) => p.publishedAt, render: (p) => fDate(p.publishedAt, i18n) },
    ];
    if (writer) {
      list.push(
        rowActionsColumn(t`Acciones`, (p) => [
          {
            value: 'edit',
            label: t`Editar`,
            onSelect: () => void navigate({ to: '/logged/blog/new-post', search: { post: p.slug } }),
            testId: `blog-edit-${p.slug}`,
          },
          {
            value: 'delete',
            label: t`Borrar`,
            palette: 'red',
            danger: true,
            onSelect: () => setDeleting(p),
            testId: `blog-delete-${p.slug}`,
          },
        ]),
      );
    }
    return list;
  }, [t, i18n, writer, navigate]);

  return (
    <Stack gap={{ base: '5', sm: '6' }} data-testid="blog-posts-page">
      <ScreenHeader
        section={<Trans>Blog</Trans>}
        title={<Trans>Publicaciones</Trans>}
        description={<Trans>Todas las novedades publicadas, de la más nueva a la más vieja.</Trans>}
        actions={<NewPostButton />}
      />
      {!online && (
        <OfflineNotice>
          <Trans>Puedes leer lo que ya estaba cargado; para publicar hace falta conexión.</Trans>
        </OfflineNotice>
      )}
      {posts.isError && !posts.data ? (
        <QueryFailedAlert query={posts} testId="blog-load-error" />
      ) : (
        <DataTable
          rows={posts.data}
          columns={columns}
          rowKey={(p) => p.id}
          loading={posts.isPending}
          searchText={(p) => `${p.title} ${p.authorName ?? ''} ${p.excerpt}`}
          searchPlaceholder={t`Buscar por título o texto`}
          defaultSort={{ key: 'publishedAt', desc: true }}
          emptyTitle={t`Todavía no hay publicaciones.`}
          testId="blog-posts-table"
        />
      )}
      {deleting && <DeletePostDialog post={deleting} onClose={() => setDeleting(null)} onDeleted={() => setDeleting(null)} />}
    </Stack>
  );
}
