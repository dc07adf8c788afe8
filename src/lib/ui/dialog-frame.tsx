// The one frame every dialog of the app is drawn in: backdrop, a centred card with its title, the
// body, the footer's buttons and the close button (labelled "Cerrar" in the interface language).
// What differs between dialogs (the form inside, the buttons, full screen on phones) is passed in;
// FormDialog and ConfirmDialog are the two shapes most screens use, built on this frame.
import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ComponentProps, FormEvent, ReactNode } from 'react';

type RootProps = ComponentProps<typeof Dialog.Root>;

export interface DialogFrameProps {
  /** Defaults to true: most callers mount the dialog only while it is open. */
  open?: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  /** The body. */
  children: ReactNode;
  footer?: ReactNode;
  testId?: string;
  role?: 'dialog' | 'alertdialog';
  size?: RootProps['size'];
  scrollBehavior?: RootProps['scrollBehavior'];
  closeOnInteractOutside?: boolean;
  /** What has the focus when it opens (the safe choice of an irreversible question). */
  initialFocusEl?: RootProps['initialFocusEl'];
  /** The close button waits (a save is running). */
  closeDisabled?: boolean;
  /** Header, body and footer inside one form (Enter submits; the footer's submit button works). */
  form?: { onSubmit(event: FormEvent<HTMLFormElement>): void; noValidate?: boolean; id?: string };
  /** Margin around the card on narrow screens where the size is not full screen. */
  mx?: ComponentProps<typeof Dialog.Content>['mx'];
}

export function DialogFrame(p: DialogFrameProps) {
  const { t } = useLingui();
  const inner = (
    <>
      <Dialog.Header>
        <Dialog.Title>{p.title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>{p.children}</Dialog.Body>
      {p.footer && <Dialog.Footer>{p.footer}</Dialog.Footer>}
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label={t`Cerrar`} disabled={p.closeDisabled} type="button" />
      </Dialog.CloseTrigger>
    </>
  );
  return (
    <Dialog.Root
      open={p.open ?? true}
      onOpenChange={(e) => p.onOpenChange(e.open)}
      role={p.role}
      placement="center"
      size={p.size}
      scrollBehavior={p.scrollBehavior}
      closeOnInteractOutside={p.closeOnInteractOutside}
      initialFocusEl={p.initialFocusEl}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {p.form ? (
            <Dialog.Content data-testid={p.testId} mx={p.mx} asChild>
              <form id={p.form.id} onSubmit={p.form.onSubmit} noValidate={p.form.noValidate}>
                {inner}
              </form>
            </Dialog.Content>
          ) : (
            <Dialog.Content data-testid={p.testId} mx={p.mx}>
              {inner}
            </Dialog.Content>
          )}
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
