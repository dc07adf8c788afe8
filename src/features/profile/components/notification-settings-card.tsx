// "Avisos" on user/account: which kinds of notification this user gets in the app's bell and by
// push. The server honours it where every notification is created, so a kind switched off here
// never reaches this user, whatever screen caused it.
import { HStack, Stack, Switch, Table, Text } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { NotificationKind, NotificationSettingDto } from '../../../contract/account';
import { toaster } from '../../../lib/toaster';
import { useOnline } from '../../../lib/ui/online-only';
import { PanelCard } from '../../../lib/ui/panel-card';
import { QueryFailedAlert } from '../../../lib/ui/query-failed-alert';
import { errorMessage } from '../../../lib/ui/request-error';
import { useNotificationSettingsQuery, useSaveNotificationSettings } from '../api/account';

const KIND_LABELS: Record<NotificationKind, MessageDescriptor> = {
  cancellations: msg`Anulaciones`,
  recounts: msg`Recuentos de inventario`,
  transfers: msg`Transferencias con diferencias`,
  mobileOrders: msg`Órdenes móviles VIP`,
  lowStock: msg`Stock bajo`,
  nightAlerts: msg`Alertas de la noche`,
};

function Toggle({
  checked,
  label,
  disabled,
  onChange,
  testId,
}: {
  checked: boolean;
  label: string;
  disabled: boolean;
  onChange(v: boolean): void;
  testId: string;
}) {
  return (
    <Switch.Root
      checked={checked}
      disabled={disabled}
      onCheckedChange={(e) => onChange(e.checked)}
      size="sm"
      data-testid={testId}
    >
      <Switch.HiddenInput aria-label={label} />
      <Switch.Control />
    </Switch.Root>
  );
}

export function NotificationSettingsCard() {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const query = useNotificationSettingsQuery();
  const save = useSaveNotificationSettings();
  const change = (setting: NotificationSettingDto) =>
    save.mutate([setting], { onError: (e) => toaster.create({ type: 'error', title: errorMessage(e, i18n, online) }) });
  return (
    <PanelCard
      title={<Trans>Avisos</Trans>}
      description={<Trans>Qué avisos recibes en la campana de la app y como notificación push.</Trans>}
      testId="notification-settings"
      bodyProps={{ pt: '0' }}
    >
      {query.error ? (
        <QueryFailedAlert query={query} testId="notification-settings-error" />
      ) : (
        <Table.Root size="sm" variant="line">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>
                <Trans>Aviso</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="center" width="6rem">
                <Trans>En la app</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="center" width="6rem">
                <Trans>Push</Trans>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {(query.data?.settings ?? []).map((s) => {
              const label = i18n._(KIND_LABELS[s.kind]);
              return (
                <Table.Row key={s.kind} data-kind={s.kind}>
                  <Table.Cell>
                    <Text textStyle="sm">{label}</Text>
                  </Table.Cell>
                  <Table.Cell>
                    <HStack justify="center">
                      <Toggle
                        checked={s.inApp}
                        label={t`${label}: en la app`}
                        disabled={!online || save.isPending}
                        onChange={(inApp) => change({ ...s, inApp })}
                        testId={`notify-${s.kind}-inApp`}
                      />
                    </HStack>
                  </Table.Cell>
                  <Table.Cell>
                    <HStack justify="center">
                      <Toggle
                        checked={s.push}
                        label={t`${label}: push`}
                        disabled={!online || save.isPending}
                        onChange={(push) => change({ ...s, push })}
                        testId={`notify-${s.kind}-push`}
                      />
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      )}
      <Stack pt="3">
        <Text textStyle="xs" color="fg.muted">
          <Trans>El push llega solo a los dispositivos donde lo activaste.</Trans>
        </Text>
      </Stack>
    </PanelCard>
  );
}
