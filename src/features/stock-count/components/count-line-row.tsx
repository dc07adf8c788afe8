import { Box, Flex, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import type { CountGood, GoodUnit, LineSync } from '../data/use-stock-count';
import type { QuantityError } from '../quantity';
import { AlertIcon, CheckIcon, PendingIcon } from './count-icons';
import { QuantityField } from './quantity-field';
import { type RegisterFlush, type SaveLine, useLineEditor } from './use-line-editor';

const UNIT_LABELS: Record<GoodUnit, MessageDescriptor> = {
  bottle: msg`Botella`,
  can: msg`Lata`,
  unit: msg`Unidad`,
  kg: msg`Kilo`,
  l: msg`Litro`,
};

const ERROR_LABELS: Record<QuantityError, MessageDescriptor> = {
  format: msg`Escribe un número, por ejemplo 3 o 0,5`,
  negative: msg`La cantidad no puede ser negativa`,
  decimals: msg`La cantidad admite hasta 3 decimales`,
  max: msg`La cantidad no puede superar 100.000`,
};

export function unitLabel(i18n: I18n, unit: GoodUnit | null): string | null {
  return unit ? i18n._(UNIT_LABELS[unit]) : null;
}

/** What the row tells about its value; also `data-state` for the tests. */
export type RowState = 'uncounted' | 'invalid' | 'saving' | 'failed' | 'pending' | 'synced' | 'rejected';

function LineState({ state, message }: { state: RowState; message: string | null }) {
  switch (state) {
    case 'pending':
      return (
        <HStack gap="1.5" color="orange.fg" title={message ?? undefined}>
          <Icon as={PendingIcon} boxSize="4" />
          <Text textStyle="xs" fontWeight="medium">
            <Trans>Guardado, sin enviar</Trans>
          </Text>
        </HStack>
      );
    case 'synced':
      return (
        <HStack gap="1.5" color="green.fg">
          <Icon as={CheckIcon} boxSize="4" />
          <Text textStyle="xs" fontWeight="medium">
            <Trans>Sincronizado</Trans>
          </Text>
        </HStack>
      );
    case 'rejected':
      return (
        <HStack gap="1.5" color="red.fg" align="flex-start">
          <Icon as={AlertIcon} boxSize="4" flexShrink={0} />
          <Text textStyle="xs" fontWeight="medium">
            {message ? <Trans>Rechazado: {message}</Trans> : <Trans>Rechazado por el servidor</Trans>}
          </Text>
        </HStack>
      );
    case 'failed':
      return (
        <HStack gap="1.5" color="red.fg">
          <Icon as={AlertIcon} boxSize="4" />
          <Text textStyle="xs" fontWeight="medium">
            <Trans>No se guardó</Trans>
          </Text>
        </HStack>
      );
    case 'saving':
      return (
        <Text textStyle="xs" color="fg.muted">
          <Trans>Guardando…</Trans>
        </Text>
      );
    case 'uncounted':
      return (
        <Text textStyle="xs" color="fg.subtle">
          <Trans>Sin contar</Trans>
        </Text>
      );
    default:
      return null;
  }
}

interface CountLineRowProps {
  good: CountGood;
  /** The counted quantity in the replica; undefined while the good is not counted. */
  saved: number | undefined;
  sync: LineSync | undefined;
  readOnly: boolean;
  onSave: SaveLine;
  registerFlush?: RegisterFlush;
}

/** One good of the count: what it is, its quantity control and whether the server has it. */
export const CountLineRow = memo(function CountLineRow({
  good,
  saved,
  sync,
  readOnly,
  onSave,
  registerFlush,
}: CountLineRowProps) {
  const { i18n } = useLingui();
  const editor = useLineEditor(good.id, saved, onSave, registerFlush);
  const error = editor.parsed.kind === 'invalid' ? i18n._(ERROR_LABELS[editor.parsed.error]) : null;
  const state: RowState = error
    ? 'invalid'
    : editor.failed
      ? 'failed'
      : editor.saving
        ? 'saving'
        : saved === undefined
          ? 'uncounted'
          : (sync?.state ?? 'synced');
  const meta = [good.sku, good.category, unitLabel(i18n, good.unit)].filter(Boolean).join(' · ');
  return (
    <Flex
      data-testid="count-line"
      data-good-id={good.id}
      data-state={state}
      direction={{ base: 'column', sm: 'row' }}
      align={{ base: 'stretch', sm: 'center' }}
      gap={{ base: '2', sm: '4' }}
      px={{ base: '3', md: '4' }}
      py="3"
    >
      <Stack gap="0.5" flex="1" minW="0">
        <Text fontWeight="medium" lineClamp={2}>
          {good.name}
        </Text>
        <Text textStyle="sm" color="fg.muted" truncate>
          {meta}
        </Text>
      </Stack>
      <Flex align="center" justify="space-between" gap="3">
        <Box minW={{ sm: '32' }} textAlign={{ sm: 'end' }} display="flex" justifyContent={{ sm: 'flex-end' }}>
          <LineState state={state} message={sync?.message ?? null} />
        </Box>
        <QuantityField
          label={good.name}
          value={editor.text}
          error={error}
          readOnly={readOnly}
          onChange={editor.onChange}
          onFocus={editor.onFocus}
          onBlur={editor.onBlur}
          onStep={editor.step}
        />
      </Flex>
    </Flex>
  );
});
