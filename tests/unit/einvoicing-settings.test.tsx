// configuracion/sistema → "Facturación electrónica" (issue 34): the private key is never shown —
// neither the stored one (the server never sends it: the screen says "Clave guardada") nor one
// just chosen, which goes up with "Guardar" and is nowhere in the page. The certificate shows its
// subject and expiry with the days left, with a warning from 30 days before.
import { ChakraProvider } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { system } from '../../src/app/theme/system';
import type { EInvoiceSettingsBody, EInvoiceSettingsDto } from '../../src/contract/einvoicing';
import { EInvoicingSettingsSection } from '../../src/features/einvoicing/components/settings-section';
import { flush, type Rendered, render, typeInto } from './helpers';

const save = vi.fn<(body: EInvoiceSettingsBody, options?: unknown) => void>();
let settings: EInvoiceSettingsDto;
vi.mock('../../src/features/einvoicing/api/settings', () => ({
  useEInvoiceSettings: () => ({ data: settings, error: null, refetch: vi.fn() }),
  useSaveEInvoiceSettings: () => ({ mutate: save, isPending: false, error: null }),
  useEInvoiceStatus: () => ({
    data: {
      environment: 'homologacion',
      configured: true,
      authority: { appServer: 'OK', dbServer: 'OK', authServer: 'OK' },
      paramsFetchedAt: '2026-11-01T03:00:00Z',
      uncertainCount: 0,
      pendingCount: 2,
    },
    error: null,
    refetch: vi.fn(),
  }),
}));

const SECRET = 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7VJTUt9Us8cKj';
const KEY_PEM = `-----BEGIN PRIVATE KEY-----\n${SECRET}\n-----END PRIVATE KEY-----\n`;

const stored = (over: Partial<EInvoiceSettingsDto> = {}): EInvoiceSettingsDto => ({
  cuit: '30712345671',
  legalName: 'Noctua Club S.A.',
  address: 'Av. Corrientes 1234, CABA',
  vatCondition: 'responsable_inscripto',
  grossIncomeNumber: '901-123456-7',
  activityStart: '2019-03-01',
  environment: 'homologacion',
  certificate: { subject: 'CN=noctua, SERIALNUMBER=CUIT 30712345671', notAfter: '2026-12-03T12:00:00Z', fingerprint: 'AB:CD:EF' },
  hasPrivateKey: true,
  certificateDaysLeft: 12,
  ...over,
});

let view: Rendered | undefined;
afterEach(async () => {
  await view?.unmount();
  view = undefined;
  save.mockReset();
});

const show = async (s: EInvoiceSettingsDto) => {
  settings = s;
  view = await render(
    <I18nProvider i18n={i18n}>
      <ChakraProvider value={system}>
        <EInvoicingSettingsSection />
      </ChakraProvider>
    </I18nProvider>,
  );
  await flush();
};
const byTestId = <T extends HTMLElement = HTMLElement>(id: string) => document.querySelector<T>(`[data-testid="${id}"]`);

/** Nothing of the key anywhere: not in the text, the markup or any field's value. */
function expectNoKey() {
  expect(document.body.innerHTML).not.toContain(SECRET);
  expect(document.body.innerHTML).not.toContain('BEGIN PRIVATE KEY');
  for (const input of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    expect(input.value).not.toContain(SECRET);
  }
}

describe('the e-invoicing settings', () => {
  it('never shows the key: "Clave guardada", and a key just chosen goes up with Guardar without showing', async () => {
    await show(stored());
    expect(byTestId('einvoice-key-stored')?.textContent).toBe('Clave guardada');
    expect(byTestId<HTMLInputElement>('einvoice-settings-cuit')?.value).toBe('30712345671');
    expectNoKey();

    const file = new File([KEY_PEM], 'noctua.key', { type: 'application/octet-stream' });
    const input = byTestId<HTMLInputElement>('einvoice-key-upload-file');
    if (!input) throw new Error('no key input');
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    await act(async () => input.dispatchEvent(new Event('change', { bubbles: true })));
    await flush();
    expect(byTestId('einvoice-key-chosen')?.textContent).toContain('noctua.key');
    expectNoKey();

    // Production, chosen in its select, goes with it.
    const environment = document.querySelector<HTMLSelectElement>('select[name="environment"]');
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set?.call(environment, 'produccion');
      environment?.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(byTestId('einvoice-settings')?.textContent).toContain('Las facturas tienen validez fiscal.');
    await act(async () => byTestId('einvoice-settings-save')?.click());
    await flush();
    expect(save).toHaveBeenCalledTimes(1);
    const body = save.mock.calls[0]?.[0];
    expect(body?.privateKeyPem).toBe(KEY_PEM);
    expect(body?.certificatePem).toBeUndefined();
    expect(body).toMatchObject({
      cuit: '30712345671',
      environment: 'produccion',
      vatCondition: 'responsable_inscripto',
      activityStart: '2019-03-01',
    });
    expectNoKey();
  });

  it('says when no key is stored, and refuses a file that is not a key', async () => {
    await show(stored({ hasPrivateKey: false, certificate: null, certificateDaysLeft: null }));
    expect(byTestId('einvoice-key-missing')?.textContent).toBe('Sin clave');
    expect(byTestId('einvoice-cert-none')).not.toBeNull();
    const input = byTestId<HTMLInputElement>('einvoice-key-upload-file');
    if (!input) throw new Error('no key input');
    Object.defineProperty(input, 'files', { value: [new File(['hola'], 'notas.txt')], configurable: true });
    await act(async () => input.dispatchEvent(new Event('change', { bubbles: true })));
    await flush();
    expect(byTestId('einvoice-file-error')?.textContent).toContain('El archivo no es un certificado o clave PEM válido');
    expect(byTestId('einvoice-key-chosen')).toBeNull();
  });

  it('shows the certificate with its days left, warns from 30 days before, and judges the CUIT as typed', async () => {
    await show(stored());
    expect(byTestId('einvoice-cert-subject')?.textContent).toContain('CUIT 30712345671');
    expect(byTestId('einvoice-cert-expiry')?.textContent).toContain('faltan 12 días');
    expect(byTestId('einvoice-cert-expiring')).not.toBeNull();
    expect(byTestId('einvoice-fedummy')?.textContent).toContain('AppServer OK');
    expect(byTestId('einvoice-counts')?.textContent).toContain('2 autorizándose');

    const cuit = byTestId<HTMLInputElement>('einvoice-settings-cuit');
    if (!cuit) throw new Error('no CUIT input');
    await typeInto(cuit, '30-71234567-0');
    await flush();
    expect(byTestId('einvoice-settings')?.textContent).toContain('El CUIT no es válido (revisa el dígito verificador)');
    await act(async () => byTestId('einvoice-settings-save')?.click());
    await flush();
    expect(save).not.toHaveBeenCalled();
  });

  it('does not warn with more than 30 days left, and says when it expired', async () => {
    await show(stored({ certificateDaysLeft: 200 }));
    expect(byTestId('einvoice-cert-expiring')).toBeNull();
    await view?.unmount();
    await show(stored({ certificateDaysLeft: -3 }));
    expect(byTestId('einvoice-cert-expired')).not.toBeNull();
  });
});
