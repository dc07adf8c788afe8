// Dialogs fill the screen on phones (below SPEC §9's 600 px breakpoint, `sm`) and are a centred
// card from there up. A responsive `size` object on Dialog.Root keeps the full size's min-height
// above the breakpoint (the card then stretches to the whole window height), so the size is
// resolved to one value per breakpoint.
import { useBreakpointValue } from '@chakra-ui/react';

type DialogSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

export function useDialogSize(size: DialogSize = 'md'): DialogSize | 'full' {
  return useBreakpointValue<DialogSize | 'full'>({ base: 'full', sm: size }) ?? size;
}
