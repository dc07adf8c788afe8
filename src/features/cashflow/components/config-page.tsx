// cashFlow/configuraciones (201): the cash accounts and the income/expense categories. Payment
// methods and the over/short threshold are venue money settings: configuracion/finanzas.
import { Stack, Tabs } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { OfflineNotice, useOnline } from '../../../lib/ui/online-only';
import { ScreenHeader } from '../../../lib/ui/screen-header';
import { useDocumentTitle } from '../../../lib/ui/use-document-title';
import { AccountsPanel } from './accounts-panel';
import { CategoriesPanel } from './categories-panel';

export function CashConfigPage() {
  const { t } = useLingui();
  const online = useOnline();
  useDocumentTitle(t`Configuración de cash flow`);
  return (
    <Stack gap={{ base: '5', md: '6' }} data-testid="cash-config-page">
      <ScreenHeader
        section={<Trans>Cash flow</Trans>}
        title={<Trans>Configuración de cash flow</Trans>}
        description={
          <Trans>
            Las cuentas donde está el dinero del local (cajas registradoras, caja fuerte, bancos, billeteras) y las categorías de
            ingresos y egresos.
          </Trans>
        }
      />
      {!online && (
        <OfflineNotice>
          <Trans>Puedes ver lo que ya estaba cargado, pero no crear, cambiar ni desactivar hasta que vuelva la conexión.</Trans>
        </OfflineNotice>
      )}
      <Tabs.Root defaultValue="accounts" variant="line" lazyMount>
        <Tabs.List>
          <Tabs.Trigger value="accounts" data-testid="tab-accounts">
            {t`Cuentas`}
          </Tabs.Trigger>
          <Tabs.Trigger value="categories" data-testid="tab-categories">
            {t`Categorías`}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="accounts" pt="4">
          <AccountsPanel />
        </Tabs.Content>
        <Tabs.Content value="categories" pt="4">
          <CategoriesPanel />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
