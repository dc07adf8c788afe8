// /blog/new-post (300): write a post or, with ?post=<slug>, edit one. Title, markdown text with a
// preview rendered by the server (the same renderer as the post page: nothing typed here is ever
// put in the page as HTML by the browser), the cover; "Publicar" saves and opens the post. Online
// only: the form stays, saving waits for the connection.
import { Button, HStack, Input, Stack, Tabs, Text, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { type BlogPostDto, blogPostBodySchema, slugify } from '../../../contract/blog';
import { toaster } from '../../../lib/toaster';
import { FormField } from '../../../lib/ui/form-field';
import { LoadFailedAlert } from '../../../lib/ui/load-failed-alert';
import { OfflineNotice, useOnline } from '../../../lib/ui/online-only';
import { errorMessage } from '../../../lib/ui/request-error';
import { ScreenHeader } from '../../../lib/ui/screen-header';
import { ErrorAlert } from '../../../lib/ui/status-alerts';
import { useDocumentTitle } from '../../../lib/ui/use-document-title';
import { useValibotForm } from '../../../lib/ui/use-valibot-form';
import { CoverRefused, usePostQuery, usePreview, useSavePost } from '../api/blog';
import { translateMessage } from '../messages';
import { CoverField } from './cover-field';
import { PostHtml } from './post-html';

export function EditorPage({ editSlug }: { editSlug?: string }) {
  const { t } = useLingui();
  const existing = usePostQuery(editSlug);
  useDocumentTitle(editSlug ? t`Editar publicación` : t`Nueva publicación`);
  if (editSlug && !existing.data) {
    return existing.isError ? <EditorLoadFailed error={existing.error} retry={() => existing.refetch()} /> : null;
  }
  return <Editor key={existing.data?.id ?? 'new'} post={existing.data ?? null} />;
}

function EditorLoadFailed({ error, retry }: { error: unknown; retry(): void }) {
  const { i18n } = useLingui();
  const online = useOnline();
  return <LoadFailedAlert message={errorMessage(error, i18n, online)} onRetry={retry} testId="blog-editor-load-error" />;
}

function Editor({ post }: { post: BlogPostDto | null }) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const navigate = useNavigate();
  const save = useSavePost();
  const preview = usePreview();
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const [cover, setCover] = useState<File | null>(null);
  // Set when the post was saved but its cover refused: the next save edits that post.
  const [saved, setSaved] = useState<BlogPostDto | null>(post);
  const form = useValibotForm(blogPostBodySchema, { defaultValues: { title: post?.title ?? '', body: post?.body ?? '' } });
  const title = form.watch('title');
  const slug = slugify(title ?? '');
  const { mutate: renderPreview } = preview;
  const body = form.watch('body');
  useEffect(() => {
    if (tab === 'preview') renderPreview(body ?? '');
  }, [tab, body, renderPreview]);

  const submit = form.handleSubmit((values) =>
    save.mutate(
      { id: saved?.id, body: values, cover },
      {
        onSuccess: (done) => {
          toaster.create({ type: 'success', title: saved ? t`Cambios guardados` : t`Publicación publicada` });
          void navigate({ to: '/logged/blog/post/$title', params: { title: done.slug } });
        },
        onError: (error) => {
          if (error instanceof CoverRefused) setSaved(error.post);
        },
      },
    ),
  );
  const failure = save.error instanceof CoverRefused ? save.error.reason : save.error;
  const failureText = failure ? errorMessage(failure, i18n, online, translateMessage) : null;

  return (
    <Stack gap={{ base: '5', sm: '6' }} maxW="4xl" w="full" mx="auto" data-testid="blog-editor">
      <ScreenHeader
        section={<Trans>Blog</Trans>}
        title={post ? <Trans>Editar publicación</Trans> : <Trans>Nueva publicación</Trans>}
        description={<Trans>Una novedad para todo el equipo del local. El texto admite formato Markdown.</Trans>}
      />
      {!online && (
        <OfflineNotice>
          <Trans>Lo que escribiste sigue aquí; se puede publicar cuando vuelva la conexión.</Trans>
        </OfflineNotice>
      )}
      <form onSubmit={submit} noValidate>
        <Stack gap="5">
          <ErrorAlert
            message={
              save.error instanceof CoverRefused ? t`La publicación se guardó, pero la portada no: ${failureText}` : failureText
            }
            testId="blog-editor-error"
          />
          <FormField
            label={t`Título`}
            required
            error={form.errorText('title')}
            translate={translateMessage}
            help={slug ? t`Dirección: /blog/post/${slug}` : undefined}
          >
            <Input {...form.register('title')} maxLength={160} data-testid="blog-title" />
          </FormField>
          <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value as 'write' | 'preview')} variant="line" lazyMount>
            <Tabs.List>
              <Tabs.Trigger value="write" data-testid="blog-tab-write">
                <Trans>Escribir</Trans>
              </Tabs.Trigger>
              <Tabs.Trigger value="preview" data-testid="blog-tab-preview">
                <Trans>Vista previa</Trans>
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="write">
              <FormField
                label={t`Texto`}
                required
                error={form.errorText('body')}
                translate={translateMessage}
                help={t`Markdown: **negrita**, *cursiva*, # título, - lista, [enlace](https://…). El HTML se muestra como texto.`}
              >
                <Textarea {...form.register('body')} rows={14} maxLength={50_000} fontFamily="mono" data-testid="blog-body" />
              </FormField>
            </Tabs.Content>
            <Tabs.Content value="preview" minH="40">
              {preview.isError ? (
                <ErrorAlert message={errorMessage(preview.error, i18n, online)} testId="blog-preview-error" />
              ) : preview.data && (body ?? '').trim() ? (
                <PostHtml html={preview.data.html} testId="blog-preview" />
              ) : (
                <Text color="fg.muted" textStyle="sm">
                  {preview.isPending ? <Trans>Preparando la vista previa…</Trans> : <Trans>Todavía no hay texto.</Trans>}
                </Text>
              )}
            </Tabs.Content>
          </Tabs.Root>
          <CoverField current={saved?.coverUrl ?? null} file={cover} onPick={setCover} disabled={save.isPending} />
          <HStack gap="3" justify="flex-end" flexWrap="wrap">
            <Button asChild variant="outline">
              {saved ? (
                <Link to="/logged/blog/post/$title" params={{ title: saved.slug }}>
                  <Trans>Cancelar</Trans>
                </Link>
              ) : (
                <Link to="/logged/blog">
                  <Trans>Cancelar</Trans>
                </Link>
              )}
            </Button>
            <Button type="submit" colorPalette="brand" loading={save.isPending} disabled={!online} data-testid="blog-publish">
              {saved ? <Trans>Guardar cambios</Trans> : <Trans>Publicar</Trans>}
            </Button>
          </HStack>
        </Stack>
      </form>
    </Stack>
  );
}
