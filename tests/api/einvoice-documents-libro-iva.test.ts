// Libro IVA Digital ventas (server/einvoicing/documents/libro-iva.ts): every record exactly 266 /
// 62 characters (and bytes, in ISO-8859-1) with CRLF ends, each field read back at the offsets of
// the published design (RG 4597), the amounts of every voucher adding up to its total and the
// book's VAT to the invoices', names with ñ and accents kept and other characters folded, only
// authorised vouchers, and the CSV/XLSX rows. No database.
import { describe, expect, it } from 'vitest';
import {
  latin1Field,
  libroAmount,
  libroIvaBytes,
  libroIvaRows,
  libroIvaVentas,
} from '../../server/einvoicing/documents/libro-iva';
import type { InvoiceDocument } from '../../server/einvoicing/documents/types';
import { AFIP_CBTE_TIPO } from '../../server/einvoicing/provider';
import { COMPANY, creditNoteA, invoiceA, invoiceB, invoiceC, makeDocument } from './einvoice-documents-fixtures';

/** 1-based inclusive positions of the design (REGINFO / LIBRO_IVA_DIGITAL_VENTAS_CBTE). */
const CBTE = {
  fecha: [1, 8],
  tipo: [9, 11],
  puntoDeVenta: [12, 16],
  numero: [17, 36],
  numeroHasta: [37, 56],
  codigoDocumento: [57, 58],
  numeroDocumento: [59, 78],
  denominacion: [79, 108],
  total: [109, 123],
  noGravado: [124, 138],
  percepcionNoCategorizados: [139, 153],
  exento: [154, 168],
  pagosACuenta: [169, 183],
  iibb: [184, 198],
  municipales: [199, 213],
  internos: [214, 228],
  moneda: [229, 231],
  tipoDeCambio: [232, 241],
  cantidadAlicuotas: [242, 242],
  codigoOperacion: [243, 243],
  otrosTributos: [244, 258],
  vencimientoPago: [259, 266],
} as const;

/** LIBRO_IVA_DIGITAL_VENTAS_ALICUOTAS. */
const ALICUOTA = {
  tipo: [1, 3],
  puntoDeVenta: [4, 8],
  numero: [9, 28],
  netoGravado: [29, 43],
  alicuota: [44, 47],
  impuesto: [48, 62],
} as const;

function read<K extends string>(layout: Record<K, readonly [number, number]>, record: string): Record<K, string> {
  const out = {} as Record<K, string>;
  for (const key of Object.keys(layout) as K[]) {
    const [from, to] = layout[key];
    out[key] = record.slice(from - 1, to);
  }
  return out;
}

function records(file: string): string[] {
  expect(file === '' || file.endsWith('\r\n')).toBe(true);
  expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  return file === '' ? [] : file.slice(0, -2).split('\r\n');
}

/** An A invoice with part of its total exempt (the total beyond net + VAT). */
function exemptA(): InvoiceDocument {
  const doc = invoiceA({ number: 1300 });
  const extra = {
    id: 'exempt-line',
    description: 'Libro (exento)',
    quantity: 1,
    unitPrice: 250_000,
    vatRate: 0,
    amount: 250_000,
  };
  return { ...doc, invoice: { ...doc.invoice, lines: [...doc.invoice.lines, extra], total: doc.invoice.total + 250_000 } };
}

function book(): InvoiceDocument[] {
  return [
    invoiceB({ date: '2026-12-07' }),
    creditNoteA(),
    invoiceA(),
    invoiceC({ date: '2026-12-03' }),
    exemptA(),
    makeDocument({
      type: 'NCB',
      number: 9,
      lines: [{ description: 'Devolución', quantity: 1, unitPrice: 100_000, vatRate: 21 }],
    }),
    makeDocument({
      type: 'NCC',
      number: 2,
      pointOfSale: 2,
      lines: [{ description: 'Devolución', quantity: 1, unitPrice: 100_000, vatRate: 21 }],
    }),
    invoiceA({ status: 'pending', number: null }),
    invoiceA({ status: 'rejected', number: null }),
    invoiceA({ status: 'uncertain', number: 1235 }),
  ];
}

const n = (text: string) => Number(text);

describe('Libro IVA Digital ventas', () => {
  it('formats amounts as 15 digits of cents, a minus sign first when negative', () => {
    expect(libroAmount(123_456)).toBe('000000000123456');
    expect(libroAmount(0)).toBe('000000000000000');
    expect(libroAmount(-2_15)).toBe('-00000000000215');
    expect(() => libroAmount(1e15)).toThrow();
    expect(() => libroAmount(1.5)).toThrow();
  });

  it('writes records of exactly 266 and 62 characters, CRLF-terminated, only for authorised vouchers', () => {
    const { cbte, alicuotas } = libroIvaVentas(book());
    const vouchers = records(cbte);
    const rates = records(alicuotas);
    expect(vouchers).toHaveLength(7);
    for (const r of vouchers) expect(r).toHaveLength(266);
    for (const r of rates) expect(r).toHaveLength(62);
    // A: 2 rates, B: 1, NCA: 1, the A with an exempt part: 2, NCB: 1, C and NCC: none.
    expect(rates).toHaveLength(7);
    // Bytes as imported: ISO-8859-1, one byte a character.
    expect(libroIvaBytes(cbte)).toHaveLength(7 * 268);
    expect(libroIvaBytes(alicuotas)).toHaveLength(7 * 64);
    expect(libroIvaVentas([])).toEqual({ cbte: '', alicuotas: '' });
  });

  it('puts each field at its documented offset', () => {
    const { cbte, alicuotas } = libroIvaVentas(book());
    const vouchers = records(cbte).map((r) => read(CBTE, r));
    // In the book's order: date, voucher type, point of sale, number.
    expect(vouchers.map((v) => `${v.fecha} ${v.tipo} ${v.puntoDeVenta}-${n(v.numero)}`)).toEqual([
      '20261203 011 00002-7',
      '20261205 001 00003-1234',
      '20261205 001 00003-1300',
      '20261205 008 00003-9',
      '20261205 013 00002-2',
      '20261206 003 00003-41',
      '20261207 006 00003-88',
    ]);
    const a = vouchers[1];
    const docA = invoiceA();
    expect(a).toEqual({
      fecha: '20261205',
      tipo: '001',
      puntoDeVenta: '00003',
      numero: '00000000000000001234',
      numeroHasta: '00000000000000001234',
      codigoDocumento: '80',
      numeroDocumento: '00000000030500010912',
      denominacion: 'Bodega Los Álamos S.A.        ',
      total: libroAmount(docA.invoice.total),
      noGravado: '000000000000000',
      percepcionNoCategorizados: '000000000000000',
      exento: '000000000000000',
      pagosACuenta: '000000000000000',
      iibb: '000000000000000',
      municipales: '000000000000000',
      internos: '000000000000000',
      moneda: 'PES',
      tipoDeCambio: '0001000000',
      cantidadAlicuotas: '2',
      codigoOperacion: '0',
      otrosTributos: '000000000000000',
      vencimientoPago: '20261205',
    });
    expect(a?.total).toBe('000000006200000');

    const rates = records(alicuotas).map((r) => read(ALICUOTA, r));
    const ratesOfA = rates.filter((r) => r.tipo === '001' && n(r.numero) === 1234);
    expect(ratesOfA).toEqual(
      [...docA.invoice.vat]
        .sort((x, y) => x.rate - y.rate)
        .map((v) => ({
          tipo: '001',
          puntoDeVenta: '00003',
          numero: '00000000000000001234',
          netoGravado: libroAmount(v.base),
          alicuota: v.rate === 21 ? '0005' : '0004',
          impuesto: libroAmount(v.amount),
        })),
    );

    // A final consumer without a document: DocTipo 99, number 0.
    const c = vouchers[0];
    expect(c?.codigoDocumento).toBe('99');
    expect(c?.numeroDocumento).toBe('0'.repeat(20));
    // Class C: no rates, its total as "no gravado", operation 'N'.
    expect(c?.cantidadAlicuotas).toBe('0');
    expect(c?.codigoOperacion).toBe('N');
    expect(c?.noGravado).toBe(c?.total);
    expect(rates.some((r) => r.tipo === '011' || r.tipo === '013')).toBe(false);
    // The exempt part of an A invoice (beyond its rates' net and VAT): in "exento", operation 'E'.
    const exempt = vouchers[2];
    expect(exempt?.exento).toBe(libroAmount(250_000));
    expect(exempt?.codigoOperacion).toBe('E');
    expect(exempt?.cantidadAlicuotas).toBe('2');
    // A credit note: positive amounts, its own voucher type.
    const nca = vouchers[5];
    expect(nca?.tipo).toBe('003');
    expect(nca?.total).toBe(libroAmount(850_000));
    expect(vouchers.map((v) => v.tipo).sort()).toEqual(['001', '001', '003', '006', '008', '011', '013']);
  });

  it('names each rate by its AFIP IVA id', () => {
    const rates = [0, 2.5, 5, 10.5, 21, 27];
    const doc = makeDocument({
      type: 'A',
      customer: COMPANY,
      lines: rates.map((vatRate) => ({ description: `Alícuota ${vatRate}`, quantity: 1, unitPrice: 121_000, vatRate })),
    });
    const { cbte, alicuotas } = libroIvaVentas([doc]);
    expect(read(CBTE, records(cbte)[0] ?? '').cantidadAlicuotas).toBe('6');
    const read6 = records(alicuotas).map((r) => read(ALICUOTA, r));
    expect(read6.map((r) => r.alicuota)).toEqual(['0003', '0004', '0005', '0006', '0008', '0009']);
    const zero = read6[0];
    expect(zero?.netoGravado).toBe(libroAmount(121_000));
    expect(zero?.impuesto).toBe(libroAmount(0));
  });

  it('makes every voucher add up to its total and the book to the invoices', () => {
    const docs = book();
    const authorised = docs.filter((d) => d.invoice.status === 'authorized');
    const { cbte, alicuotas } = libroIvaVentas(docs);
    const vouchers = records(cbte).map((r) => read(CBTE, r));
    const rates = records(alicuotas).map((r) => read(ALICUOTA, r));
    for (const v of vouchers) {
      const own = rates.filter((r) => r.tipo === v.tipo && r.puntoDeVenta === v.puntoDeVenta && r.numero === v.numero);
      expect(own).toHaveLength(n(v.cantidadAlicuotas));
      const parts = n(v.noGravado) + n(v.exento) + own.reduce((s, r) => s + n(r.netoGravado) + n(r.impuesto), 0);
      expect(parts).toBe(n(v.total));
      const doc = authorised.find(
        (d) =>
          String(AFIP_CBTE_TIPO[d.invoice.type]).padStart(3, '0') === v.tipo &&
          d.invoice.pointOfSale === n(v.puntoDeVenta) &&
          d.invoice.number === n(v.numero),
      );
      expect(doc?.invoice.total).toBe(n(v.total));
      expect(doc).toBeDefined();
    }
    const bookTotal = vouchers.reduce((s, v) => s + n(v.total), 0);
    expect(bookTotal).toBe(authorised.reduce((s, d) => s + d.invoice.total, 0));
    const bookVat = rates.reduce((s, r) => s + n(r.impuesto), 0);
    expect(bookVat).toBe(authorised.reduce((s, d) => s + d.invoice.vat.reduce((t, v) => t + v.amount, 0), 0));
    const bookNet = rates.reduce((s, r) => s + n(r.netoGravado), 0);
    expect(bookNet).toBe(authorised.filter((d) => !d.invoice.type.endsWith('C')).reduce((s, d) => s + d.invoice.net, 0));
  });

  it('keeps ñ and accents in the name, folds what ISO-8859-1 lacks, and never breaks a record', () => {
    expect(latin1Field('María Ñúñez', 30)).toBe('María Ñúñez                   ');
    expect(latin1Field('Łódź “Café” – Ševčík ☕', 30)).toBe('?ódz "Café" - Sevcík ?        ');
    expect(latin1Field('Línea\r\nrota\tpor el medio', 30)).toBe('Línea  rota por el medio      ');
    expect(latin1Field('Compañía Cervecera de los Andes Sociedad Anónima', 30)).toBe('Compañía Cervecera de los Ande');
    expect(latin1Field('e\u0301', 3)).toBe('é  ');

    const doc = makeDocument({
      type: 'B',
      customer: {
        name: 'Ñoño “Café”\nŁódź Ševčík y Compañía Sociedad Anónima',
        docType: 96,
        docNumber: '28123456',
        vatConditionId: 5,
      },
      lines: [{ description: 'Entrada', quantity: 1, unitPrice: 100_000, vatRate: 21 }],
    });
    const { cbte } = libroIvaVentas([doc]);
    const [record] = records(cbte);
    expect(record).toHaveLength(266);
    expect(read(CBTE, record ?? '').denominacion).toBe('Ñoño "Café" ?ódz Sevcík y Comp');
    const bytes = libroIvaBytes(cbte);
    expect(bytes).toHaveLength(268);
    expect(bytes[78]).toBe(0xd1); // Ñ in ISO-8859-1, at position 79
    expect(Buffer.from(bytes).toString('latin1')).toBe(cbte);
  });

  it('gives the book as rows for CSV/XLSX, in pesos, credit notes negative', () => {
    const { headers, rows } = libroIvaRows(book());
    expect(headers).toEqual([
      'Fecha',
      'Comprobante',
      'Código',
      'Punto de venta',
      'Número',
      'Tipo de documento',
      'Número de documento',
      'Denominación del comprador',
      'Neto gravado 21%',
      'IVA 21%',
      'Neto gravado 10,5%',
      'IVA 10,5%',
      'Neto gravado',
      'IVA',
      'Exento',
      'No gravado',
      'Total',
      'CAE',
    ]);
    expect(rows).toHaveLength(7);
    for (const row of rows) expect(row).toHaveLength(headers.length);
    const col = (name: string) => headers.indexOf(name);
    const a = rows.find((r) => r[col('Código')] === '001' && r[col('Número')] === 1234);
    const docA = invoiceA();
    expect(a?.slice(0, 8)).toEqual(['2026-12-05', 'Factura A', '001', 3, 1234, 80, COMPANY.docNumber, COMPANY.name]);
    expect(a?.[col('Total')]).toBe(62_000);
    expect(a?.[col('IVA 21%')]).toBe((docA.invoice.vat.find((v) => v.rate === 21)?.amount ?? 0) / 100);
    expect(a?.[col('CAE')]).toBe('74123456789012');
    const nca = rows.find((r) => r[col('Comprobante')] === 'Nota de Crédito A');
    expect(nca?.[col('Total')]).toBe(-8_500);
    expect(nca?.[col('IVA 10,5%')]).toBe(0);
    for (const row of rows) {
      const parts = ['Neto gravado', 'IVA', 'Exento', 'No gravado'].reduce((s, h) => s + Number(row[col(h)]), 0);
      expect(Math.round(parts * 100)).toBe(Math.round(Number(row[col('Total')]) * 100));
    }
  });
});
