// "Mis datos" on user/account: the user's own names and display name, the photo (JPG, PNG or
// WebP up to 2 MB; the server checks type, content and size) and a link to change the password
// (the changePass screen, not a copy of it).
import { Avatar, Button, HStack, Input, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { accountBodySchema, MAX_PHOTO_BYTES, PHOTO_ACCEPT, photoTypeOf } from '../../../contract/account';
import type { SessionUser } from '../../../contract/auth';
import { useAuth } from '../../../lib/auth/use-auth';
import { toaster } from '../../../lib/toaster';
import { FormField } from '../../../lib/ui/form-field';
import { useOnline } from '../../../lib/ui/online-only';
import { PanelCard } from '../../../lib/ui/panel-card';
import { errorMessage } from '../../../lib/ui/request-error';
import { ErrorAlert } from '../../../lib/ui/status-alerts';
import { useValibotForm } from '../../../lib/ui/use-valibot-form';
import { useSaveAccount, useUploadPhoto } from '../api/account';

function PhotoField({ user }: { user: SessionUser }) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const { refresh } = useAuth();
  const upload = useUploadPhoto();
  const input = useRef<HTMLInputElement>(null);
  const pick = (file: File | undefined) => {
    if (!file) return;
    if (!photoTypeOf(file.name)) {
      toaster.create({ type: 'error', title: t`La foto debe ser JPG, PNG o WebP` });
      return;
    }
    if (file.size > MAX_PHOTO_BYTES) {
      toaster.create({ type: 'error', title: t`La foto no puede superar los 2 MB` });
      return;
    }
    upload.mutate(file, {
      onSuccess: () => {
        toaster.create({ type: 'success', title: t`Foto actualizada` });
        void refresh();
      },
      onError: (e) => toaster.create({ type: 'error', title: errorMessage(e, i18n, online) }),
    });
  };
  const name = user.displayName || `${user.name} ${user.lastname}`;
  return (
    <HStack gap="4">
      <Avatar.Root size="2xl" colorPalette="brand" variant="subtle" flexShrink={0}>
        <Avatar.Fallback name={name} />
        {user.photoURL && <Avatar.Image src={user.photoURL} alt="" />}
      </Avatar.Root>
      <Stack gap="1">
        <input
          ref={input}
          type="file"
          accept={PHOTO_ACCEPT}
          hidden
          onChange={(e) => pick(e.target.files?.[0])}
          data-testid="photo-input"
        />
        <Button size="sm" variant="outline" loading={upload.isPending} disabled={!online} onClick={() => input.current?.click()}>
          <Trans>Cambiar foto</Trans>
        </Button>
        <Text textStyle="xs" color="fg.muted">
          <Trans>JPG, PNG o WebP, hasta 2 MB.</Trans>
        </Text>
      </Stack>
    </HStack>
  );
}

export function AccountFormCard({ user }: { user: SessionUser }) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const { refresh } = useAuth();
  const save = useSaveAccount();
  const form = useValibotForm(accountBodySchema, {
    defaultValues: { firstName: user.name, lastName: user.lastname, displayName: user.displayName },
  });
  const { reset } = form;
  useEffect(() => {
    reset({ firstName: user.name, lastName: user.lastname, displayName: user.displayName });
  }, [user.name, user.lastname, user.displayName, reset]);
  const submit = form.handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: () => {
        toaster.create({ type: 'success', title: t`Cambios guardados` });
        void refresh();
      },
    }),
  );
  return (
    <PanelCard title={<Trans>Mis datos</Trans>} description={user.email} testId="account-form" bodyProps={{ gap: '5' }}>
      <PhotoField user={user} />
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <ErrorAlert message={save.error ? errorMessage(save.error, i18n, online) : null} testId="account-error" />
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <FormField label={t({ message: 'Nombre', context: 'persona' })} required error={form.errorText('firstName')}>
              <Input {...form.register('firstName')} maxLength={100} autoComplete="given-name" data-testid="account-firstName" />
            </FormField>
            <FormField label={t`Apellido`} required error={form.errorText('lastName')}>
              <Input {...form.register('lastName')} maxLength={100} autoComplete="family-name" />
            </FormField>
          </SimpleGrid>
          <FormField
            label={t`Nombre visible`}
            required
            error={form.errorText('displayName')}
            help={t`Cómo te ven los demás en avisos, solicitudes y el registro de cambios.`}
          >
            <Input {...form.register('displayName')} maxLength={100} data-testid="account-displayName" />
          </FormField>
          <HStack justify="space-between" flexWrap="wrap" gap="3">
            <Button type="submit" loading={save.isPending} disabled={!online} data-testid="account-save">
              <Trans>Guardar</Trans>
            </Button>
            <Link asChild color="brand.fg" textStyle="sm" fontWeight="medium">
              <RouterLink to="/logged/changePass">
                <Trans>Cambiar contraseña</Trans>
              </RouterLink>
            </Link>
          </HStack>
        </Stack>
      </form>
    </PanelCard>
  );
}
