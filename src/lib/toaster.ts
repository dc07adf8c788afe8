// The app's single toast queue (SPEC §9: at most 5 at once, hidden after 3000 ms, top right).
// The <Toaster /> that renders it is mounted once by the shell (src/app/toaster.tsx).
import { createToaster } from '@chakra-ui/react';

export const toaster = createToaster({
  placement: 'top-end',
  max: 5,
  duration: 3000,
  pauseOnPageIdle: true,
  // Below the top bar (64 px, 56 px on phones): a persistent toast such as the offline notice
  // must never cover the menu, the sync indicator or the user menu.
  offsets: { top: '72px', right: '16px', bottom: '16px', left: '16px' },
});
