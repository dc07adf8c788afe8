// The actions of one terminal, in a menu so the row stays narrow on a phone.
import { Button, Menu, Portal } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TerminalDto } from '../../../contract/satelite';

export type TerminalAction = 'key' | 'revoke' | 'history';

export function TerminalActions({
  terminal,
  online,
  onAction,
}: {
  terminal: TerminalDto;
  online: boolean;
  onAction(action: TerminalAction, terminal: TerminalDto): void;
}) {
  const { t } = useLingui();
  return (
    <Menu.Root onSelect={(e) => onAction(e.value as TerminalAction, terminal)}>
      <Menu.Trigger asChild>
        <Button
          size="xs"
          variant="outline"
          aria-label={t`Acciones de ${terminal.name}`}
          data-testid={`terminal-actions-${terminal.id}`}
        >
          <Trans>Acciones</Trans>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="48">
            <Menu.Item value="key" disabled={!online}>
              {terminal.keyState === 'active' ? <Trans>Rotar clave</Trans> : <Trans>Generar clave</Trans>}
            </Menu.Item>
            <Menu.Item value="revoke" disabled={!online || terminal.keyState !== 'active'} color="fg.error">
              <Trans>Revocar clave</Trans>
            </Menu.Item>
            <Menu.Item value="history">
              <Trans>Ver historia</Trans>
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
