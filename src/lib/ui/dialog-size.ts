// Dialogs fill the screen on phones and are a centred card from `from` up. A responsive `size`
// object on Dialog.Root keeps the full size's min-height above the breakpoint (the card then
// stretches to the whole window height), so the size is resolved to one value per breakpoint.
import { useBreakpointValue } from '@chakra-ui/react';

type DialogSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

export function useDialogSize(size: DialogSize = 'md', from: 'sm' | 'md' = 'sm'): DialogSize | 'full' {
  return useBreakpointValue<DialogSize | 'full'>({ base: 'full', [from]: size }) ?? size;
}
