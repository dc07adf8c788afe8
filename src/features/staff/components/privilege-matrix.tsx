// The privileges of user/$name/edit, roles first (issue 37, item 3): the named roles (presets that
// keep the four-eyes rules: a cashier counts blind and asks for cancellations, a supervisor who did
// not count confirms and decides), each with what it may do, the user's current one marked; the
// permissions grouped by area behind them, with the codes as a small detail; then a save.
// Read-only on one's own account (nobody changes their own codes) and for codes the admin does not
// hold (they can be neither granted nor removed).
import { Badge, Box, Button, Card, Collapsible, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { type PrivilegeCode, ROLE_PRESETS, roleOf } from '../../../contract/privileges';
import type { StaffUserDetail } from '../../../contract/staff';
import { presetDescription, presetLabel, privilegeAreas, ROLE_PRESET_IDS, roleLabel } from '../../../lib/auth/privilege-labels';
import { useAuth } from '../../../lib/auth/use-auth';
import { toaster } from '../../../lib/toaster';
import { CheckboxField } from '../../../lib/ui/checkbox-field';
import { useOnline } from '../../../lib/ui/online-only';
import { errorMessage } from '../../../lib/ui/request-error';
import { ErrorAlert } from '../../../lib/ui/status-alerts';
import { useSetPrivileges } from '../api/staff';

export function PrivilegeMatrix({ user }: { user: StaffUserDetail }) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const mine = new Set(useAuth().user?.privi ?? []);
  const save = useSetPrivileges(user.id);
  const [codes, setCodes] = useState<Set<PrivilegeCode>>(new Set(user.codes));
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setCodes(new Set(user.codes)), [user.codes]);
  const readOnly = user.self;
  const editable = (code: string) => !readOnly && mine.has(code);
  const toggle = (code: PrivilegeCode, on: boolean) =>
    setCodes((prev) => {
      const next = new Set(prev);
      if (on) next.add(code);
      else next.delete(code);
      return next;
    });
  // A preset replaces the codes the admin may change and keeps the others as they are.
  const applyPreset = (preset: (typeof ROLE_PRESET_IDS)[number]) =>
    setCodes((prev) => {
      const wanted = new Set<PrivilegeCode>(ROLE_PRESETS[preset]);
      return new Set([...prev].filter((c) => !mine.has(c)).concat([...wanted].filter((c) => mine.has(c))));
    });
  const dirty = codes.size !== user.codes.length || user.codes.some((c) => !codes.has(c));
  const role = roleOf([...codes]);
  const [detailOpen, setDetailOpen] = useState(() => roleOf(user.codes) === null);

  const submit = () => {
    setError(null);
    save.mutate([...codes].sort(), {
      onSuccess: () => toaster.create({ type: 'success', title: t`Privilegios guardados` }),
      onError: (e) => setError(errorMessage(e, i18n, online)),
    });
  };

  return (
    <Card.Root variant="outline" data-testid="privilege-matrix">
      <Card.Header>
        <Heading size="md">
          <Trans>Privilegios</Trans>
        </Heading>
        {readOnly ? (
          <Text textStyle="sm" color="fg.muted">
            <Trans>Es tu propia cuenta: otra persona con el privilegio 300 puede cambiar tus privilegios.</Trans>
          </Text>
        ) : (
          <Text textStyle="sm" color="fg.muted">
            <Trans>Solo puedes otorgar o quitar los privilegios que tienes.</Trans>
          </Text>
        )}
      </Card.Header>
      <Card.Body>
        <Stack gap="5">
          <Stack gap="2" role="radiogroup" aria-label={t`Rol`}>
            <HStack justify="space-between" wrap="wrap" gap="2">
              <Text fontWeight="semibold" textStyle="sm">
                <Trans>Rol</Trans>
              </Text>
              <Badge variant="subtle" colorPalette={role ? 'brand' : 'gray'} data-testid="privileges-role">
                {roleLabel(i18n, [...codes])}
              </Badge>
            </HStack>
            <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="2">
              {ROLE_PRESET_IDS.map((p) => (
                <Box
                  key={p}
                  as="button"
                  role="radio"
                  aria-checked={role === p}
                  textAlign="start"
                  borderWidth={role === p ? '2px' : '1px'}
                  borderColor={role === p ? 'brand.solid' : 'border'}
                  borderRadius="l2"
                  p="3"
                  minH="11"
                  bg={role === p ? 'brand.subtle' : 'bg.panel'}
                  cursor={readOnly ? 'default' : 'pointer'}
                  opacity={readOnly && role !== p ? 0.6 : 1}
                  onClick={readOnly ? undefined : () => applyPreset(p)}
                  aria-disabled={readOnly || undefined}
                  data-testid={`preset-${p}`}
                >
                  <Text fontWeight="semibold" textStyle="sm">
                    {presetLabel(i18n, p)}
                  </Text>
                  <Text textStyle="xs" color="fg.muted">
                    {presetDescription(i18n, p)}
                  </Text>
                </Box>
              ))}
            </SimpleGrid>
          </Stack>
          <Collapsible.Root open={detailOpen} onOpenChange={(e) => setDetailOpen(e.open)}>
            <Collapsible.Trigger asChild>
              <Button variant="ghost" size="sm" alignSelf="flex-start" px="0" data-testid="privileges-detail-toggle">
                {detailOpen ? <Trans>Ocultar los permisos por área</Trans> : <Trans>Ver y ajustar los permisos por área</Trans>}
              </Button>
            </Collapsible.Trigger>
            <Collapsible.Content>
              <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="5" pt="3">
                {privilegeAreas(i18n).map((area) => {
                  const held = area.codes.filter((c) => codes.has(c.code)).length;
                  const total = area.codes.length;
                  return (
                    <Stack key={area.area} gap="2" as="fieldset">
                      <Text as="legend" fontWeight="semibold" textStyle="sm">
                        {area.label}{' '}
                        <Text as="span" color="fg.muted" fontWeight="normal">
                          {t`${held} de ${total}`}
                        </Text>
                      </Text>
                      {area.codes.map(({ code, label }) => (
                        <CheckboxField
                          key={code}
                          size="sm"
                          colorPalette="brand"
                          checked={codes.has(code)}
                          disabled={!editable(code)}
                          onChange={(checked) => toggle(code, checked)}
                          data-testid={`code-${code}`}
                          label={
                            <>
                              {label}{' '}
                              <Text as="span" color="fg.subtle" textStyle="2xs">
                                {code}
                              </Text>
                            </>
                          }
                        />
                      ))}
                    </Stack>
                  );
                })}
              </SimpleGrid>
            </Collapsible.Content>
          </Collapsible.Root>
          <ErrorAlert message={error} testId="privileges-error" />
          {!readOnly && (
            <HStack justify="flex-end">
              <Button
                colorPalette="brand"
                onClick={submit}
                loading={save.isPending}
                disabled={!online || !dirty}
                data-testid="privileges-save"
              >
                <Trans>Guardar privilegios</Trans>
              </Button>
            </HStack>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
