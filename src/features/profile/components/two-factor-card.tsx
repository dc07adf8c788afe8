// "Verificación en dos pasos" (issue 16 "Security"): enrol an authenticator app by scanning the
// QR (or typing the secret), confirm with its first code, keep the recovery codes shown once;
// later, new recovery codes or turning it off, each with a current code. Turning off is not
// offered while an admin requires it.
import { Badge, Button, Card, Code, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useMemo, useState } from 'react';
import { renderSVG } from 'uqr';
import type { TwoFactorSetupDto } from '../../../contract/two-factor';
import { useOnline } from '../../../lib/ui/online-only';
import { QrImage } from '../../../lib/ui/qr-image';
import { QueryFailedAlert } from '../../../lib/ui/query-failed-alert';
import { errorMessage } from '../../../lib/ui/request-error';
import { ErrorAlert } from '../../../lib/ui/status-alerts';
import { useTwoFactorAction, useTwoFactorQuery, useTwoFactorSetup } from '../api/two-factor';
import { RecoveryCodes } from './recovery-codes';

function CodeField({ value, onChange, testId }: { value: string; onChange(v: string): void; testId: string }) {
  const { t } = useLingui();
  return (
    <Field.Root maxW="48">
      <Field.Label>
        <Trans>Código de la aplicación</Trans>
      </Field.Label>
      <Input
        value={value}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, 6))}
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder="123456"
        letterSpacing="0.3em"
        aria-label={t`Código de la aplicación`}
        data-testid={testId}
      />
    </Field.Root>
  );
}

function Enrolment({ setup, onCodes, onCancel }: { setup: TwoFactorSetupDto; onCodes(c: string[]): void; onCancel(): void }) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const confirm = useTwoFactorAction('confirm', onCodes);
  const [code, setCode] = useState('');
  const svg = useMemo(() => renderSVG(setup.otpauthUri, { ecc: 'M', border: 2 }), [setup.otpauthUri]);
  const grouped = setup.secret.match(/.{1,4}/g)?.join(' ') ?? setup.secret;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    confirm.mutate(code, { onError: () => setCode('') });
  };
  return (
    <form onSubmit={submit} data-testid="two-factor-enrolment">
      <Stack gap="4">
        <Text textStyle="sm">
          <Trans>
            1. Escanea el código QR con tu aplicación de autenticación (Google Authenticator, Microsoft Authenticator,
            1Password…).
          </Trans>
        </Text>
        <QrImage
          svg={svg}
          size="48"
          alignSelf={{ base: 'center', sm: 'flex-start' }}
          label={t`Código QR para la aplicación de autenticación`}
          testId="two-factor-qr"
        />
        <Stack gap="1">
          <Text textStyle="sm" color="fg.muted">
            <Trans>¿No puedes escanear? Ingresa esta clave a mano:</Trans>
          </Text>
          <Code size="lg" fontFamily="mono" wordBreak="break-all" data-testid="two-factor-secret">
            {grouped}
          </Code>
        </Stack>
        <Text textStyle="sm">
          <Trans>2. Ingresa el código de 6 dígitos que muestra la aplicación.</Trans>
        </Text>
        <ErrorAlert message={confirm.error ? errorMessage(confirm.error, i18n, online) : null} testId="two-factor-error" />
        <CodeField value={code} onChange={setCode} testId="two-factor-code" />
        <HStack gap="2">
          <Button
            type="submit"
            colorPalette="brand"
            disabled={code.length !== 6 || !online}
            loading={confirm.isPending}
            data-testid="two-factor-confirm"
          >
            <Trans>Activar</Trans>
          </Button>
          <Button variant="ghost" onClick={onCancel}>
            <Trans>Cancelar</Trans>
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

function Manage({ required, left, onCodes }: { required: boolean; left: number; onCodes(c: string[]): void }) {
  const { i18n } = useLingui();
  const online = useOnline();
  const regenerate = useTwoFactorAction('recovery-codes', onCodes);
  const disable = useTwoFactorAction('disable');
  const [code, setCode] = useState('');
  const error = regenerate.error ?? disable.error;
  const ready = code.length === 6 && online;
  return (
    <Stack gap="4">
      <Text textStyle="sm" data-testid="two-factor-left">
        <Trans>Te quedan {left} códigos de recuperación.</Trans>
      </Text>
      <ErrorAlert message={error ? errorMessage(error, i18n, online) : null} testId="two-factor-error" />
      <CodeField value={code} onChange={setCode} testId="two-factor-manage-code" />
      <HStack gap="2" wrap="wrap">
        <Button
          variant="outline"
          disabled={!ready}
          loading={regenerate.isPending}
          onClick={() => {
            disable.reset();
            regenerate.mutate(code, { onSettled: () => setCode('') });
          }}
        >
          <Trans>Generar códigos nuevos</Trans>
        </Button>
        {!required && (
          <Button
            variant="outline"
            colorPalette="red"
            disabled={!ready}
            loading={disable.isPending}
            onClick={() => {
              regenerate.reset();
              disable.mutate(code, { onSettled: () => setCode('') });
            }}
            data-testid="two-factor-disable"
          >
            <Trans>Desactivar</Trans>
          </Button>
        )}
      </HStack>
    </Stack>
  );
}

export function TwoFactorCard({ onEnrolled }: { onEnrolled?(): void }) {
  const { i18n } = useLingui();
  const online = useOnline();
  const query = useTwoFactorQuery();
  const setup = useTwoFactorSetup();
  const [codes, setCodes] = useState<string[] | null>(null);
  const status = query.data;
  const body = () => {
    if (query.error) {
      return <QueryFailedAlert query={query} testId="two-factor-load-error" />;
    }
    if (!status) return null;
    if (codes) {
      return (
        <RecoveryCodes
          codes={codes}
          onDone={() => {
            setCodes(null);
            setup.reset();
            onEnrolled?.();
          }}
        />
      );
    }
    if (status.enabled) return <Manage required={status.required} left={status.recoveryCodesLeft} onCodes={setCodes} />;
    if (setup.data) return <Enrolment setup={setup.data} onCodes={setCodes} onCancel={() => setup.reset()} />;
    return (
      <Stack gap="3" align="flex-start">
        <ErrorAlert message={setup.error ? errorMessage(setup.error, i18n, online) : null} />
        <Button
          colorPalette="brand"
          onClick={() => setup.mutate()}
          loading={setup.isPending}
          disabled={!online}
          data-testid="two-factor-start"
        >
          <Trans>Activar verificación en dos pasos</Trans>
        </Button>
      </Stack>
    );
  };
  return (
    <Card.Root variant="outline" bg="bg.panel" data-testid="two-factor-card">
      <Card.Header>
        <HStack justify="space-between" gap="3" wrap="wrap">
          <Card.Title>
            <Trans>Verificación en dos pasos</Trans>
          </Card.Title>
          {status && (
            <HStack gap="2">
              {status.required && (
                <Badge colorPalette="orange">
                  <Trans>Exigida</Trans>
                </Badge>
              )}
              <Badge colorPalette={status.enabled ? 'green' : 'gray'} data-testid="two-factor-state">
                {status.enabled ? <Trans>Activada</Trans> : <Trans>Desactivada</Trans>}
              </Badge>
            </HStack>
          )}
        </HStack>
        <Card.Description>
          <Trans>Además de tu contraseña, al ingresar se pide un código de tu aplicación de autenticación.</Trans>
        </Card.Description>
      </Card.Header>
      <Card.Body pt="0">{body()}</Card.Body>
    </Card.Root>
  );
}
