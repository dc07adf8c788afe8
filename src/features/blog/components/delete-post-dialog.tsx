// "Delete this post?" (300): the confirmation before the post leaves the blog for everyone.
import { Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { MutationConfirmDialog } from '../../../lib/ui/confirm-dialog';
import { useDeletePost } from '../api/blog';
import { translateMessage } from '../messages';

export function DeletePostDialog({
  post,
  onClose,
  onDeleted,
}: {
  post: { id: string; title: string };
  onClose(): void;
  onDeleted(): void;
}) {
  const remove = useDeletePost();
  return (
    <MutationConfirmDialog
      title={<Trans>Borrar la publicación</Trans>}
      confirmLabel={<Trans>Borrar</Trans>}
      mutation={remove}
      variables={post.id}
      onDone={onDeleted}
      onClose={onClose}
      translate={translateMessage}
      testId="blog-delete-dialog"
      errorTestId="blog-delete-error"
      confirmTestId="blog-delete-confirm"
    >
      <Text>
        <Trans>«{post.title}» deja de verse en el blog para todo el equipo. Esto no se puede deshacer desde la app.</Trans>
      </Text>
    </MutationConfirmDialog>
  );
}
