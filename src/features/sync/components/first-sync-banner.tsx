// While the replica is filled for the first time (stock, cards, price lists…) the content area
// says so, with the rows received so far: the total is not known in advance, so the bar is
// indeterminate and the count is what moves.
import { Box, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { formatCount } from '../../../lib/sync/sync-text';
import { useSyncStatus } from '../../../lib/sync/use-replica';
import { CloudDownloadIcon } from './sync-icons';

export function FirstSyncBanner() {
  const { i18n, t } = useLingui();
  const firstSync = useSyncStatus()?.firstSync;
  if (!firstSync) return null;
  const received = firstSync.received;
  const count = formatCount(i18n, received);

  return (
    <Box
      role="status"
      aria-live="polite"
      data-testid="first-sync-banner"
      data-received={received}
      mb={{ base: '5', md: '6' }}
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
            <Plural value={received} one={`${count} registro recibido`} other={`${count} registros recibidos`} />
          </Text>
        </HStack>
        <Progress.Root value={null} size="xs" colorPalette="brand">
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
