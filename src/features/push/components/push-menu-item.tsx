// "Activar notificaciones push" in the user menu (SPEC §1, §4). Without Firebase configuration the
// item stays, disabled, saying push is not configured; a browser without push shows nothing.
import { Menu, Spinner } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { BellIcon } from '../../../lib/ui/shell-icons';
import { usePushOptIn } from '../use-push-opt-in';

export function PushMenuItem() {
  const { t } = useLingui();
  const { state, enable } = usePushOptIn();
  if (state === 'unsupported') return null;
  const label = {
    unconfigured: t`Notificaciones push no configuradas en este servidor`,
    denied: t`Notificaciones push bloqueadas en el navegador`,
    off: t`Activar notificaciones push`,
    requesting: t`Activando notificaciones push…`,
    on: t`Notificaciones push activadas`,
  }[state];
  return (
    <Menu.Item
      value="push"
      closeOnSelect={false}
      disabled={state !== 'off'}
      onClick={() => void enable()}
      data-testid="push-opt-in"
      data-state={state}
    >
      {state === 'requesting' ? <Spinner size="xs" /> : <BellIcon boxSize="4" />}
      {label}
    </Menu.Item>
  );
}
