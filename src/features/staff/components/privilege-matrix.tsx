// The privilege matrix of user/$name/edit: every code grouped by SPEC §6 area with its readable
// name, role presets that fill it, and a save. Read-only on one's own account (nobody changes their
// own codes) and for codes the admin does not hold (they can be neither granted nor removed).
import { Button, Card, Heading, HStack, SimpleGrid, Stack, Text, Wrap } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { type PrivilegeCode, ROLE_PRESETS } from '../../../contract/privileges';
import type { StaffUserDetail } from '../../../contract/staff';
import { presetLabel, privilegeAreas, ROLE_PRESET_IDS } from '../../../lib/auth/privilege-labels';
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
          {!readOnly && (
            <Wrap gap="2" aria-label={t`Roles`}>
              {ROLE_PRESET_IDS.map((p) => (
                <Button key={p} size="sm" variant="outline" onClick={() => applyPreset(p)} data-testid={`preset-${p}`}>
                  {presetLabel(i18n, p)}
                </Button>
              ))}
            </Wrap>
          )}
          <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="5">
            {privilegeAreas(i18n).map((area) => (
              <Stack key={area.area} gap="2" as="fieldset">
                <Text as="legend" fontWeight="semibold" textStyle="sm">
                  {area.label}
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
                        <Text as="span" color="fg.muted" textStyle="xs">
                          {code}
                        </Text>
                      </>
                    }
                  />
                ))}
              </Stack>
            ))}
          </SimpleGrid>
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
