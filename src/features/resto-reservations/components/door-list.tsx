// The printable door list: the night's expected parties by time (the waiting list included), with
// party size, tables, phone and notes, and a box to tick. On screen it is hidden; "Imprimir lista de
// puerta" prints only it (the print rules below hide the rest of the page).
import { Box, Heading, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReservationDto, RestoTableRef } from '../../../contract/resto-reservations';
import { doorList } from '../night-logic';

const PRINT_CSS = `
@media print {
  body * { visibility: hidden !important; }
  #door-list, #door-list * { visibility: visible !important; }
  #door-list { display: block !important; position: absolute; left: 0; top: 0; width: 100%; color: #000; background: #fff; }
}`;

export function DoorList({
  date,
  reservations,
  tables,
}: {
  date: string;
  reservations: ReservationDto[];
  tables: RestoTableRef[];
}) {
  const { t } = useLingui();
  const names = new Map(tables.map((x) => [x.id, x.name]));
  const list = doorList(reservations);
  return (
    <Box id="door-list" display="none" data-testid="door-list">
      <style>{PRINT_CSS}</style>
      <Heading size="md" mb="2">
        <Trans>Lista de puerta · {date}</Trans>
      </Heading>
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>✓</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Hora`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Nombre`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Personas`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Mesa`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Teléfono`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Notas`}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {list.map((r) => (
            <Table.Row key={r.id}>
              <Table.Cell>☐</Table.Cell>
              <Table.Cell>{r.time}</Table.Cell>
              <Table.Cell>{r.name}</Table.Cell>
              <Table.Cell>{r.partySize}</Table.Cell>
              <Table.Cell>{r.waitlisted ? t`Espera` : r.tableIds.map((id) => names.get(id) ?? '').join(' + ')}</Table.Cell>
              <Table.Cell>{r.phone}</Table.Cell>
              <Table.Cell>{r.notes}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {list.length === 0 && <Text>{t`Nadie esperado esta noche`}</Text>}
    </Box>
  );
}
