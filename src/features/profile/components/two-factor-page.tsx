// user/two-factor: the enrolment an admin requires, right after signing in (like the forced
// password change: every other screen leads here until it is done); also reachable from
// "Mi cuenta" by anyone who wants it.
import { Alert, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { mustEnrolTwoFactor, type SessionUser } from '../../../contract/auth';
import { HOME_PATH } from '../../../lib/auth/redirects';
import { entryLabel } from '../../../lib/i18n/navigation-labels';
import { OfflineOnlyNotice } from '../../../lib/ui/online-only';
import { ScreenHeader } from '../../../lib/ui/screen-header';
import { useDocumentTitle } from '../../../lib/ui/use-document-title';
import { TwoFactorCard } from './two-factor-card';

export function TwoFactorPage({ user }: { user: SessionUser }) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const title = entryLabel(i18n, 'user.twoFactor');
  useDocumentTitle(title);
  // Read once: confirming turns the requirement off before the recovery codes are acknowledged.
  const [forced] = useState(() => mustEnrolTwoFactor(user));
  return (
    <Stack gap={{ base: '5', sm: '6' }} maxW="2xl" data-testid="two-factor-page">
      <ScreenHeader title={title} />
      <OfflineOnlyNotice>
        <Trans>Activar o desactivar la verificación en dos pasos necesita conexión.</Trans>
      </OfflineOnlyNotice>
      {/* Only while it is still required: once activated, the recovery codes show without it. */}
      {forced && mustEnrolTwoFactor(user) && (
        <Alert.Root status="info" borderRadius="l2" data-testid="two-factor-required">
          <Alert.Indicator />
          <Alert.Title>
            <Trans>Un administrador exige la verificación en dos pasos para tu cuenta. Actívala para continuar.</Trans>
          </Alert.Title>
        </Alert.Root>
      )}
      <TwoFactorCard onEnrolled={forced ? () => void navigate({ to: HOME_PATH, replace: true }) : undefined} />
    </Stack>
  );
}
