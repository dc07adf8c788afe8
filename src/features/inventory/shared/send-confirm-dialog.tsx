// The question before sending what can no longer be changed (a count, a transfer note). Unlike
// src/lib/ui/confirm-dialog.tsx it stays usable offline: the send is queued like any other change.
import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

export function SendConfirmDialog({
  open,
  onOpenChange,
  title,
  children,
  confirmLabel,
  onConfirm,
  pending,
  testId,
  confirmTestId,
  cancelTestId,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  /** What sending does. */
  children: ReactNode;
  confirmLabel: ReactNode;
  onConfirm(): void;
  pending: boolean;
  testId: string;
  confirmTestId: string;
  cancelTestId?: string;
}) {
  const { t } = useLingui();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      placement="center"
      size={{ base: 'xs', sm: 'sm' }}
      role="alertdialog"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" data-testid={cancelTestId}>
                  <Trans>Cancelar</Trans>
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="brand" onClick={onConfirm} loading={pending} data-testid={confirmTestId}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t`Cerrar`} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
