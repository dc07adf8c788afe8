// The legal invoice PDF (server/einvoicing/documents/pdf.ts): A, B, C and a credit note rendered
// uncompressed and read back — the letter and its code, the number, the CAE, the totals as the
// class shows them, the credit note's invoice, the "no autorizado" mark — and the AFIP QR, which
// pdfmake draws as one square per dark module: the squares on the page must be exactly the QR
// of the invoice's `qrUrl`. No database.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { formatMoney, formatQuantity, invoicePdf } from '../../server/einvoicing/documents/pdf';
import { creditNoteA, invoiceA, invoiceB, invoiceC, makeDocument } from './einvoice-documents-fixtures';
import { type PdfRect, pdfHasImage, pdfRects, pdfText } from './pdf-read';

const require = createRequire(import.meta.url);

/** The dark modules pdfmake's encoder makes of `url` with the options pdf.ts uses, relative to the first. */
function expectedModules(url: string): { size: number; cells: Set<string> } {
  const qrEnc = require('pdfmake/js/qrEnc').default as {
    measure(node: object): { _canvas: PdfRect[] };
  };
  const canvas = qrEnc.measure({ qr: url, fit: 130, eccLevel: 'L', padding: 4 })._canvas;
  const [, ...modules] = canvas;
  const size = modules[0]?.w ?? 0;
  return { size, cells: relativeCells(modules, size) };
}

function relativeCells(rects: PdfRect[], size: number): Set<string> {
  const minX = Math.min(...rects.map((r) => r.x));
  const minY = Math.min(...rects.map((r) => r.y));
  return new Set(rects.map((r) => `${Math.round((r.x - minX) / size)},${Math.round((r.y - minY) / size)}`));
}

/** The page's squares of the module size, as grid cells; checks they form a QR's finder patterns. */
function drawnModules(bytes: Uint8Array, size: number): Set<string> {
  const squares = pdfRects(bytes).filter((r) => r.w === size && r.h === size);
  return relativeCells(squares, size);
}

function hasFinderAt(cells: Set<string>, x0: number, y0: number): boolean {
  for (let y = 0; y < 7; y++) {
    for (let x = 0; x < 7; x++) {
      const ring = x === 0 || y === 0 || x === 6 || y === 6;
      const core = x >= 2 && x <= 4 && y >= 2 && y <= 4;
      if (cells.has(`${x0 + x},${y0 + y}`) !== (ring || core)) return false;
    }
  }
  return true;
}

async function render(doc: ReturnType<typeof invoiceA>) {
  const bytes = await invoicePdf(doc, { compress: false });
  return { bytes, text: pdfText(bytes).replace(/\u00a0/g, ' ') };
}

describe('invoice PDF', () => {
  it('formats money and quantities the Argentine way', () => {
    expect(formatMoney(123_456).replace(/\u00a0/g, ' ')).toBe('$ 1.234,56');
    expect(formatMoney(5).replace(/\u00a0/g, ' ')).toBe('$ 0,05');
    expect(formatQuantity(1)).toBe('1');
    expect(formatQuantity(1.5)).toBe('1,5');
    expect(formatQuantity(0.333)).toBe('0,333');
    expect(formatQuantity(1234.125)).toBe('1.234,125');
  });

  it('renders a class A invoice with the VAT discriminated per rate, the CAE and the QR', async () => {
    const doc = invoiceA();
    const { bytes, text } = await render(doc);
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(text).toContain('ORIGINAL');
    expect(text).toMatch(/^A$/m);
    expect(text).toContain('COD. 01');
    expect(text).toContain('FACTURA');
    expect(text).toContain('Punto de Venta: 0003\tComp. Nro: 00001234');
    expect(text).toContain('Fecha de Emisión: 05/12/2026');
    expect(text).toContain('CUIT: 30-71234567-1');
    expect(text).toContain('Ingresos Brutos: 901-123456-7');
    expect(text).toContain('Fecha de Inicio de Actividades: 01/03/2019');
    expect(text).toContain('Condición frente al IVA: IVA Responsable Inscripto');
    expect(text).toContain('CUIT: 30-50001091-2\tApellido y Nombre / Razón Social: Bodega Los Álamos S.A.');
    // Lines: quantities as needed, prices and subtotals without VAT (they add up to the net).
    expect(text).toContain('Cantidad\tDescripción\tPrecio Unit.\tAlícuota IVA\tSubtotal');
    expect(text).toContain('3\tFernet con cola\t$ 7.024,79\t21%\t$ 21.074,38');
    expect(text).toContain('12\tEmpanadas de carne\t$ 1.357,47\t10,5%\t$ 16.289,59');
    expect(text).toContain('1,5\tVermut tirado (litros)\t$ 10.192,83\t21%\t$ 15.289,26');
    const { invoice } = doc;
    expect(text).toContain(`Importe Neto Gravado:\t${formatMoney(invoice.net).replace(/\u00a0/g, ' ')}`);
    for (const v of invoice.vat) {
      const rate = String(v.rate).replace('.', ',');
      expect(text).toContain(`IVA ${rate}%:\t${formatMoney(v.amount).replace(/\u00a0/g, ' ')}`);
    }
    expect(text).toContain('Importe Otros Tributos:\t$ 0,00\nImporte Total:\t$ 62.000,00');
    expect(invoice.total).toBe(6_200_000);
    expect(text).toContain('CAE N°: 74123456789012\nFecha de Vto. de CAE: 15/12/2026');
    expect(text).toContain('ARCA');
    expect(text).toContain('Comprobante Autorizado');
    expect(text).not.toContain('no autorizado');

    // The QR: no image, but exactly the dark modules of the invoice's own URL, with its finder patterns.
    expect(pdfHasImage(bytes)).toBe(false);
    const expected = expectedModules(invoice.qrUrl ?? '');
    expect(expected.size).toBe(2);
    const drawn = drawnModules(bytes, expected.size);
    expect(drawn.size).toBeGreaterThan(500);
    expect(drawn).toEqual(expected.cells);
    const span = Math.max(...[...drawn].map((c) => Number(c.split(',')[0]))) + 1;
    expect(hasFinderAt(drawn, 0, 0)).toBe(true);
    expect(hasFinderAt(drawn, span - 7, 0)).toBe(true);
    expect(hasFinderAt(drawn, 0, span - 7)).toBe(true);
  });

  it('makes every line subtotal of a class A invoice add up to the net per rate', async () => {
    const doc = invoiceA();
    const { text } = await render(doc);
    const subtotals = [...text.matchAll(/^[\d.,]+\t[^\t]+\t\$ [\d.,]+\t[\d,]+%\t\$ ([\d.,]+)$/gm)].map((m) =>
      Math.round(Number((m[1] ?? '').replace(/\./g, '').replace(',', '.')) * 100),
    );
    expect(subtotals).toHaveLength(3);
    expect(subtotals.reduce((a, b) => a + b, 0)).toBe(doc.invoice.net);
  });

  it('renders a class B invoice with the total VAT included and the VAT it contains (Ley 27.743)', async () => {
    const doc = invoiceB();
    const { bytes, text } = await render(doc);
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(text).toMatch(/^B$/m);
    expect(text).toContain('COD. 06');
    expect(text).toContain('Comp. Nro: 00000088');
    expect(text).toContain('Documento: DNI 28123456\tApellido y Nombre / Razón Social: María Ñúñez');
    expect(text).toContain('Condición frente al IVA: Consumidor Final');
    expect(text).toContain('Cantidad\tDescripción\tPrecio Unit.\tImporte');
    expect(text).toContain('2\tEntrada general\t$ 15.000,00\t$ 30.000,00');
    expect(text).toContain('0,333\tAgua mineral\t$ 3.000,00\t$ 999,00');
    expect(text).not.toContain('Importe Neto Gravado');
    expect(text).not.toMatch(/IVA 21%:/);
    expect(text).toContain('Subtotal:\t$ 30.999,00\nImporte Otros Tributos:\t$ 0,00\nImporte Total:\t$ 30.999,00');
    expect(text).toContain('Régimen de Transparencia Fiscal al Consumidor (Ley 27.743)');
    const vat = doc.invoice.vat.reduce((s, v) => s + v.amount, 0);
    expect(text).toContain(`IVA Contenido: ${formatMoney(vat).replace(/\u00a0/g, ' ')}`);
    expect(text).toContain('CAE N°: 74123456789012');
    const expected = expectedModules(doc.invoice.qrUrl ?? '');
    expect(drawnModules(bytes, expected.size)).toEqual(expected.cells);
  });

  it('renders a class C invoice of a monotributo issuer without VAT', async () => {
    const doc = invoiceC();
    const { text } = await render(doc);
    expect(text).toMatch(/^C$/m);
    expect(text).toContain('COD. 11');
    expect(text).toContain('Punto de Venta: 0002\tComp. Nro: 00000007');
    expect(text).toContain('Peña Ñandú de José Müller');
    expect(text).toContain('Condición frente al IVA: Responsable Monotributo');
    expect(text).toContain('Documento: Sin identificar');
    expect(text).toContain('Importe Total:\t$ 99.999,99');
    expect(text).not.toContain('IVA Contenido');
    expect(text).not.toContain('Importe Neto Gravado');
    expect(text).toContain('CAE N°: 74123456789012');
  });

  it('renders a credit note naming the invoice it cancels', async () => {
    const doc = creditNoteA();
    const { bytes, text } = await render(doc);
    expect(text).toContain('NOTA DE CRÉDITO');
    expect(text).toContain('COD. 03');
    expect(text).toContain('Comp. Nro: 00000041');
    expect(text).toContain('Comprobante asociado: Factura A 0003-00001234 del 05/12/2026');
    expect(text).toContain('Importe Total:\t$ 8.500,00');
    expect(text).toContain('CAE N°: 74123456789012');
    const expected = expectedModules(doc.invoice.qrUrl ?? '');
    expect(drawnModules(bytes, expected.size)).toEqual(expected.cells);

    const b = await render(makeDocument({ ...creditNoteB(), type: 'NCB' }));
    expect(b.text).toContain('COD. 08');
    const c = await render(makeDocument({ ...creditNoteB(), type: 'NCC' }));
    expect(c.text).toContain('COD. 13');
  });

  it('marks an invoice without a CAE as not authorised and draws no QR', async () => {
    for (const status of ['pending', 'uncertain', 'rejected'] as const) {
      const doc = invoiceB({ status, number: null });
      const { bytes, text } = await render(doc);
      expect(text).toContain('Comprobante no autorizado — sin validez fiscal');
      expect(text).toContain('NO AUTORIZADO');
      expect(text).toContain('Punto de Venta: 0003\tComp. Nro: (sin número)');
      expect(text).not.toContain('CAE N°');
      expect(text).not.toContain('Comprobante Autorizado');
      expect(pdfRects(bytes).filter((r) => r.w === 2 && r.h === 2)).toHaveLength(0);
    }
  });

  it('compresses by default', async () => {
    const compressed = await invoicePdf(invoiceA());
    const plain = await invoicePdf(invoiceA(), { compress: false });
    expect(Buffer.from(compressed.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(Buffer.from(compressed).toString('latin1')).toContain('/FlateDecode');
    expect(compressed.length).toBeLessThan(plain.length / 2);
  });

  it('spreads many lines over pages, numbered', async () => {
    const doc = makeDocument({
      type: 'B',
      lines: Array.from({ length: 120 }, (_, i) => ({
        description: `Consumición ${i + 1}`,
        quantity: 1,
        unitPrice: 100_000,
        vatRate: 21,
      })),
    });
    const { text } = await render(doc);
    const pages = text.split('\f');
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.at(-1)).toContain(`Pág. ${pages.length}/${pages.length}`);
    expect(text).toContain('Consumición 120');
    expect(text).toContain('Importe Total:\t$ 120.000,00');
  });
});

function creditNoteB() {
  return {
    type: 'NCB' as const,
    number: 5,
    lines: [{ description: 'Entrada general (devolución)', quantity: 1, unitPrice: 1_500_000, vatRate: 21 }],
    associated: { type: 'B' as const, pointOfSale: 3, number: 88, date: '2026-12-05' },
  };
}
