// The parts around the ideal stock grid: the contract's cell messages in the user's language,
// the per-row errors shown on phones, and the sticky bar that counts changes and saves them.
import { Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ParDraftsState } from './use-par-drafts';

/** The contract's validation messages in the user's language (the contract has no Lingui). */
const CELL_MESSAGES: Record<string, MessageDescriptor> = {
  'La cantidad no es válida': msg`La cantidad no es válida`,
  'La cantidad no puede ser negativa': msg`La cantidad no puede ser negativa`,
  'La cantidad es demasiado grande': msg`La cantidad es demasiado grande`,
  'La cantidad admite hasta 3 decimales': msg`La cantidad admite hasta 3 decimales`,
  'El mínimo no puede superar al stock ideal': msg`El mínimo no puede superar al stock ideal`,
  'Indica el stock ideal para poder fijar un mínimo': msg`Indica el stock ideal para poder fijar un mínimo`,
};
export function cellMessage(i18n: I18n, message: string): string {
  const d = CELL_MESSAGES[message];
  return d ? i18n._(d) : message;
}

/** On phones the cells are narrow: their errors show under the good's name instead. */
export function RowErrors({ messages }: { messages: (string | undefined)[] }) {
  const { i18n } = useLingui();
  const shown = messages.filter((m): m is string => Boolean(m));
  if (shown.length === 0) return null;
  return (
    <Stack gap="0" hideFrom="sm">
      {shown.map((m) => (
        <Text key={m} textStyle="xs" color="fg.error">
          {cellMessage(i18n, m)}
        </Text>
      ))}
    </Stack>
  );
}

/** The grid's changes (the drafts' state) counted, discarded or saved. */
export function SaveBar({ grid, online }: { grid: ParDraftsState; online: boolean }) {
  const { dirtyCount: dirty, errorCount: errors, showErrorsHint, saving } = grid;
  const hasDrafts = Object.keys(grid.drafts).length > 0;
  return (
    <Box
      position="sticky"
      bottom="0"
      zIndex="docked"
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="l3"
      px="4"
      py="3"
      boxShadow="md"
      className="no-print"
      data-testid="par-save-bar"
    >
      <Flex gap="3" align="center" justify="space-between" wrap="wrap">
        <Stack gap="0">
          <Text textStyle="sm" fontWeight="medium">
            {dirty === 0 && errors === 0 ? (
              <Trans>Sin cambios</Trans>
            ) : (
              <Plural value={dirty} one="# cambio sin guardar" other="# cambios sin guardar" />
            )}
          </Text>
          {errors > 0 && (
            <Text
              textStyle="xs"
              color={showErrorsHint ? 'fg.error' : 'fg.muted'}
              fontWeight={showErrorsHint ? 'semibold' : undefined}
            >
              <Plural
                value={errors}
                one="# celda con error: corrígela para poder guardar"
                other="# celdas con error: corrígelas para poder guardar"
              />
            </Text>
          )}
          {!online && (
            <Text textStyle="xs" color="fg.warning">
              <Trans>Sin conexión: podrás guardar cuando vuelva internet.</Trans>
            </Text>
          )}
        </Stack>
        <HStack gap="2">
          <Button size="sm" variant="ghost" onClick={grid.discard} disabled={!hasDrafts || saving}>
            <Trans>Descartar</Trans>
          </Button>
          <Button
            size="sm"
            colorPalette="brand"
            onClick={grid.submit}
            loading={saving}
            disabled={!online || (dirty === 0 && errors === 0)}
            data-testid="par-save"
          >
            <Trans>Guardar todo</Trans>
          </Button>
        </HStack>
      </Flex>
    </Box>
  );
}
