// Stock configuration screens: what people type becomes cents and quantities, price list validity,
// margins, and the recipe editor's live cost and in-place validation.
import { ChakraProvider } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { system } from '../../src/app/theme/system';
import type { GoodDto } from '../../src/contract/inventory-catalogue';
import { goodSchema } from '../../src/contract/inventory-catalogue';
import { margin } from '../../src/features/inventory/config/components/price-list-items-drawer';
import { validity } from '../../src/features/inventory/config/components/price-lists-panel';
import { draftCost, ProductDialog } from '../../src/features/inventory/config/components/product-dialog';
import { check, moneyInput, parseRecipeQuantity } from '../../src/features/inventory/config/form-values';
import { decimalCell, moneyCell } from '../../src/features/inventory/shared/quantity';
import { click, flush, type Rendered, render, screen, typeInto, within } from './helpers';

describe('typed numbers', () => {
  it('reads money in pesos as cents, with either decimal mark', () => {
    expect(moneyCell('1.234,50')).toBe(123450);
    expect(moneyCell('1,234.50')).toBeNaN(); // English grouping is refused, never guessed
    expect(moneyCell('1234,5')).toBe(123450);
    expect(moneyCell('1234.5')).toBe(123450);
    expect(moneyCell('$ 1.500')).toBe(150000);
    expect(moneyCell('0,99')).toBe(99);
    expect(moneyCell('0')).toBe(0);
    expect(moneyCell('')).toBeNull();
    expect(moneyCell('  ')).toBeNull();
    expect(moneyCell('12,345')).toBeNaN();
    expect(moneyCell('12,5,0')).toBeNaN();
    expect(moneyCell('1.234.567')).toBe(123456700);
    expect(moneyCell('1.23.4')).toBeNaN();
    expect(moneyCell('doce')).toBeNaN();
    expect(moneyCell('-5')).toBe(-500); // the schema refuses it with its own message
  });

  it('reads decimals and writes them back', () => {
    expect(decimalCell('0,067')).toBe(0.067);
    expect(decimalCell('0.067')).toBe(0.067);
    expect(decimalCell('12.5')).toBe(12.5);
    expect(decimalCell('1.500')).toBe(1500);
    expect(decimalCell('abc')).toBeNaN();
    expect(moneyInput(123450)).toBe('1.234,50');
    expect(moneyInput(5)).toBe('0,05');
    expect(moneyInput(null)).toBe('');
  });

  it('converts a recipe quantity written in ml or g with the good’s content', () => {
    expect(parseRecipeQuantity('50 ml', 750)).toBe(0.067);
    expect(parseRecipeQuantity('50ml', 1000)).toBe(0.05);
    expect(parseRecipeQuantity('200 g', 1000)).toBe(0.2);
    expect(parseRecipeQuantity('1', 750)).toBe(1);
    expect(parseRecipeQuantity('0,25', 0)).toBe(0.25);
    expect(parseRecipeQuantity('50 ml', 0)).toBeNaN();
    expect(parseRecipeQuantity('', 750)).toBeNull();
  });

  it('maps schema issues to fields, cross-field rules included', () => {
    const base = { sku: 'A', name: 'Gin', category: 'Destilados', unit: 'bottle', content: 750, unitCost: 100, supplierPack: 1 };
    expect(check(goodSchema, base).ok).toBe(true);
    const weights = check(goodSchema, { ...base, fullWeight: 1000, emptyWeight: 1000 });
    expect(weights.ok).toBe(false);
    if (!weights.ok) expect(weights.errors.emptyWeight).toBe('El peso vacío debe ser menor que el peso lleno');
    const cost = check(goodSchema, { ...base, unitCost: Number.NaN, name: ' ' });
    expect(cost.ok).toBe(false);
    if (!cost.ok) {
      expect(cost.errors.unitCost).toBe('El costo debe ser un importe de 0 o más');
      expect(cost.errors.name).toBe('Indica un nombre');
    }
  });
});

describe('price lists', () => {
  it('tells current, upcoming and expired lists apart (open ends never end)', () => {
    expect(validity({ validFrom: null, validTo: null }, '2026-06-01')).toBe('current');
    expect(validity({ validFrom: '2026-06-01', validTo: '2026-06-01' }, '2026-06-01')).toBe('current');
    expect(validity({ validFrom: '2026-06-02', validTo: null }, '2026-06-01')).toBe('upcoming');
    expect(validity({ validFrom: null, validTo: '2026-05-31' }, '2026-06-01')).toBe('expired');
  });

  it('computes the margin over the recipe cost', () => {
    expect(margin(1000, 250)).toEqual({ amount: 750, ratio: 0.75 });
    expect(margin(0, 250)).toEqual({ amount: -250, ratio: null });
    expect(margin(null, 250)).toBeNull();
    expect(margin(Number.NaN, 250)).toBeNull();
  });
});

const good = (id: string, name: string, unitCost: number, content = 750): GoodDto => ({
  id,
  sku: id,
  name,
  category: 'Destilados',
  unit: 'bottle',
  content,
  fullWeight: null,
  emptyWeight: null,
  unitCost,
  supplier: '',
  supplierPack: 1,
  active: true,
  barcodes: [],
  onHand: 0,
  updatedAt: '2026-01-01T00:00:00.000Z',
});

describe('recipe editor', () => {
  let view: Rendered | undefined;
  afterEach(async () => {
    await view?.unmount();
    view = undefined;
    vi.unstubAllGlobals();
  });

  it('costs lines as they are typed and ignores those that do not parse yet', () => {
    const goods = new Map([
      ['g1', good('g1', 'Gin', 12000)],
      ['g2', good('g2', 'Tónica', 900, 0)],
    ]);
    expect(
      draftCost(
        [
          { goodId: 'g1', quantity: '50 ml' },
          { goodId: 'g2', quantity: '1' },
        ],
        goods,
      ),
    ).toBe(Math.round(0.067 * 12000 + 900));
    expect(draftCost([{ goodId: 'g1', quantity: 'x' }], goods)).toBe(0);
  });

  function providers(ui: ReactNode) {
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    return (
      <I18nProvider i18n={i18n}>
        <ChakraProvider value={system}>
          <QueryClientProvider client={client}>{ui}</QueryClientProvider>
        </ChakraProvider>
      </I18nProvider>
    );
  }

  it('shows the live cost, converts ml, and validates lines in place without calling the server', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const goods = [good('0190a1b2-0000-7000-8000-000000000001', 'Gin Bombay', 12000)];
    view = await render(providers(<ProductDialog goods={goods} categories={['Tragos']} onClose={() => {}} />));
    await flush();
    const dialog = screen.getByRole('dialog', { name: 'Nuevo producto' });
    const form = within(dialog);
    const name = () => form.getByRole<HTMLInputElement>('textbox', { name: 'Nombre' });

    await typeInto(name(), 'Gin tonic');
    await typeInto(form.getByRole('combobox', { name: 'Categoría' }), 'Tragos');
    await typeInto(form.getByRole('searchbox', { name: 'Buscar mercadería para agregar' }), 'bomb');
    await flush();
    const match = form.getByRole('button', { name: /Gin Bombay/ });
    expect(match.textContent).toContain('Gin Bombay');
    await click(match);
    const quantity = form.getByRole<HTMLInputElement>('textbox', { name: 'Cantidad de Gin Bombay' });
    await typeInto(quantity, '50 ml');
    await flush();
    // 0.067 × $120,00 = $8,04
    expect(form.getByText(/^Costo:/).textContent).toMatch(/8,04/);
    expect(dialog.textContent).toContain('= 0,067');

    await typeInto(quantity, '0');
    await click(form.getByRole('button', { name: 'Guardar' }));
    await flush();
    expect(dialog.textContent).toContain('La cantidad debe ser mayor que 0');
    expect(fetchSpy).not.toHaveBeenCalled();
    // what was typed is still there
    expect(name().value).toBe('Gin tonic');
  }, 30_000);
});
