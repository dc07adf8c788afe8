// The profile fields shared by user/new and user/$name/edit: names, position and photo address
// (https; no upload here), with their errors from the contract schema.
import { Avatar, HStack, Input, SimpleGrid } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { FieldErrors } from '../../../lib/ui/field-errors';
import { FormField } from '../../../lib/ui/form-field';
import { translateMessage } from '../messages';

export interface ProfileValues {
  firstName: string;
  lastName: string;
  position: string;
  photoUrl: string;
}

export function ProfileFields({
  values,
  onChange,
  errors,
}: {
  values: ProfileValues;
  onChange(next: ProfileValues): void;
  errors: FieldErrors;
}) {
  const { t } = useLingui();
  const set = (key: keyof ProfileValues) => (e: { currentTarget: { value: string } }) =>
    onChange({ ...values, [key]: e.currentTarget.value });
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
      <FormField label={t`Nombre`} required error={errors.firstName} translate={translateMessage}>
        <Input value={values.firstName} onChange={set('firstName')} autoComplete="off" data-testid="staff-first-name" />
      </FormField>
      <FormField label={t`Apellido`} required error={errors.lastName} translate={translateMessage}>
        <Input value={values.lastName} onChange={set('lastName')} autoComplete="off" data-testid="staff-last-name" />
      </FormField>
      <FormField label={t`Puesto`} error={errors.position} translate={translateMessage}>
        <Input
          value={values.position}
          onChange={set('position')}
          placeholder={t`Ej.: Cajera de barra`}
          data-testid="staff-position"
        />
      </FormField>
      <FormField
        label={t`Foto (dirección https)`}
        error={errors.photoUrl}
        translate={translateMessage}
        help={t`Dirección de una imagen publicada; vacío muestra el avatar por defecto.`}
      >
        <HStack>
          <Avatar.Root size="sm">
            <Avatar.Fallback name={`${values.firstName} ${values.lastName}`} />
            {values.photoUrl.startsWith('https://') && <Avatar.Image src={values.photoUrl} />}
          </Avatar.Root>
          <Input
            value={values.photoUrl}
            onChange={set('photoUrl')}
            inputMode="url"
            placeholder="https://"
            data-testid="staff-photo"
          />
        </HStack>
      </FormField>
    </SimpleGrid>
  );
}
