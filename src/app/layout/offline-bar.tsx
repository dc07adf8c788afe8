// The signed-in shell's offline notice: a slim bar under the top bar, in the page's flow (it
// pushes the content down instead of covering the title, the back link or the user menu). It can
// be dismissed — the top bar's sync indicator still says offline — and comes back the next time
// the device goes offline.
import { CloseButton, HStack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { CloudOffIcon } from '../../features/sync/components/sync-icons';
import { useOnline } from '../../lib/ui/online-only';
import { claimOfflineNotice } from '../connectivity';

export function OfflineBar() {
  const { t } = useLingui();
  const online = useOnline();
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => claimOfflineNotice(), []);
  useEffect(() => {
    if (online) setDismissed(false);
  }, [online]);
  if (online || dismissed) return null;
  return (
    <HStack
      role="status"
      data-testid="offline-bar"
      data-print-hide
      gap="2"
      minH="9"
      ps={{ base: '4', sm: '6' }}
      pe={{ base: '2', sm: '4' }}
      bg="orange.subtle"
      color="orange.fg"
      borderBottomWidth="1px"
      borderColor="orange.muted"
      textStyle="sm"
      fontWeight="medium"
    >
      <CloudOffIcon boxSize="4" flexShrink={0} aria-hidden />
      <Text flex="1" minW="0" truncate>
        <Trans>No tienes conexión a internet</Trans>
      </Text>
      <CloseButton size="xs" onClick={() => setDismissed(true)} aria-label={t`Ocultar aviso`} title={t`Ocultar aviso`} />
    </HStack>
  );
}
