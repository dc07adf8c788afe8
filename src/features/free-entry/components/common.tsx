// Pieces the free-entry screens share: icons, the page header, the status badge and the k-of-n count.
import { Badge, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { FreeEntryStatus } from '../../../contract/free-entry';
import { lineIcon } from '../../../lib/ui/nav-icons';

export const BanIcon = lineIcon('BanIcon', 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20Z', 'm4.9 4.9 14.2 14.2');
export const QrIcon = lineIcon(
  'QrIcon',
  'M3 3h7v7H3Z',
  'M14 3h7v7h-7Z',
  'M3 14h7v7H3Z',
  'M14 14h3v3h-3Z',
  'M20 14v.01M14 20h.01M17 20h4v-3',
);
export const ScanIcon = lineIcon(
  'ScanIcon',
  'M3 7V5a2 2 0 0 1 2-2h2',
  'M17 3h2a2 2 0 0 1 2 2v2',
  'M21 17v2a2 2 0 0 1-2 2h-2',
  'M7 21H5a2 2 0 0 1-2-2v-2',
  'M7 12h10',
);

export const STATUS_LABELS = {
  issued: msg`Emitida`,
  used: msg`Ingresó`,
  void: msg`Anulada`,
} as const;
const STATUS_COLORS: Record<FreeEntryStatus, string> = { issued: 'blue', used: 'green', void: 'gray' };

export function EntryStatusBadge({ status }: { status: FreeEntryStatus }) {
  const { i18n } = useLingui();
  return (
    <Badge colorPalette={STATUS_COLORS[status]} variant="subtle" data-status={status} whiteSpace="nowrap">
      {i18n._(STATUS_LABELS[status])}
    </Badge>
  );
}

/** "2 de 3": who came in of the party. */
export function ArrivalCount({ arrived, people }: { arrived: number; people: number }) {
  const { t } = useLingui();
  return (
    <Text as="span" fontVariantNumeric="tabular-nums" whiteSpace="nowrap" data-testid="arrival-count">
      {t`${arrived} de ${people}`}
    </Text>
  );
}
