// The before/after of one audit entry as a small table of the fields that changed (every field
// when the entry only has one side: a creation or a deletion). Fields and values read as a
// person would say them (values.ts): money as money, states translated, ids as names; always as
// text, never as HTML.
import { Box, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { fieldLabel, hasFieldLabel, valueLabel } from '../values';

type Snapshot = Record<string, unknown>;

const asObject = (value: unknown): Snapshot | null =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Snapshot)
    : value === null || value === undefined
      ? null
      : { valor: value };

/** The rows of the diff: each key whose value differs (or is on one side only), sorted. */
export function diffRows(before: unknown, after: unknown): { key: string; before: unknown; after: unknown }[] {
  const b = asObject(before) ?? {};
  const a = asObject(after) ?? {};
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])].sort();
  return keys.filter((k) => JSON.stringify(b[k]) !== JSON.stringify(a[k])).map((k) => ({ key: k, before: b[k], after: a[k] }));
}

export function AuditDiff({
  before,
  after,
  names,
}: {
  before: unknown;
  after: unknown;
  names: Readonly<Record<string, string>>;
}) {
  const { i18n } = useLingui();
  const rows = diffRows(before, after);
  if (rows.length === 0) {
    return (
      <Text textStyle="sm" color="fg.muted">
        <Trans>Sin datos de antes y después.</Trans>
      </Text>
    );
  }
  return (
    <Box overflowX="auto">
      <Table.Root size="sm" variant="outline" data-testid="audit-diff">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>
              <Trans>Campo</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <Trans>Antes</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <Trans>Después</Trans>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((r) => (
            <Table.Row key={r.key}>
              <Table.Cell
                fontFamily={hasFieldLabel(r.key) ? undefined : 'mono'}
                textStyle="xs"
                fontWeight="medium"
                title={r.key}
                data-testid="audit-field"
              >
                {fieldLabel(i18n, r.key)}
              </Table.Cell>
              <Table.Cell color="fg.error" textStyle="xs" wordBreak="break-word" maxW="20rem" data-testid="audit-before">
                {valueLabel(i18n, r.key, r.before, names)}
              </Table.Cell>
              <Table.Cell color="fg.success" textStyle="xs" wordBreak="break-word" maxW="20rem" data-testid="audit-after">
                {valueLabel(i18n, r.key, r.after, names)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
