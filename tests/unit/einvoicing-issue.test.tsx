// "Emitir factura" (issue 34): the customer's CUIT is judged by its check digit as it is typed,
// the letter shows as it will be, amounts and quantities are read the app's one way ("1.500,50",
// 3 decimals), and the invoice's id is chosen once per dialog. When the server refuses (a 4xx)
// its message shows and everything typed stays; trying again sends the same id.
import { ChakraProvider } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { system } from '../../src/app/theme/system';
import type { EInvoiceIssueBody } from '../../src/contract/einvoicing';
import { IssueDialog } from '../../src/features/einvoicing/components/issue-dialog';
import { checkIssue, cuitState, expectedLetter, FINAL_CONSUMER, parseLines } from '../../src/features/einvoicing/form';
import { ApiError } from '../../src/lib/api-client';
import { flush, type Rendered, render, typeInto } from './helpers';

type Options = { onSuccess?(): void; onError?(e: unknown): void };
const mutate = vi.fn<(body: EInvoiceIssueBody, options: Options) => void>();
vi.mock('../../src/features/einvoicing/api/invoices', () => ({
  useIssueInvoice: () => ({ mutate, isPending: false }),
  useSalesToInvoice: () => ({ data: [], error: null }),
}));

const POINTS = [
  {
    id: '0190b0a0-0000-7000-8000-000000000001',
    name: 'Boletería',
    kind: 'ticket_office' as const,
    active: true,
    afipPosNumber: 2,
  },
  { id: '0190b0a0-0000-7000-8000-000000000002', name: 'Barra principal', kind: 'bar' as const, active: true, afipPosNumber: 3 },
  {
    id: '0190b0a0-0000-7000-8000-000000000003',
    name: 'Guardarropa',
    kind: 'cloakroom' as const,
    active: true,
    afipPosNumber: null,
  },
];
const REFUSAL = 'El punto de venta 3 no está habilitado para facturar en ARCA';

let view: Rendered | undefined;
afterEach(async () => {
  await view?.unmount();
  view = undefined;
  mutate.mockReset();
});

const show = async (onIssued = vi.fn()) => {
  view = await render(
    <I18nProvider i18n={i18n}>
      <ChakraProvider value={system}>
        <IssueDialog pointsOfSale={POINTS} venueVat="responsable_inscripto" onClose={vi.fn()} onIssued={onIssued} />
      </ChakraProvider>
    </I18nProvider>,
  );
  await flush();
};
const dialog = () => document.querySelector<HTMLElement>('[data-testid="issue-dialog"]');
const field = <T extends HTMLElement = HTMLInputElement>(name: string) => dialog()?.querySelector<T>(`[name="${name}"]`) ?? null;
async function choose(select: HTMLSelectElement | null, value: string) {
  expect(select).not.toBeNull();
  await act(async () => {
    const setter = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set;
    setter?.call(select, value);
    select?.dispatchEvent(new Event('change', { bubbles: true }));
  });
}
async function type(name: string, value: string) {
  const input = field(name);
  expect(input, name).not.toBeNull();
  if (input) await typeInto(input, value);
}
const text = () => dialog()?.textContent ?? '';
const submit = async () => {
  await act(async () => dialog()?.querySelector<HTMLElement>('[data-testid="issue-dialog-submit"]')?.click());
  await flush();
};

describe('the issue form', () => {
  it('judges the CUIT as it is typed, shows the letter, and keeps what was typed when the server refuses', async () => {
    const onIssued = vi.fn();
    await show(onIssued);
    // Only points of sale with an AFIP number can issue.
    const pos = field<HTMLSelectElement>('pointOfSaleId');
    expect([...(pos?.options ?? [])].map((o) => o.textContent)).toEqual([
      'Elegir punto de venta…',
      '0002 · Boletería',
      '0003 · Barra principal',
    ]);
    // A final consumer gets B from a responsable inscripto.
    expect(dialog()?.querySelector('[data-testid="issue-letter"] [data-letter]')?.textContent).toBe('Factura B');

    await choose(field<HTMLSelectElement>('docType'), '80');
    await type('docNumber', '20-1234567');
    expect(text()).toContain('Faltan 2 dígitos');
    await type('docNumber', '20-12345678-0');
    expect(text()).toContain('El CUIT no es válido (revisa el dígito verificador)');
    await type('docNumber', '20-12345678-6');
    expect(text()).not.toContain('El CUIT no es válido');
    expect(text()).toContain('CUIT válido: 20-12345678-6');
    await type('customerName', 'Sonido Sur S.R.L.');
    // A responsable inscripto buyer gets A.
    expect(field<HTMLSelectElement>('vatConditionId')?.value).toBe('1');
    expect(dialog()?.querySelector('[data-testid="issue-letter"] [data-letter]')?.textContent).toBe('Factura A');

    await choose(pos, POINTS[1]?.id ?? '');
    await type('lines.0.description', 'Alquiler de equipo de sonido');
    await type('lines.0.quantity', '1,5');
    await type('lines.0.unitPrice', '1.500,50');
    await choose(field<HTMLSelectElement>('lines.0.vatRate'), '10.5');
    // 1,5 × $ 1.500,50 = $ 2.250,75
    expect(dialog()?.querySelector('[data-testid="issue-total"]')?.textContent).toMatch(/2\.250,75/);

    mutate.mockImplementation((_body, options) => options.onError?.(new ApiError(REFUSAL, 422, { message: REFUSAL })));
    await submit();
    expect(mutate).toHaveBeenCalledTimes(1);
    const body = mutate.mock.calls[0]?.[0];
    expect(body).toMatchObject({
      pointOfSaleId: POINTS[1]?.id,
      customer: { docType: 80, docNumber: '20123456786', name: 'Sonido Sur S.R.L.', vatConditionId: 1 },
      lines: [{ description: 'Alquiler de equipo de sonido', quantity: 1.5, unitPrice: 150_050, vatRate: 10.5 }],
    });
    expect(body?.saleId).toBeUndefined();
    expect(body?.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

    // The server's message, and everything as it was typed.
    expect(dialog()?.querySelector('[data-testid="issue-dialog-error"]')?.textContent).toContain(REFUSAL);
    expect(field('docNumber')?.value).toBe('20-12345678-6');
    expect(field('customerName')?.value).toBe('Sonido Sur S.R.L.');
    expect(field<HTMLSelectElement>('pointOfSaleId')?.value).toBe(POINTS[1]?.id);
    expect(field('lines.0.description')?.value).toBe('Alquiler de equipo de sonido');
    expect(field('lines.0.quantity')?.value).toBe('1,5');
    expect(field('lines.0.unitPrice')?.value).toBe('1.500,50');
    expect(onIssued).not.toHaveBeenCalled();

    // Trying again is the same invoice: the same id.
    mutate.mockImplementation((_body, options) => options.onSuccess?.());
    await submit();
    expect(mutate).toHaveBeenCalledTimes(2);
    expect(mutate.mock.calls[1]?.[0].id).toBe(body?.id);
    expect(onIssued).toHaveBeenCalledWith(body?.id);
  });

  it('sends nothing while the CUIT, the point of sale or a line is wrong, and says what', async () => {
    await show();
    await choose(field<HTMLSelectElement>('docType'), '80');
    await type('docNumber', '20123456780');
    await type('lines.0.unitPrice', '1,505');
    await submit();
    expect(mutate).not.toHaveBeenCalled();
    expect(text()).toContain('El CUIT no es válido (revisa el dígito verificador)');
    expect(text()).toContain('Elige el punto de venta');
    expect(text()).toContain('Escribe qué se factura');
    expect(text()).toContain('Hasta 2 decimales (centavos)');
    expect(text()).toContain('Revisa los datos marcados');
  });
});

describe('what the form reads', () => {
  it('judges a CUIT only once it has its eleven digits', () => {
    expect(cuitState('')).toBe('empty');
    expect(cuitState('20-1234')).toBe('incomplete');
    expect(cuitState('20-12345678-6')).toBe('valid');
    expect(cuitState('20 12345678 6')).toBe('valid');
    expect(cuitState('20-12345678-0')).toBe('invalid');
    expect(cuitState('20-12345678-66')).toBe('invalid');
    expect(cuitState('20-1234567a-6')).toBe('invalid');
  });

  it('shows the letter from the venue and the buyer: A/B from a responsable inscripto, C otherwise', () => {
    expect(expectedLetter('responsable_inscripto', 1)).toBe('A');
    expect(expectedLetter('responsable_inscripto', 6)).toBe('A');
    expect(expectedLetter('responsable_inscripto', 5)).toBe('B');
    expect(expectedLetter('responsable_inscripto', 4)).toBe('B');
    expect(expectedLetter('monotributo', 1)).toBe('C');
    expect(expectedLetter('exento', 5)).toBe('C');
  });

  it('reads lines the app’s one way: "1.500" pesos, quantities with 3 decimals, amounts to the cent', () => {
    const parsed = parseLines([
      { key: 'a', description: 'Entrada', quantity: '3', unitPrice: '1.500', vatRate: 21 },
      { key: 'b', description: 'Fernet', quantity: '0,333', unitPrice: '9.999,99', vatRate: 21 },
      { key: 'c', description: 'x', quantity: '1,2345', unitPrice: '10', vatRate: 21 },
    ]);
    expect(parsed.lines.map((l) => [l.quantity, l.unitPrice])).toEqual([
      [3, 150_000],
      [0.333, 999_999],
    ]);
    expect(parsed.errors).toEqual({ c: { quantity: 'decimals' } });
    // 3 × 150.000 + round(0,333 × 999.999) = 450.000 + 333.000 (332.999,667 rounded)
    expect(parsed.total).toBe(450_000 + 333_000);
  });

  it('sends a final consumer with document 0 and the sale when there is one', () => {
    const check = checkIssue({
      id: '0190b0a0-0000-7000-8000-0000000000aa',
      saleId: '0190b0a0-0000-7000-8000-0000000000bb',
      pointOfSaleId: '0190b0a0-0000-7000-8000-000000000001',
      customer: FINAL_CONSUMER,
      lines: [{ key: 'a', description: 'Entrada', quantity: '2', unitPrice: '5000', vatRate: 21 }],
    });
    expect(check.body).toEqual({
      id: '0190b0a0-0000-7000-8000-0000000000aa',
      saleId: '0190b0a0-0000-7000-8000-0000000000bb',
      pointOfSaleId: '0190b0a0-0000-7000-8000-000000000001',
      customer: { docType: 99, docNumber: '0', name: 'Consumidor final', vatConditionId: 5 },
      lines: [{ description: 'Entrada', quantity: 2, unitPrice: 500_000, vatRate: 21 }],
    });
    expect(check.total).toBe(1_000_000);
  });
});
