// The lines of a transfer note with their totals: sent, and once receiving starts or is done,
// received and the difference (flagged rows). Narrow screens drop the money columns and move the
// difference under the received quantity; paper shows every column.
import { Input, Table, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { TransferNoteDetail } from '../../../../contract/inventory-transfers';
import { valueAt } from '../../../../contract/stock-board';
import { fMoney, fQty } from '../../../../lib/format-number';
import { unitShortLabel } from '../../shared/unit-names';
import type { LineChecks } from './use-note-receipt';

interface LinesProps {
  /** `costsKnown` false: a sent note read offline, whose booked costs only the server knows. */
  note: TransferNoteDetail & { costsKnown?: boolean };
  /** The note is being received: a field per line instead of the recorded quantity. */
  receiving: boolean;
  received: Record<string, string>;
  checks: LineChecks;
  onLineChange(lineId: string, text: string): void;
}

export function NoteLinesTable({ note, receiving, received, checks, onLineChange }: LinesProps) {
  const { t, i18n } = useLingui();
  const showReceived = receiving || note.status === 'received';
  const costsKnown = note.costsKnown !== false;
  const money = (cents: number) => (costsKnown ? fMoney(cents, undefined, i18n) : '—');
  const totalValue = note.lines.reduce((s, l) => s + valueAt(l.quantitySent, l.unitCost), 0);
  const totalSent = note.lines.reduce((s, l) => s + l.quantitySent, 0);
  const totalReceived = note.lines.reduce((s, l) => {
    if (receiving) {
      const c = checks.get(l.id);
      return s + (c?.ok ? c.value : 0);
    }
    return s + (l.quantityReceived ?? 0);
  }, 0);

  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="l2">
      <Table.Root size="sm" data-testid="note-lines">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>
              <Trans>Mercadería</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">
              <Trans>Enviado</Trans>
            </Table.ColumnHeader>
            {showReceived && (
              <>
                <Table.ColumnHeader textAlign="end">
                  <Trans>Recibido</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader
                  textAlign="end"
                  display={{ base: 'none', sm: 'table-cell' }}
                  _print={{ display: 'table-cell' }}
                >
                  <Trans>Diferencia</Trans>
                </Table.ColumnHeader>
              </>
            )}
            <Table.ColumnHeader textAlign="end" display={{ base: 'none', sm: 'table-cell' }} _print={{ display: 'table-cell' }}>
              <Trans>Costo unitario</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end" display={{ base: 'none', sm: 'table-cell' }} _print={{ display: 'table-cell' }}>
              <Trans>Valor</Trans>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {note.lines.map((l) => {
            const check = checks.get(l.id);
            const typed = receiving && check?.ok ? check.value : null;
            const diff = receiving ? (typed === null ? null : Math.round((typed - l.quantitySent) * 1000) / 1000) : l.difference;
            const flagged = diff !== null && diff !== 0;
            return (
              <Table.Row key={l.id} bg={flagged ? 'red.subtle' : undefined} data-differs={flagged ? 'true' : 'false'}>
                <Table.Cell>
                  <Text fontWeight="medium">{l.goodName}</Text>
                  <Text textStyle="xs" color="fg.muted">
                    {l.goodSku} · {unitShortLabel(i18n, l.goodUnit)}
                  </Text>
                </Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                  {fQty(l.quantitySent, i18n)}
                </Table.Cell>
                {showReceived && (
                  <>
                    <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                      {receiving ? (
                        <Input
                          size="sm"
                          w={{ base: '20', sm: '24' }}
                          textAlign="end"
                          inputMode="decimal"
                          value={received[l.id] ?? ''}
                          onChange={(e) => onLineChange(l.id, e.target.value)}
                          aria-label={t`Recibido de ${l.goodName}`}
                          aria-invalid={!check?.ok}
                          borderColor={check?.ok ? undefined : 'border.error'}
                          data-testid="receive-input"
                        />
                      ) : (
                        fQty(l.quantityReceived, i18n)
                      )}
                      {/* Phones have no room for the difference column: it goes under the quantity. */}
                      {flagged && diff !== null && (
                        <Text
                          textStyle="xs"
                          color="fg.error"
                          fontWeight="semibold"
                          display={{ sm: 'none' }}
                          _print={{ display: 'none' }}
                        >
                          {diff > 0 ? '+' : ''}
                          {fQty(diff, i18n)}
                        </Text>
                      )}
                    </Table.Cell>
                    <Table.Cell
                      textAlign="end"
                      fontVariantNumeric="tabular-nums"
                      color={flagged ? 'fg.error' : 'fg.muted'}
                      fontWeight={flagged ? 'semibold' : undefined}
                      display={{ base: 'none', sm: 'table-cell' }}
                      _print={{ display: 'table-cell' }}
                    >
                      {diff === null ? '-' : `${diff > 0 ? '+' : ''}${fQty(diff, i18n)}`}
                    </Table.Cell>
                  </>
                )}
                <Table.Cell
                  textAlign="end"
                  fontVariantNumeric="tabular-nums"
                  display={{ base: 'none', sm: 'table-cell' }}
                  _print={{ display: 'table-cell' }}
                >
                  {money(l.unitCost)}
                </Table.Cell>
                <Table.Cell
                  textAlign="end"
                  fontVariantNumeric="tabular-nums"
                  display={{ base: 'none', sm: 'table-cell' }}
                  _print={{ display: 'table-cell' }}
                >
                  {money(valueAt(l.quantitySent, l.unitCost))}
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
        <Table.Footer>
          <Table.Row fontWeight="semibold">
            <Table.Cell>
              <Plural value={note.lines.length} one="# línea" other="# líneas" />
            </Table.Cell>
            <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
              {fQty(totalSent, i18n)}
            </Table.Cell>
            {showReceived && (
              <>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                  {fQty(totalReceived, i18n)}
                </Table.Cell>
                <Table.Cell
                  textAlign="end"
                  fontVariantNumeric="tabular-nums"
                  display={{ base: 'none', sm: 'table-cell' }}
                  _print={{ display: 'table-cell' }}
                >
                  {fQty(Math.round((totalReceived - totalSent) * 1000) / 1000, i18n)}
                </Table.Cell>
              </>
            )}
            <Table.Cell display={{ base: 'none', sm: 'table-cell' }} _print={{ display: 'table-cell' }} />
            <Table.Cell
              textAlign="end"
              fontVariantNumeric="tabular-nums"
              display={{ base: 'none', sm: 'table-cell' }}
              _print={{ display: 'table-cell' }}
            >
              {money(totalValue)}
            </Table.Cell>
          </Table.Row>
        </Table.Footer>
      </Table.Root>
    </Table.ScrollArea>
  );
}
