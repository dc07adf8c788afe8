// While the replica is filled for the first time (stock, cards, price lists…) the content area
// says so, with the rows received so far and, once the server's snapshot has said how many it
// sends, out of how many: the bar then fills as pages are written and stays still in between. It
// is indeterminate (an endless animation) only until that first page, or against a server without
// a snapshot: an animation repaints every frame, and on a phone without spare cores that took a
// quarter of the first sync's time (bench/sync.ts, issue 20).
import { Box, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { formatCount } from '../../../lib/sync/sync-text';
import { useSyncStatus } from '../../../lib/sync/use-replica';
import { CloudDownloadIcon } from './sync-icons';

export function FirstSyncBanner() {
  const { i18n, t } = useLingui();
  const firstSync = useSyncStatus()?.firstSync;
  if (!firstSync) return null;
  const { received, expected } = firstSync;
  const count = formatCount(i18n, received);
  const known = expected !== undefined && expected > 0;
  const total = known ? formatCount(i18n, expected) : '';
  const percent = known ? Math.min(100, Math.floor((received / expected) * 100)) : null;

  return (
    <Box
      role="status"
      aria-live="polite"
      data-testid="first-sync-banner"
      data-received={received}
      data-expected={expected}
      mb={{ base: '5', sm: '6' }}
      px="4"
      py="3"
      borderWidth="1px"
      borderRadius="l3"
      bg="bg.panel"
    >
      <Stack gap="2.5">
        <HStack gap="3" justify="space-between" wrap="wrap">
          <HStack gap="2.5" minW="0">
            <CloudDownloadIcon boxSize="5" color="brand.fg" flexShrink={0} />
            <Text textStyle="sm" fontWeight="medium">
              <Trans>Preparando los datos para trabajar sin conexión…</Trans>
            </Text>
          </HStack>
          <Text textStyle="sm" color="fg.muted" fontVariantNumeric="tabular-nums">
            {known ? (
              <Trans>
                {count} de {total} registros
              </Trans>
            ) : (
              <Plural value={received} one={`${count} registro recibido`} other={`${count} registros recibidos`} />
            )}
          </Text>
        </HStack>
        <Progress.Root value={percent} size="xs" colorPalette="brand">
          {/* The track is the progressbar: its name goes there (else it is Ark's English "loading..."). */}
          <Progress.Track aria-label={t`Preparando los datos para trabajar sin conexión…`}>
            <Progress.Range
              _indeterminate={{
                insetInlineStart: '0',
                minWidth: '40%',
                willChange: 'transform',
                animation: 'noctua-indeterminate 1.2s ease-in-out infinite',
                _motionReduce: { animation: 'none' },
              }}
            />
          </Progress.Track>
        </Progress.Root>
      </Stack>
    </Box>
  );
}
