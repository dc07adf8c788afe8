// Open recount tasks: two counts of the same good and place disagreed, the later one was held back,
// and someone has to count again. "Resolver" records that recount as the true observation.
import { Badge, Box, Button, Card, Field, Flex, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { RecountTaskDto } from '../../../../contract/inventory-counts';
import { fDateTime } from '../../../../lib/format-date';
import { fQty } from '../../../../lib/format-number';
import { toaster } from '../../../../lib/toaster';
import { FormDialog } from '../../../../lib/ui/form-dialog';
import { quantityValue } from '../../shared/quantity';
import { useRecountsQuery, useResolveRecount } from '../api/recounts';
import { errorText } from './common';

/** "yyyy-MM-ddTHH:mm" of a moment in the device's time (a datetime-local input's value). */
function localInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A typed quantity: comma or point as decimal mark, ≥ 0, up to 3 decimals; null when not one. */

function ResolveDialog({ task, online, onClose }: { task: RecountTaskDto; online: boolean; onClose(): void }) {
  const { t, i18n } = useLingui();
  const [quantity, setQuantity] = useState('');
  const [at, setAt] = useState(() => localInput(new Date()));
  const [touched, setTouched] = useState(false);
  const resolve = useResolveRecount();
  const parsed = quantityValue(quantity);
  const atDate = at ? new Date(at) : null;
  const atValid = atDate !== null && !Number.isNaN(atDate.getTime());
  const good = task.goodName;
  const place = task.locationName;

  const submit = () => {
    setTouched(true);
    if (parsed === null || !atValid || !atDate) return;
    resolve.mutate(
      { id: task.id, body: { quantity: parsed, countedAt: atDate.toISOString() } },
      {
        onSuccess: () => {
          toaster.create({ type: 'success', title: t`Recuento aplicado: ${good} en ${place}` });
          onClose();
        },
      },
    );
  };

  return (
    <FormDialog
      title={t`Recontar ${good} en ${place}`}
      testId="resolve-recount-dialog"
      onSubmit={submit}
      onClose={onClose}
      error={resolve.isError ? errorText(i18n, resolve.error) : null}
      errorTestId="recount-error"
      blocked={online ? null : t`Sin conexión: el recuento se puede guardar cuando vuelva la conexión.`}
      submitLabel={t`Aplicar recuento`}
      submitTestId="recount-confirm"
      pending={resolve.isPending}
    >
      <Text color="fg.muted" textStyle="sm">
        <Trans>
          Cuenta de nuevo y escribe lo que hay. El recuento se aplica como la cantidad real a esa hora: la diferencia con el stock
          teórico queda como ajuste.
        </Trans>
      </Text>
      <Field.Root invalid={touched && parsed === null} required>
        <Field.Label>
          <Trans>Cantidad contada</Trans>
        </Field.Label>
        <Input
          inputMode="decimal"
          autoFocus
          value={quantity}
          onChange={(e) => setQuantity(e.target.value)}
          placeholder="0"
          data-testid="recount-quantity"
        />
        <Field.HelperText>
          <Trans>Botellas abiertas en décimas: 6,4 son seis botellas y cuatro décimos.</Trans>
        </Field.HelperText>
        <Field.ErrorText>
          <Trans>Escribe una cantidad de 0 o más, con hasta 3 decimales.</Trans>
        </Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={touched && !atValid}>
        <Field.Label>
          <Trans>Hora del recuento</Trans>
        </Field.Label>
        <Input type="datetime-local" value={at} onChange={(e) => setAt(e.target.value)} data-testid="recount-at" />
        <Field.ErrorText>
          <Trans>La fecha no es válida</Trans>
        </Field.ErrorText>
      </Field.Root>
    </FormDialog>
  );
}

function TaskRow({ task, onResolve }: { task: RecountTaskDto; onResolve(): void }) {
  const { i18n } = useLingui();
  const expected = fQty(task.expectedQuantity, i18n);
  const counted = fQty(task.countedQuantity, i18n);
  const first = fDateTime(task.firstCountedAt, i18n);
  const second = fDateTime(task.secondCountedAt, i18n);
  return (
    <Flex
      gap="3"
      py="3"
      borderTopWidth="1px"
      _first={{ borderTopWidth: 0 }}
      direction={{ base: 'column', sm: 'row' }}
      align={{ base: 'stretch', sm: 'center' }}
      data-testid="recount-task"
    >
      <Stack gap="0.5" flex="1" minW="0">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="semibold">{task.goodName}</Text>
          <Text textStyle="xs" color="fg.muted">
            {task.sku}
          </Text>
          <Badge variant="outline">{task.locationName}</Badge>
        </HStack>
        <Text textStyle="sm">
          <Trans>
            Se esperaban {expected} y se contaron {counted}
          </Trans>
        </Text>
        <Text textStyle="xs" color="fg.muted">
          <Trans>
            Conteos del {first} y del {second}
          </Trans>
        </Text>
      </Stack>
      <Button size="sm" colorPalette="brand" variant="subtle" onClick={onResolve} data-testid="recount-resolve">
        <Trans>Resolver</Trans>
      </Button>
    </Flex>
  );
}

/** The open tasks, shown above the differences; nothing at all when there are none. */
export function RecountTasks({ online }: { online: boolean }) {
  const recounts = useRecountsQuery();
  const [resolving, setResolving] = useState<RecountTaskDto | null>(null);
  const tasks = recounts.data ?? [];
  if (tasks.length === 0) return null;
  const n = tasks.length;
  return (
    <Card.Root variant="outline" bg="bg.panel" borderColor="orange.emphasized" data-testid="recount-tasks">
      <Card.Body gap="2" p={{ base: '4', sm: '5' }}>
        <HStack gap="2" justify="space-between" wrap="wrap">
          <Heading as="h2" size="md">
            <Trans>Recuentos pendientes</Trans>
          </Heading>
          <Badge colorPalette="orange" variant="solid">
            {n}
          </Badge>
        </HStack>
        <Text textStyle="sm" color="fg.muted">
          <Trans>
            Estos conteos no coinciden con un conteo anterior cercano más los movimientos entre ambos. No se ajustaron: recuenta
            para decidir cuál es el stock real.
          </Trans>
        </Text>
        <Box>
          {tasks.map((task) => (
            <TaskRow key={task.id} task={task} onResolve={() => setResolving(task)} />
          ))}
        </Box>
      </Card.Body>
      {resolving && <ResolveDialog task={resolving} online={online} onClose={() => setResolving(null)} />}
    </Card.Root>
  );
}
