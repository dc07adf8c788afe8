// cashFlow/configuraciones (201): the cash accounts and the income/expense categories. Payment
// methods and the over/short threshold are venue money settings: configuracion/finanzas.
import { Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { OfflineNotice, useOnline } from '../../../lib/ui/online-only';
import { ScreenHeader } from '../../../lib/ui/screen-header';
import { ScreenTabs } from '../../../lib/ui/screen-tabs';
import { useDocumentTitle } from '../../../lib/ui/use-document-title';
import { AccountsPanel } from './accounts-panel';
import { CategoriesPanel } from './categories-panel';

export function CashConfigPage() {
  const { t } = useLingui();
  const online = useOnline();
  useDocumentTitle(t`Configuración de cash flow`);
  return (
    <Stack gap={{ base: '5', sm: '6' }} data-testid="cash-config-page">
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
      <ScreenTabs
        defaultValue="accounts"
        contentPt="4"
        tabs={[
          { value: 'accounts', label: t`Cuentas`, testId: 'tab-accounts', content: <AccountsPanel /> },
          { value: 'categories', label: t`Categorías`, testId: 'tab-categories', content: <CategoriesPanel /> },
        ]}
      />
    </Stack>
  );
}
