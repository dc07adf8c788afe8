import { Box, Button, Flex, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ComponentType, memo, type ReactNode, useCallback, useEffect, useId, useRef } from 'react';
import { ClockIcon } from '../../../../lib/ui/nav-icons';
import { CheckIcon } from '../../../../lib/ui/shell-icons';
import { AlertCircleIcon, BottleIcon } from '../../shared/icons';
import { UNIT_NAMES } from '../../shared/unit-names';
import type { CountGood, GoodUnit, LineSyncState } from '../data/use-stock-count';
import { splitQuantity } from '../partial';
import { formatQuantity, type QuantityError } from '../quantity';
import { PartialPanel } from './partial-panel';
import { QuantityField } from './quantity-field';
import { type RegisterFlush, type SaveLine, useLineEditor } from './use-line-editor';

const ERROR_LABELS: Record<QuantityError, MessageDescriptor> = {
  format: msg`Escribe un número, por ejemplo 3 o 0,5`,
  negative: msg`La cantidad no puede ser negativa`,
  decimals: msg`La cantidad admite hasta 3 decimales`,
  max: msg`La cantidad no puede superar 100.000`,
};

export function unitLabel(i18n: I18n, unit: GoodUnit | null): string | null {
  return unit ? i18n._(UNIT_NAMES[unit]) : null;
}

/** What the row tells about its value; also `data-state` for the tests. */
export type RowState = 'uncounted' | 'invalid' | 'saving' | 'failed' | 'pending' | 'synced' | 'rejected';

/** A line's sync state: a small icon and a word in the state's colour (`top`: a long message wraps under the icon's top). */
function StateLine({
  color,
  icon,
  title,
  top = false,
  children,
}: {
  color: string;
  icon: ComponentType;
  title?: string;
  top?: boolean;
  children: ReactNode;
}) {
  return (
    <HStack gap="1.5" color={color} title={title} align={top ? 'flex-start' : undefined}>
      <Icon as={icon} boxSize="4" flexShrink={top ? 0 : undefined} />
      <Text textStyle="xs" fontWeight="medium">
        {children}
      </Text>
    </HStack>
  );
}

function LineState({ state, message }: { state: RowState; message: string | null }) {
  switch (state) {
    case 'pending':
      return (
        <StateLine color="orange.fg" icon={ClockIcon} title={message ?? undefined}>
          <Trans>Guardado, sin enviar</Trans>
        </StateLine>
      );
    case 'synced':
      return (
        <StateLine color="green.fg" icon={CheckIcon}>
          <Trans>Sincronizado</Trans>
        </StateLine>
      );
    case 'rejected':
      return (
        <StateLine color="red.fg" icon={AlertCircleIcon} top>
          {message ? <Trans>Rechazado: {message}</Trans> : <Trans>Rechazado por el servidor</Trans>}
        </StateLine>
      );
    case 'failed':
      return (
        <StateLine color="red.fg" icon={AlertCircleIcon}>
          <Trans>No se guardó</Trans>
        </StateLine>
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
  /** Grams of the weighed open unit in the replica (null: not weighed). */
  savedGrams: number | null;
  syncState: LineSyncState | undefined;
  syncMessage: string | null;
  readOnly: boolean;
  onSave: SaveLine;
  registerFlush?: RegisterFlush;
  /** Just scanned: shown highlighted, its quantity field focused. */
  highlighted: boolean;
  /** The partial-bottle panel is open (one row at a time). */
  partialOpen: boolean;
  onTogglePartial(goodId: string): void;
  /** Row measuring for the windowed list (see use-window-list.ts). */
  measureRef?: (el: HTMLElement | null) => (() => void) | undefined;
}

/** Goods that are opened and poured: a partial unit makes sense (not for cans or single units). */
function countsPartial(good: CountGood): boolean {
  return good.unit === 'bottle' || good.unit === 'kg' || good.unit === 'l' || good.unit === null;
}

/** One good of the count: what it is, its quantity control and whether the server has it. */
export const CountLineRow = memo(function CountLineRow({
  good,
  saved,
  savedGrams,
  syncState,
  syncMessage,
  readOnly,
  onSave,
  registerFlush,
  highlighted,
  partialOpen,
  onTogglePartial,
  measureRef,
}: CountLineRowProps) {
  const { t, i18n } = useLingui();
  const editor = useLineEditor(good.id, saved, onSave, registerFlush, savedGrams);
  const input = useRef<HTMLInputElement | null>(null);
  const rowEl = useRef<HTMLDivElement | null>(null);
  const nameId = useId();
  const rowRef = useCallback(
    (el: HTMLDivElement | null) => {
      rowEl.current = el;
      return measureRef?.(el);
    },
    [measureRef],
  );
  const error = editor.parsed.kind === 'invalid' ? i18n._(ERROR_LABELS[editor.parsed.error]) : null;
  const state: RowState = error
    ? 'invalid'
    : editor.failed
      ? 'failed'
      : editor.saving
        ? 'saving'
        : saved === undefined
          ? 'uncounted'
          : (syncState ?? 'synced');
  const meta = [good.sku, good.category, unitLabel(i18n, good.unit)].filter(Boolean).join(' · ');
  const partial = splitQuantity(editor.current).partial;
  const showPartial = !readOnly && countsPartial(good);

  // A scanned good: centred in the viewport (the list only scrolled near it) and ready to type.
  useEffect(() => {
    if (!highlighted) return;
    rowEl.current?.scrollIntoView?.({ block: 'center' });
    if (readOnly) return;
    input.current?.focus({ preventScroll: true });
    input.current?.select();
  }, [highlighted, readOnly]);

  return (
    <Box
      ref={rowRef}
      // One item of the goods list, named by the good.
      role="listitem"
      aria-labelledby={nameId}
      data-window-key={good.id}
      data-testid="count-line"
      data-good-id={good.id}
      data-state={state}
      data-saved={saved}
      data-highlighted={highlighted || undefined}
      borderBottomWidth="1px"
      bg={highlighted ? 'brand.subtle' : undefined}
      transition="background-color 0.3s"
      position="relative"
      _before={
        highlighted ? { content: '""', position: 'absolute', insetY: '0', insetStart: '0', w: '1', bg: 'brand.solid' } : undefined
      }
    >
      <Flex
        direction={{ base: 'column', sm: 'row' }}
        align={{ base: 'stretch', sm: 'center' }}
        gap={{ base: '2', sm: '4' }}
        px={{ base: '3', sm: '4' }}
        py="3"
      >
        <Stack gap="1" flex="1" minW="0">
          <Text id={nameId} fontWeight="semibold" lineClamp={2}>
            {good.name}
          </Text>
          <HStack gap="3" minW="0" justify="space-between" wrap="wrap" rowGap="1">
            <Text textStyle="sm" color="fg.muted" truncate minW="0" flex="1 1 8rem">
              {meta}
            </Text>
            <LineState state={state} message={syncMessage} />
          </HStack>
        </Stack>
        <HStack gap="2" justify="flex-end" align="flex-start" flexShrink={0}>
          {showPartial && (
            <Button
              variant={partialOpen ? 'subtle' : 'outline'}
              colorPalette={partial > 0 || partialOpen ? 'brand' : 'gray'}
              size="lg"
              px="3"
              minW="11"
              onClick={() => onTogglePartial(good.id)}
              aria-expanded={partialOpen}
              aria-label={t`Botella abierta de ${good.name}`}
              title={t`Botella abierta: décimos o peso`}
              data-testid="partial-toggle"
            >
              <BottleIcon boxSize="5" />
              {partial > 0 && (
                <Text as="span" fontVariantNumeric="tabular-nums" fontWeight="semibold">
                  {formatQuantity(partial, i18n.locale)}
                </Text>
              )}
            </Button>
          )}
          <QuantityField
            label={good.name}
            value={editor.text}
            error={error}
            readOnly={readOnly}
            onChange={editor.onChange}
            onFocus={editor.onFocus}
            onBlur={editor.onBlur}
            onStep={editor.step}
            inputRef={input}
          />
        </HStack>
      </Flex>
      {showPartial && partialOpen && (
        <PartialPanel good={good} quantity={editor.current} savedGrams={savedGrams} onPartial={editor.setPartial} />
      )}
    </Box>
  );
});
