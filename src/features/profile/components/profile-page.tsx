// "Perfil": who is signed in (name, email, position), the privilege codes the session carries
// (as readable labels) and, given by the caller, the signed-in devices and the card of this
// device (storage and sync).
import { Avatar, Badge, Grid, GridItem, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { SessionUser } from '../../../contract/auth';
import { entryLabel } from '../../../lib/i18n/navigation-labels';
import { privilegeLabel } from '../../../lib/i18n/privilege-labels';
import { ShieldIcon } from '../../../lib/ui/icons';
import { UserIcon } from '../../../lib/ui/nav-icons';
import { PanelCard } from '../../../lib/ui/panel-card';
import { useDocumentTitle } from '../../../lib/ui/use-document-title';

interface ProfilePageProps {
  user: SessionUser;
  /** The "Este dispositivo" card. */
  device?: ReactNode;
  /** The signed-in devices with "sign out everywhere" (online). */
  sessions?: ReactNode;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="0.5" minW="0">
      <Text textStyle="xs" color="fg.muted">
        {label}
      </Text>
      <Text textStyle="sm" fontWeight="medium" truncate>
        {children}
      </Text>
    </Stack>
  );
}

function AccountCard({ user }: { user: SessionUser }) {
  const { t } = useLingui();
  const displayName = user.displayName || [user.name, user.lastname].filter(Boolean).join(' ');
  return (
    <PanelCard title={<Trans>Cuenta</Trans>} icon={UserIcon} testId="profile-account" bodyProps={{ gap: '5' }}>
      <HStack gap="4" minW="0">
        <Avatar.Root size="xl" colorPalette="brand" variant="subtle" flexShrink={0}>
          <Avatar.Fallback name={displayName} />
          {user.photoURL && <Avatar.Image src={user.photoURL} />}
        </Avatar.Root>
        <Stack gap="0.5" minW="0">
          <Text fontWeight="semibold" textStyle="lg" truncate>
            {displayName}
          </Text>
          {user.position && (
            <Text textStyle="sm" color="fg.muted" truncate>
              {user.position}
            </Text>
          )}
        </Stack>
      </HStack>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <Field label={t({ message: 'Nombre', context: 'persona' })}>{user.name || '-'}</Field>
        <Field label={t`Apellido`}>{user.lastname || '-'}</Field>
        <Field label={t`Correo`}>{user.email}</Field>
        <Field label={t`Puesto`}>{user.position || '-'}</Field>
      </SimpleGrid>
    </PanelCard>
  );
}

function PrivilegesCard({ privi }: { privi: readonly string[] }) {
  const { i18n } = useLingui();
  const codes = [...privi].sort();
  return (
    <PanelCard
      title={<Trans>Privilegios</Trans>}
      icon={ShieldIcon}
      testId="profile-privileges"
      description={
        <Plural
          value={codes.length}
          _0="Esta cuenta no tiene privilegios: ve solo las pantallas abiertas a todos."
          one="# código de privilegio en esta cuenta."
          other="# códigos de privilegio en esta cuenta."
        />
      }
      bodyProps={{ pt: '2' }}
    >
      {codes.length > 0 && (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 1, xl: 2 }} columnGap="6" rowGap="2">
          {codes.map((code) => (
            <HStack as="li" key={code} gap="3" minW="0" data-code={code}>
              <Badge variant="outline" fontFamily="mono" flexShrink={0} minW="10" justifyContent="center">
                {code}
              </Badge>
              <Text textStyle="sm" truncate title={privilegeLabel(i18n, code)}>
                {privilegeLabel(i18n, code)}
              </Text>
            </HStack>
          ))}
        </SimpleGrid>
      )}
    </PanelCard>
  );
}

export function ProfilePage({ user, device, sessions }: ProfilePageProps) {
  const { i18n } = useLingui();
  const title = entryLabel(i18n, 'user.profile');
  useDocumentTitle(title);
  return (
    <Stack gap="6" data-testid="profile-page">
      <Heading as="h1" size={{ base: 'xl', sm: '2xl' }}>
        {title}
      </Heading>
      <Grid
        gap="6"
        alignItems="start"
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }}
        templateAreas={{
          base: '"account" "sessions" "device" "privileges"',
          lg: '"account device" "sessions device" "privileges device"',
        }}
      >
        <GridItem area="account">
          <AccountCard user={user} />
        </GridItem>
        <GridItem area="sessions">{sessions}</GridItem>
        <GridItem area="device">{device}</GridItem>
        <GridItem area="privileges">
          <PrivilegesCard privi={user.privi} />
        </GridItem>
      </Grid>
    </Stack>
  );
}
