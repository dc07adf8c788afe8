// Parts every stock configuration screen shares: the online state (these screens need the
// server), load and save errors in the user's language, the edit dialog frame, status badges and
// filters.
import {
  Alert,
  Badge,
  Box,
  Button,
  CloseButton,
  Dialog,
  Field,
  Flex,
  Heading,
  NativeSelect,
  Portal,
  Stack,
  Text,
  useBreakpointValue,
} from '@chakra-ui/react';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent, ReactNode } from 'react';
import { FALLBACK_ERROR_MESSAGE, toApiError } from '../../../lib/api-client';
import { useOnline } from '../../../lib/ui/online-only';
import { translateMessage } from '../messages';

const NO_SERVER = msg`No se pudo conectar con el servidor. Intenta de nuevo.`;
const OFFLINE = msg`No tienes conexión a internet`;

/** What a failed request says: the server's (translated) message, or that there is no network. */
export function errorMessage(error: unknown, i18n: I18n, online: boolean): string {
  const e = toApiError(error);
  if (e.status === undefined && (!online || e.message === FALLBACK_ERROR_MESSAGE)) {
    return i18n._(online ? NO_SERVER : OFFLINE);
  }
  return translateMessage(i18n, e.message) ?? e.message;
}

/** The page head of a configuration screen. */
export function ConfigHeader({ title, intro, actions }: { title: string; intro: ReactNode; actions?: ReactNode }) {
  return (
    <Flex gap="3" justify="space-between" align={{ base: 'stretch', md: 'flex-end' }} direction={{ base: 'column', md: 'row' }}>
      <Stack gap="1" maxW="3xl">
        <Text textStyle="sm" color="fg.muted" fontWeight="medium">
          <Trans>Configuraciones</Trans>
        </Text>
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          {title}
        </Heading>
        <Text color="fg.muted" textStyle="sm">
          {intro}
        </Text>
      </Stack>
      {actions}
    </Flex>
  );
}

/** Said above the lists while there is no network: they need the server to load and to save. */
export function OfflineNotice() {
  const online = useOnline();
  if (online) return null;
  return (
    <Alert.Root status="warning" variant="surface" borderRadius="l3" data-testid="config-offline">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <Trans>Sin conexión</Trans>
        </Alert.Title>
        <Alert.Description>
          <Trans>
            La configuración de stock se guarda en el servidor: mientras no haya conexión puedes ver lo que ya estaba cargado,
            pero no guardar cambios. Lo que escribas en un formulario se conserva hasta que vuelva la conexión.
          </Trans>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** A list that could not load: why, and a way to try again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const { i18n } = useLingui();
  const online = useOnline();
  return (
    <Alert.Root status="error" variant="surface" borderRadius="l3" data-testid="config-load-error">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>
          <Trans>No se pudo cargar la lista</Trans>
        </Alert.Title>
        <Alert.Description>{errorMessage(error, i18n, online)}</Alert.Description>
        <Box>
          <Button size="sm" variant="outline" onClick={onRetry}>
            <Trans>Reintentar</Trans>
          </Button>
        </Box>
      </Alert.Content>
    </Alert.Root>
  );
}

export function ActiveBadge({ active }: { active: boolean }) {
  return active ? (
    <Badge colorPalette="green" variant="subtle">
      <Trans>Activo</Trans>
    </Badge>
  ) : (
    <Badge colorPalette="gray" variant="subtle">
      <Trans>Inactivo</Trans>
    </Badge>
  );
}

export type StatusFilter = 'all' | 'active' | 'inactive';

export function matchesStatus(filter: StatusFilter, active: boolean): boolean {
  return filter === 'all' || (filter === 'active') === active;
}

/** A compact select for a list's filters (beside the search box). */
export function FilterSelect({
  label,
  value,
  onChange,
  options,
  testId,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  options: { value: string; label: string }[];
  testId?: string;
}) {
  return (
    <NativeSelect.Root size="sm" width="auto" minW="9rem" flex={{ base: '1 1 9rem', md: '0 0 auto' }}>
      <NativeSelect.Field
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        aria-label={label}
        bg="bg.panel"
        data-testid={testId}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

export function StatusFilterSelect({ value, onChange }: { value: StatusFilter; onChange(value: StatusFilter): void }) {
  const { t } = useLingui();
  return (
    <FilterSelect
      label={t`Estado`}
      value={value}
      onChange={(v) => onChange(v as StatusFilter)}
      options={[
        { value: 'all', label: t`Activos e inactivos` },
        { value: 'active', label: t`Solo activos` },
        { value: 'inactive', label: t`Solo inactivos` },
      ]}
      testId="filter-status"
    />
  );
}

/** The alert of a failed save, above the form's fields. */
export function SaveError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert.Root status="error" variant="subtle" borderRadius="l2" data-testid="config-save-error">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}

/** A labelled field with its validation message in place. */
export function FormField({
  label,
  error,
  help,
  required,
  children,
}: {
  label: string;
  error?: string;
  help?: string;
  required?: boolean;
  children: ReactNode;
}) {
  const { i18n } = useLingui();
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {help && !error && <Field.HelperText>{help}</Field.HelperText>}
      <Field.ErrorText>{translateMessage(i18n, error)}</Field.ErrorText>
    </Field.Root>
  );
}

/**
 * The dialog every create/edit form opens in: full screen on phones, centred above. A failed save
 * keeps it open with what was typed, and offline it says so before the user tries.
 */
export function FormDialog({
  open,
  onClose,
  title,
  size = 'md',
  saving,
  saveError,
  onSubmit,
  submitLabel,
  children,
  testId,
}: {
  open: boolean;
  onClose(): void;
  title: string;
  size?: 'md' | 'lg' | 'xl';
  saving: boolean;
  saveError: string | null;
  onSubmit(): void;
  submitLabel?: string;
  children: ReactNode;
  testId?: string;
}) {
  const { t } = useLingui();
  const online = useOnline();
  // Responsive sizes would keep the phone's full-screen min-height on larger screens: pick one.
  const fullOnPhone = useBreakpointValue<'full' | typeof size>({ base: 'full', md: size });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
      size={fullOnPhone ?? size}
      placement="center"
      scrollBehavior="inside"
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild data-testid={testId}>
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  {!online && (
                    <Alert.Root status="warning" variant="subtle" borderRadius="l2">
                      <Alert.Indicator />
                      <Alert.Title>
                        <Trans>Sin conexión: podrás guardar cuando vuelva la conexión.</Trans>
                      </Alert.Title>
                    </Alert.Root>
                  )}
                  <SaveError message={saveError} />
                  {children}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} type="button">
                  <Trans>Cancelar</Trans>
                </Button>
                <Button type="submit" colorPalette="brand" loading={saving} data-testid="config-save">
                  {submitLabel ?? t`Guardar`}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t`Cerrar`} type="button" />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
