// The question before sending what can no longer be changed (a count, a transfer note): the one
// ConfirmDialog frame, usable offline (the send is queued like any other change).
import type { ComponentProps, ReactNode } from 'react';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog';

type Frame = ComponentProps<typeof ConfirmDialog>;

export function SendConfirmDialog({
  open,
  onOpenChange,
  ...rest
}: Pick<Frame, 'title' | 'confirmLabel' | 'onConfirm' | 'pending' | 'testId' | 'confirmTestId' | 'cancelTestId'> & {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** What sending does. */
  children: ReactNode;
}) {
  if (!open) return null;
  return <ConfirmDialog {...rest} size="sm" palette="brand" worksOffline error={null} onClose={() => onOpenChange(false)} />;
}
