// "Agenda" on user/account: the venue's contacts (suppliers, promoters, artists) with phone and
// email, for everyone of the venue; 300 or 201 add, edit and delete them.
import { Badge, Button, Card, HStack, Input, Link, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { CONTACT_KINDS, type ContactDto, type ContactKind, contactBodySchema } from '../../../contract/account';
import { MutationConfirmDialog } from '../../../lib/ui/confirm-dialog';
import { FormDialog } from '../../../lib/ui/form-dialog';
import { FormField } from '../../../lib/ui/form-field';
import { useOnline } from '../../../lib/ui/online-only';
import { QueryFailedAlert } from '../../../lib/ui/query-failed-alert';
import { useValibotForm } from '../../../lib/ui/use-valibot-form';
import { useAddressBookQuery, useDeleteContact, useSaveContact } from '../api/account';

const KIND_LABELS: Record<ContactKind, MessageDescriptor> = {
  supplier: msg`Proveedor`,
  promoter: msg`Promotor`,
  artist: msg`Artista`,
  other: msg`Otro`,
};

function ContactDialog({ contact, onClose }: { contact: ContactDto | null; onClose(): void }) {
  const { t, i18n } = useLingui();
  const save = useSaveContact();
  const form = useValibotForm(contactBodySchema, {
    defaultValues: contact
      ? { kind: contact.kind, name: contact.name, phone: contact.phone, email: contact.email, notes: contact.notes }
      : { kind: 'supplier', name: '', phone: '', email: '', notes: '' },
  });
  const submit = form.handleSubmit((body) => save.mutate({ id: contact?.id ?? null, body }, { onSuccess: onClose }));
  return (
    <FormDialog
      onlineOnly
      title={contact ? t`Editar contacto` : t`Nuevo contacto`}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitLabel={t`Guardar`}
      pending={save.isPending}
      error={save.error}
      testId="contact-dialog"
    >
      <FormField label={t`Tipo`}>
        <NativeSelect.Root>
          <NativeSelect.Field {...form.register('kind')}>
            {CONTACT_KINDS.map((k) => (
              <option key={k} value={k}>
                {i18n._(KIND_LABELS[k])}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField label={t`Nombre`} required error={form.errorText('name')}>
        <Input {...form.register('name')} maxLength={120} data-testid="contact-name" />
      </FormField>
      <FormField label={t`Teléfono`} error={form.errorText('phone')}>
        <Input {...form.register('phone')} maxLength={40} inputMode="tel" />
      </FormField>
      <FormField label={t`Correo`} error={form.errorText('email')}>
        <Input {...form.register('email')} maxLength={254} inputMode="email" />
      </FormField>
      <FormField label={t`Notas`} error={form.errorText('notes')}>
        <Textarea {...form.register('notes')} maxLength={1000} rows={2} />
      </FormField>
    </FormDialog>
  );
}

export function AddressBookCard() {
  const { i18n } = useLingui();
  const online = useOnline();
  const query = useAddressBookQuery();
  const remove = useDeleteContact();
  const [editing, setEditing] = useState<ContactDto | null | 'new'>(null);
  const [deleting, setDeleting] = useState<ContactDto | null>(null);
  const canEdit = query.data?.canEdit ?? false;
  const contacts = query.data?.contacts ?? [];
  return (
    <Card.Root variant="outline" bg="bg.panel" data-testid="address-book">
      <Card.Header>
        <HStack justify="space-between" gap="3">
          <Stack gap="1">
            <Card.Title>
              <Trans>Agenda del local</Trans>
            </Card.Title>
            <Card.Description>
              <Trans>Proveedores, promotores y artistas con sus datos de contacto.</Trans>
            </Card.Description>
          </Stack>
          {canEdit && (
            <Button size="sm" disabled={!online} onClick={() => setEditing('new')} data-testid="contact-new">
              <Trans>Agregar</Trans>
            </Button>
          )}
        </HStack>
      </Card.Header>
      <Card.Body pt="0">
        {query.error ? (
          <QueryFailedAlert query={query} testId="address-book-error" />
        ) : contacts.length === 0 ? (
          <Text textStyle="sm" color="fg.muted">
            <Trans>La agenda está vacía.</Trans>
          </Text>
        ) : (
          <Stack as="ul" listStyleType="none" gap="0">
            {contacts.map((c) => (
              <HStack as="li" key={c.id} justify="space-between" py="2" borderBottomWidth="1px" gap="3" data-testid="contact-row">
                <Stack gap="0.5" minW="0">
                  <HStack gap="2">
                    <Text textStyle="sm" fontWeight="medium" truncate>
                      {c.name}
                    </Text>
                    <Badge variant="subtle" flexShrink={0}>
                      {i18n._(KIND_LABELS[c.kind])}
                    </Badge>
                  </HStack>
                  <HStack gap="3" textStyle="xs" flexWrap="wrap">
                    {c.phone && <Link href={`tel:${c.phone.replace(/[^\d+]/g, '')}`}>{c.phone}</Link>}
                    {c.email && <Link href={`mailto:${c.email}`}>{c.email}</Link>}
                  </HStack>
                </Stack>
                {canEdit && (
                  <HStack gap="1" flexShrink={0}>
                    <Button size="xs" variant="outline" disabled={!online} onClick={() => setEditing(c)}>
                      <Trans>Editar</Trans>
                    </Button>
                    <Button size="xs" variant="outline" colorPalette="red" disabled={!online} onClick={() => setDeleting(c)}>
                      <Trans>Borrar</Trans>
                    </Button>
                  </HStack>
                )}
              </HStack>
            ))}
          </Stack>
        )}
      </Card.Body>
      {editing && <ContactDialog contact={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {deleting && (
        <MutationConfirmDialog
          title={<Trans>¿Borrar {deleting.name} de la agenda?</Trans>}
          confirmLabel={<Trans>Borrar</Trans>}
          mutation={remove}
          variables={deleting.id}
          onClose={() => setDeleting(null)}
          testId="contact-delete-dialog"
          confirmTestId="contact-delete-confirm"
        >
          <Trans>El contacto desaparece de la agenda para todo el local.</Trans>
        </MutationConfirmDialog>
      )}
    </Card.Root>
  );
}
