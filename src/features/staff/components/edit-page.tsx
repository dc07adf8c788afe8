// user/$name/edit (300), $name being the user's id: profile (names, position, photo), ticketing
// (active, backoffice URL) and the venues the user works at; the privilege matrix; the access
// actions (unlock, reset password, invitation, deactivate); two-factor sign-in. Online only.
import { Button, Card, Heading, HStack, Input, Stack, Switch, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { type StaffUserDetail, staffUpdateSchema } from '../../../contract/staff';
import { toaster } from '../../../lib/toaster';
import { CheckboxField } from '../../../lib/ui/checkbox-field';
import { type FieldErrors, issuesByField } from '../../../lib/ui/field-errors';
import { FormField } from '../../../lib/ui/form-field';
import { OfflineNotice, useOnline } from '../../../lib/ui/online-only';
import { QueryFailedAlert } from '../../../lib/ui/query-failed-alert';
import { errorMessage } from '../../../lib/ui/request-error';
import { ScreenHeader } from '../../../lib/ui/screen-header';
import { ErrorAlert } from '../../../lib/ui/status-alerts';
import { useDocumentTitle } from '../../../lib/ui/use-document-title';
import { useStaffUser, useUpdateStaff } from '../api/staff';
import { translateMessage } from '../messages';
import { AccountActions } from './account-actions';
import { PrivilegeMatrix } from './privilege-matrix';
import { ProfileFields, type ProfileValues } from './profile-fields';
import { StatusBadge } from './status-badge';
import { TwoFactorAdmin } from './two-factor-admin';

function ProfileCard({ user }: { user: StaffUserDetail }) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const save = useUpdateStaff(user.id);
  const initial = () => ({
    profile: { firstName: user.firstName, lastName: user.lastName, position: user.position, photoUrl: user.photoUrl ?? '' },
    ticketingActive: user.ticketingActive,
    ticketingUrl: user.ticketingUrl ?? '',
    venueIds: user.venueIds,
  });
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when a saved answer comes back
  useEffect(() => setForm(initial()), [user]);
  const setProfile = (profile: ProfileValues) => setForm((f) => ({ ...f, profile }));
  const toggleVenue = (id: string, on: boolean) =>
    setForm((f) => ({ ...f, venueIds: on ? [...f.venueIds, id] : f.venueIds.filter((v) => v !== id) }));

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = v.safeParse(staffUpdateSchema, {
      ...form.profile,
      ticketingActive: form.ticketingActive,
      ticketingUrl: form.ticketingUrl,
      venueIds: form.venueIds,
    });
    setErrors(parsed.success ? {} : issuesByField(parsed.issues));
    if (!parsed.success) return;
    setError(null);
    save.mutate(parsed.output, {
      onSuccess: () => toaster.create({ type: 'success', title: t`Cambios guardados` }),
      onError: (err) => setError(errorMessage(err, i18n, online, translateMessage)),
    });
  };

  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Heading size="md">
          <Trans>Datos</Trans>
        </Heading>
      </Card.Header>
      <Card.Body>
        <form onSubmit={submit} noValidate>
          <Stack gap="5">
            <ErrorAlert message={error} testId="staff-edit-error" />
            <ProfileFields values={form.profile} onChange={setProfile} errors={errors} />
            <Switch.Root
              checked={form.ticketingActive}
              onCheckedChange={({ checked }) => setForm((f) => ({ ...f, ticketingActive: checked }))}
              colorPalette="brand"
            >
              <Switch.HiddenInput />
              <Switch.Control />
              <Switch.Label>
                <Trans>Ticketera activa</Trans>
              </Switch.Label>
            </Switch.Root>
            {form.ticketingActive && (
              <FormField
                label={t`Dirección del backoffice de la ticketera`}
                error={errors.ticketingUrl}
                translate={translateMessage}
              >
                <Input
                  value={form.ticketingUrl}
                  onChange={(e) => setForm({ ...form, ticketingUrl: e.currentTarget.value })}
                  inputMode="url"
                  placeholder="https://"
                  data-testid="staff-ticketing-url"
                />
              </FormField>
            )}
            <FormField label={t`Locales donde trabaja`} error={errors.venueIds} translate={translateMessage}>
              <HStack gap="4" wrap="wrap">
                {user.venueChoices.map((venue) => (
                  <CheckboxField
                    key={venue.id}
                    colorPalette="brand"
                    checked={form.venueIds.includes(venue.id)}
                    onChange={(checked) => toggleVenue(venue.id, checked)}
                    label={venue.name}
                  />
                ))}
              </HStack>
            </FormField>
            <HStack justify="flex-end">
              <Button type="submit" colorPalette="brand" loading={save.isPending} disabled={!online} data-testid="staff-save">
                <Trans>Guardar cambios</Trans>
              </Button>
            </HStack>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}

export function StaffEditPage({ id }: { id: string }) {
  const { t } = useLingui();
  const online = useOnline();
  const query = useStaffUser(id);
  const user = query.data;
  useDocumentTitle(user ? user.displayName : t`Usuario`);
  return (
    <Stack gap="5" data-testid="staff-edit-page">
      <ScreenHeader
        section={<Trans>Usuarios</Trans>}
        title={user?.displayName ?? <Trans>Usuario</Trans>}
        description={
          user && (
            <HStack gap="2" as="span" wrap="wrap">
              <Text as="span">{user.email}</Text>
              <StatusBadge status={user.status} />
            </HStack>
          )
        }
        actions={
          <Button asChild variant="outline">
            <Link to="/logged/user/list">
              <Trans>Volver a la lista</Trans>
            </Link>
          </Button>
        }
      />
      {!online && <OfflineNotice>{t`Sin conexión no se pueden cambiar cuentas ni privilegios.`}</OfflineNotice>}
      {query.isError && !user && <QueryFailedAlert query={query} testId="staff-edit-load-error" />}
      {user && (
        <>
          <ProfileCard user={user} />
          <PrivilegeMatrix user={user} />
          <AccountActions user={user} />
          <TwoFactorAdmin user={user} />
        </>
      )}
    </Stack>
  );
}
