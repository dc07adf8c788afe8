// The preload grid's actions for an open night: the source warehouse, the two fill-ins (suggest
// from par, load as planned) and the two saves, with what saving will do to the ledger.
import { Button, Card, Flex, HStack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { LocationRef } from '../../../../contract/inventory-nightly';
import { LabelledSelect } from '../../../../lib/ui/select-box';
import { NO_SOURCE, type PreloadGridState } from './use-preload-grid';

interface ToolbarProps {
  grid: PreloadGridState;
  warehouses: LocationRef[];
  readOnly: boolean;
  cannotSave: boolean;
}

/** Saves the plan or records the load: wide on phones, with how many lines it takes; idle without lines. */
function SaveButton({
  outline = false,
  lines,
  disabled,
  loading,
  onClick,
  testId,
  children,
}: {
  outline?: boolean;
  lines: number;
  disabled: boolean;
  loading: boolean;
  onClick(): void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Button
      size="sm"
      variant={outline ? 'outline' : undefined}
      colorPalette="brand"
      flex={{ base: '1', md: 'initial' }}
      disabled={disabled || lines === 0}
      loading={loading}
      onClick={onClick}
      data-testid={testId}
    >
      {children}
      {lines > 0 && ` (${lines})`}
    </Button>
  );
}

export function PreloadToolbar({ grid, warehouses, readOnly, cannotSave }: ToolbarProps) {
  const { t } = useLingui();
  const { busy, anyInvalid, planLines, loadLines } = grid;
  return (
    <Card.Root variant="outline" bg="bg.panel" className="no-print">
      <Card.Body p={{ base: '3', sm: '4' }} gap="3">
        <Flex gap="3" wrap="wrap" align="flex-end">
          <LabelledSelect
            label={<Trans>Depósito de origen</Trans>}
            fieldProps={{ w: { base: 'full', sm: '16rem' } }}
            disabled={readOnly || busy}
            value={grid.source}
            onChange={grid.setSource}
            options={[
              ...warehouses.map((w) => ({ value: w.id, label: w.name })),
              { value: NO_SOURCE, label: t`Ninguno (mercadería de afuera)` },
            ]}
            testId="source-select"
          />
          <Button size="sm" variant="outline" disabled={readOnly || busy} onClick={grid.suggestFromPar}>
            <Trans>Sugerir según stock ideal</Trans>
          </Button>
          <Button size="sm" variant="outline" disabled={readOnly || busy} onClick={grid.loadAsPlanned}>
            <Trans>Cargar lo planificado</Trans>
          </Button>
          <HStack gap="2" ms={{ base: '0', md: 'auto' }} w={{ base: 'full', md: 'auto' }}>
            <SaveButton
              outline
              lines={planLines.length}
              disabled={cannotSave || anyInvalid}
              loading={grid.savingPlan}
              onClick={grid.savePlan}
              testId="save-plan"
            >
              <Trans>Guardar plan</Trans>
            </SaveButton>
            <SaveButton
              lines={loadLines.length}
              disabled={cannotSave || anyInvalid}
              loading={grid.recordingLoad}
              onClick={grid.recordLoad}
              testId="record-load"
            >
              <Trans>Registrar carga</Trans>
            </SaveButton>
          </HStack>
        </Flex>
        <Text textStyle="xs" color="fg.muted">
          {grid.sourceChanged ? (
            <Trans>Al guardar el plan, todas las líneas de esta barra saldrán del depósito elegido.</Trans>
          ) : (
            <Trans>
              Las mercaderías nuevas en el plan salen del depósito elegido. Registrar la carga mueve el stock del depósito a la
              barra; si corriges una cantidad ya cargada, solo se mueve la diferencia.
            </Trans>
          )}
        </Text>
        {anyInvalid && (
          <Text textStyle="sm" color="fg.error">
            <Trans>Revisa las cantidades marcadas: números mayores o iguales a 0, con hasta 3 decimales.</Trans>
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
