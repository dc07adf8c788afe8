// user/account "Mi cuenta": my data and photo (with the link to change the password), which
// notifications I get and where, my push devices, the venue's address book and my invoices.
// Every part needs the server (online only).
import { Grid, GridItem, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SessionUser } from '../../../contract/auth';
import { canAccess } from '../../../contract/privileges';
import { entryLabel } from '../../../lib/i18n/navigation-labels';
import { OfflineOnlyNotice } from '../../../lib/ui/online-only';
import { ScreenHeader } from '../../../lib/ui/screen-header';
import { useDocumentTitle } from '../../../lib/ui/use-document-title';
import { AccountFormCard } from './account-form-card';
import { AddressBookCard } from './address-book-card';
import { InvoicesCard, PushDevicesCard } from './devices-invoices-cards';
import { NotificationSettingsCard } from './notification-settings-card';
import { TwoFactorCard } from './two-factor-card';

export function AccountPage({ user }: { user: SessionUser }) {
  const { i18n } = useLingui();
  const title = entryLabel(i18n, 'user.account');
  useDocumentTitle(title);
  return (
    <Stack gap={{ base: '5', sm: '6' }} data-testid="account-page">
      <ScreenHeader title={title} description={<Trans>Tus datos, tus avisos y la agenda del local.</Trans>} />
      <OfflineOnlyNotice>
        <Trans>Se muestran tus datos guardados en este dispositivo; guardar cambios necesita conexión.</Trans>
      </OfflineOnlyNotice>
      <Grid gap="6" alignItems="start" templateColumns={{ base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }}>
        <GridItem>
          <Stack gap="6">
            <AccountFormCard user={user} />
            <PushDevicesCard />
            <InvoicesCard canOpen={canAccess(user.privi, ['312'])} />
          </Stack>
        </GridItem>
        <GridItem>
          <Stack gap="6">
            <TwoFactorCard />
            <NotificationSettingsCard />
            <AddressBookCard />
          </Stack>
        </GridItem>
      </Grid>
    </Stack>
  );
}
