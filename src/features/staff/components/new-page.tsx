// user/new (300): a new staff account at the admin's venue. It starts either with the default
// password (or, when the deployment sets none, a generated one shown once; valid 24 h, changed at
// first sign-in) or with a one-time invitation link (shown once to the admin, who hands it over);
// a role preset may fill its first codes. Online only.
import { Button, Card, HStack, Input, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import * as v from 'valibot';
import { ROLE_PRESETS, type RolePreset } from '../../../contract/privileges';
import { staffCreateSchema } from '../../../contract/staff';
import { presetLabel, ROLE_PRESET_IDS } from '../../../lib/auth/privilege-labels';
import { toaster } from '../../../lib/toaster';
import { type FieldErrors, issuesByField } from '../../../lib/ui/field-errors';
import { FormField } from '../../../lib/ui/form-field';
import { OfflineNotice, useOnline } from '../../../lib/ui/online-only';
import { errorMessage } from '../../../lib/ui/request-error';
import { ScreenHeader } from '../../../lib/ui/screen-header';
import { SelectBox } from '../../../lib/ui/select-box';
import { ErrorAlert } from '../../../lib/ui/status-alerts';
import { useDocumentTitle } from '../../../lib/ui/use-document-title';
import { useCreateStaff } from '../api/staff';
import { translateMessage } from '../messages';
import { InvitationLink, TemporaryPassword } from './invitation-link';
import { ProfileFields, type ProfileValues } from './profile-fields';

export function StaffNewPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Nuevo usuario`);
  const online = useOnline();
  const navigate = useNavigate();
  const create = useCreateStaff();
  const [email, setEmail] = useState('');
  const [profile, setProfile] = useState<ProfileValues>({ firstName: '', lastName: '', position: '', photoUrl: '' });
  const [start, setStart] = useState<'default' | 'invite'>('default');
  const [preset, setPreset] = useState<RolePreset | ''>('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [invited, setInvited] = useState<{
    userId: string;
    link: string | null;
    expiresAt: string | null;
    password: string | null;
  } | null>(null);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const codes = preset ? [...ROLE_PRESETS[preset]] : [];
    const parsed = v.safeParse(staffCreateSchema, { email, ...profile, start, codes });
    setErrors(parsed.success ? {} : issuesByField(parsed.issues));
    if (!parsed.success) return;
    setError(null);
    create.mutate(parsed.output, {
      onSuccess: ({ user, invitationExpiresAt, invitationLink, temporaryPassword }) => {
        toaster.create({
          type: 'success',
          title: t`Se creó la cuenta de ${user.displayName}`,
          description:
            invitationLink || temporaryPassword ? undefined : t`Entra con la contraseña por defecto y la cambia al ingresar.`,
        });
        if (invitationLink || temporaryPassword) {
          setInvited({ userId: user.id, link: invitationLink, expiresAt: invitationExpiresAt, password: temporaryPassword });
        } else navigate({ to: '/logged/user/$name/edit', params: { name: user.id } });
      },
      onError: (err) => setError(errorMessage(err, i18n, online, translateMessage)),
    });
  };

  return (
    <Stack gap="5" maxW="4xl" data-testid="staff-new-page">
      <ScreenHeader
        section={<Trans>Usuario</Trans>}
        title={<Trans>Nuevo usuario</Trans>}
        description={<Trans>La cuenta queda en este local; los privilegios se ajustan después en la ficha.</Trans>}
        actions={
          <Button asChild variant="outline">
            <Link to="/logged/user/list">
              <Trans>Volver a la lista</Trans>
            </Link>
          </Button>
        }
      />
      {invited && (
        <Stack gap="3">
          {invited.link && <InvitationLink link={invited.link} expiresAt={invited.expiresAt} />}
          {invited.password && <TemporaryPassword password={invited.password} />}
          <HStack justify="flex-end">
            <Button asChild colorPalette="brand" data-testid="staff-open-created">
              <Link to="/logged/user/$name/edit" params={{ name: invited.userId }}>
                <Trans>Ir a la ficha</Trans>
              </Link>
            </Button>
          </HStack>
        </Stack>
      )}
      {!online && <OfflineNotice>{t`Sin conexión no se pueden crear cuentas.`}</OfflineNotice>}
      {/* Once the invitation is made the form is done: sending it again would only meet "ya existe". */}
      {!invited && (
        <Card.Root variant="outline">
          <Card.Body>
            <form onSubmit={submit} noValidate>
              <Stack gap="5">
                <ErrorAlert message={error} testId="staff-new-error" />
                <FormField label={t`Correo (usuario)`} required error={errors.email} translate={translateMessage}>
                  <Input
                    type="email"
                    value={email}
                    onChange={(e) => setEmail(e.currentTarget.value)}
                    autoComplete="off"
                    data-testid="staff-email"
                  />
                </FormField>
                <ProfileFields values={profile} onChange={setProfile} errors={errors} />
                <FormField label={t`Rol inicial`} help={t`Rellena los privilegios con los de un rol; se pueden cambiar después.`}>
                  <SelectBox
                    value={preset}
                    onChange={(p) => setPreset(p as RolePreset | '')}
                    testId="staff-preset"
                    placeholder={t`Sin privilegios`}
                    options={ROLE_PRESET_IDS.map((p) => ({ value: p, label: presetLabel(i18n, p) }))}
                  />
                </FormField>
                <RadioGroup.Root value={start} onValueChange={(d) => setStart(d.value as 'default' | 'invite')}>
                  <Text fontWeight="medium" mb="2">
                    <Trans>Cómo empieza la cuenta</Trans>
                  </Text>
                  <Stack gap="3">
                    <RadioGroup.Item value="default" data-testid="staff-start-default">
                      <RadioGroup.ItemHiddenInput />
                      <RadioGroup.ItemIndicator />
                      <RadioGroup.ItemText>
                        <Trans>Contraseña por defecto: la cambia al ingresar por primera vez</Trans>
                      </RadioGroup.ItemText>
                    </RadioGroup.Item>
                    <RadioGroup.Item value="invite" data-testid="staff-start-invite">
                      <RadioGroup.ItemHiddenInput />
                      <RadioGroup.ItemIndicator />
                      <RadioGroup.ItemText>
                        <Trans>Enlace de invitación de un solo uso: la persona elige su contraseña</Trans>
                      </RadioGroup.ItemText>
                    </RadioGroup.Item>
                  </Stack>
                </RadioGroup.Root>
                <HStack justify="flex-end">
                  <Button
                    type="submit"
                    colorPalette="brand"
                    loading={create.isPending}
                    disabled={!online}
                    data-testid="staff-create"
                  >
                    <Trans>Crear cuenta</Trans>
                  </Button>
                </HStack>
              </Stack>
            </form>
          </Card.Body>
        </Card.Root>
      )}
    </Stack>
  );
}
