// The legal invoice as a PDF (issue 34; 312): the layout of an Argentine electronic invoice (RG
// 1415 / RG 4291) — the letter in its box with the voucher code, the issuer's legal data, point of
// sale and number, the customer's document and VAT condition, the lines, the totals (class A
// discriminates the VAT per rate; B and C show the total with VAT included, B with the "IVA
// contenido" that Ley 27.743 asks of invoices to final consumers), the CAE with its expiry and the
// authority's QR (RG 4892: pdfmake draws it from `qrUrl`). It is a legal document of an Argentine
// venue, so its text is Spanish whatever the user's language. An invoice without a CAE is marked
// "Comprobante no autorizado — sin validez fiscal" and carries no QR.
//
// pdfmake 0.3 on the server: the package is one shared instance (module.exports), configured once
// here with Roboto from its own fonts folder (resolved at run time, the server bundle keeps
// packages outside), no URL fetching and no local file but those fonts.
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { EInvoiceDetailDto } from '../../../src/contract/einvoicing';
import {
  afipVoucherType,
  exemptAmount,
  formatCuit,
  formatVoucherNumber,
  isCreditNote,
  letterOf,
  lineNets,
  VOUCHER_NAMES,
  vatTotal,
} from './common';
import type { InvoiceDocument } from './types';

type PdfMake = typeof import('pdfmake');

const require = createRequire(import.meta.url);
let pdfMake: PdfMake | undefined;

/** pdfmake with its fonts and access policies, loaded on the first invoice (not at server start). */
function pdfMakeInstance(): PdfMake {
  if (pdfMake) return pdfMake;
  const instance = require('pdfmake') as PdfMake;
  const fontDir = path.dirname(require.resolve('pdfmake/fonts/Roboto/Roboto-Regular.ttf'));
  const roboto = {
    normal: path.join(fontDir, 'Roboto-Regular.ttf'),
    bold: path.join(fontDir, 'Roboto-Medium.ttf'),
    italics: path.join(fontDir, 'Roboto-Italic.ttf'),
    bolditalics: path.join(fontDir, 'Roboto-MediumItalic.ttf'),
  };
  const allowed = new Set(Object.values(roboto));
  instance.setFonts({ Roboto: roboto });
  // Nothing of an invoice comes from the network, and only the fonts from the disk: a description
  // can never make the renderer fetch a URL or read a file.
  instance.setUrlAccessPolicy(() => false);
  instance.setLocalAccessPolicy((file) => allowed.has(file));
  pdfMake = instance;
  return instance;
}

const money = new Intl.NumberFormat('es-AR', { style: 'currency', currency: 'ARS' });
const quantityFormat = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 3 });
const rateFormat = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 2 });

/** Cents as "$ 1.234,56". */
export function formatMoney(cents: number): string {
  return money.format(cents / 100);
}

/** "1", "1,5", "0,333": three decimals at most, only those needed. */
export function formatQuantity(quantity: number): string {
  return quantityFormat.format(quantity);
}

function formatDate(iso: string | null): string {
  if (!iso) return '—';
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}

const TITLES: Record<'invoice' | 'credit', string> = { invoice: 'FACTURA', credit: 'NOTA DE CRÉDITO' };

const ISSUER_VAT: Record<InvoiceDocument['issuer']['vatCondition'], string> = {
  responsable_inscripto: 'IVA Responsable Inscripto',
  monotributo: 'Responsable Monotributo',
  exento: 'IVA Sujeto Exento',
};

/** FEParamGetCondicionIvaReceptor's descriptions. */
const CUSTOMER_VAT: Record<number, string> = {
  1: 'IVA Responsable Inscripto',
  4: 'IVA Sujeto Exento',
  5: 'Consumidor Final',
  6: 'Responsable Monotributo',
  7: 'Sujeto No Categorizado',
  8: 'Proveedor del Exterior',
  9: 'Cliente del Exterior',
  10: 'IVA Liberado – Ley N° 19.640',
  13: 'Monotributista Social',
  15: 'IVA No Alcanzado',
  16: 'Monotributo Trabajador Independiente Promovido',
};

const DOC_TYPES: Record<number, string> = { 80: 'CUIT', 86: 'CUIL', 96: 'DNI', 99: 'Doc. (Otro)' };

// Legal text of an Argentine document: Spanish whatever the reader's language (not a server message).
const LEGAL = { notAuthorized: 'Comprobante no autorizado — sin validez fiscal' } as const;

function label(name: string, value: string): Content {
  return { text: [{ text: `${name}: `, bold: true }, value], margin: [0, 1, 0, 1] };
}

/** The customer's document line: "CUIT: 30-50001091-2", "Documento: DNI 28123456", "Documento: Sin identificar". */
function customerDocument(invoice: EInvoiceDetailDto): Content {
  if (invoice.customerDocType === 80) return label('CUIT', formatCuit(invoice.customerDocNumber));
  if (invoice.customerDocType === 99 && /^0*$/.test(invoice.customerDocNumber)) return label('Documento', 'Sin identificar');
  const number = invoice.customerDocType === 86 ? formatCuit(invoice.customerDocNumber) : invoice.customerDocNumber;
  return label('Documento', `${DOC_TYPES[invoice.customerDocType] ?? invoice.customerDocType} ${number}`);
}

function header(doc: InvoiceDocument): Content {
  const { issuer, invoice } = doc;
  const letter = letterOf(invoice.type);
  const code = String(afipVoucherType(invoice.type)).padStart(2, '0');
  const number = invoice.number === null ? null : String(invoice.number).padStart(8, '0');
  const letterBox: TableCell = {
    table: {
      widths: [46],
      body: [
        [
          {
            stack: [
              { text: letter, fontSize: 30, bold: true, alignment: 'center' },
              { text: `COD. ${code}`, fontSize: 7, bold: true, alignment: 'center' },
            ],
          },
        ],
      ],
    },
    alignment: 'center',
    margin: [0, 0, 0, 0],
  };
  return {
    table: {
      widths: ['*', 58, '*'],
      body: [
        [{ text: 'ORIGINAL', colSpan: 3, alignment: 'center', bold: true, fontSize: 10 }, {}, {}],
        [
          {
            stack: [
              { text: issuer.legalName, bold: true, fontSize: 13, margin: [0, 4, 0, 6] },
              label('Razón Social', issuer.legalName),
              label('Domicilio Comercial', issuer.address || '—'),
              label('Condición frente al IVA', ISSUER_VAT[issuer.vatCondition]),
            ],
            border: [true, false, false, true],
          },
          { stack: [letterBox], border: [false, false, false, true], margin: [5, 0, 5, 4] },
          {
            stack: [
              { text: TITLES[isCreditNote(invoice.type) ? 'credit' : 'invoice'], bold: true, fontSize: 15, margin: [0, 4, 0, 4] },
              {
                columns: [
                  label('Punto de Venta', String(invoice.pointOfSale).padStart(4, '0')),
                  label('Comp. Nro', number ?? '(sin número)'),
                ],
              },
              label('Fecha de Emisión', formatDate(invoice.date)),
              label('CUIT', formatCuit(issuer.cuit)),
              label('Ingresos Brutos', issuer.grossIncomeNumber || '—'),
              label('Fecha de Inicio de Actividades', formatDate(issuer.activityStart)),
            ],
            border: [false, false, true, true],
          },
        ],
      ],
    },
    layout: { hLineWidth: () => 0.8, vLineWidth: () => 0.8 },
  };
}

function customer(doc: InvoiceDocument): Content {
  const { invoice, associated } = doc;
  const rows: Content[] = [
    {
      columns: [customerDocument(invoice), label('Apellido y Nombre / Razón Social', invoice.customerName)],
    },
    label('Condición frente al IVA', CUSTOMER_VAT[invoice.customerVatConditionId] ?? String(invoice.customerVatConditionId)),
  ];
  if (associated) {
    rows.push(
      label(
        'Comprobante asociado',
        `${VOUCHER_NAMES[associated.type]} ${formatVoucherNumber(associated.pointOfSale, associated.number)} del ${formatDate(associated.date)}`,
      ),
    );
  }
  return {
    table: { widths: ['*'], body: [[{ stack: rows, margin: [2, 3, 2, 3] }]] },
    layout: { hLineWidth: () => 0.8, vLineWidth: () => 0.8 },
    margin: [0, 6, 0, 6],
  };
}

function lines(invoice: EInvoiceDetailDto): Content {
  const discriminates = letterOf(invoice.type) === 'A';
  const nets = discriminates ? lineNets(invoice) : [];
  const head = (text: string, alignment: 'left' | 'right' = 'right'): TableCell => ({
    text,
    bold: true,
    alignment,
    fillColor: '#e6e6e6',
  });
  const body: TableCell[][] = [
    discriminates
      ? [head('Cantidad'), head('Descripción', 'left'), head('Precio Unit.'), head('Alícuota IVA'), head('Subtotal')]
      : [head('Cantidad'), head('Descripción', 'left'), head('Precio Unit.'), head('Importe')],
  ];
  invoice.lines.forEach((line, i) => {
    const quantity: TableCell = { text: formatQuantity(line.quantity), alignment: 'right' };
    const description: TableCell = { text: line.description };
    if (discriminates) {
      const unitNet = Math.round((line.unitPrice * 100) / (100 + line.vatRate));
      body.push([
        quantity,
        description,
        { text: formatMoney(unitNet), alignment: 'right' },
        { text: `${rateFormat.format(line.vatRate)}%`, alignment: 'right' },
        { text: formatMoney(nets[i] ?? 0), alignment: 'right' },
      ]);
    } else {
      body.push([
        quantity,
        description,
        { text: formatMoney(line.unitPrice), alignment: 'right' },
        { text: formatMoney(line.amount), alignment: 'right' },
      ]);
    }
  });
  return {
    table: {
      headerRows: 1,
      widths: discriminates ? [50, '*', 70, 52, 75] : [50, '*', 80, 85],
      body,
    },
    layout: 'lightHorizontalLines',
  };
}

function totals(invoice: EInvoiceDetailDto): Content {
  const rows: [string, string][] = [];
  const letter = letterOf(invoice.type);
  if (letter === 'A') {
    rows.push(['Importe Neto Gravado', formatMoney(invoice.net)]);
    for (const v of [...invoice.vat].sort((a, b) => b.rate - a.rate)) {
      rows.push([`IVA ${rateFormat.format(v.rate)}%`, formatMoney(v.amount)]);
    }
    const exempt = exemptAmount(invoice);
    if (exempt !== 0) rows.push(['Importe Exento', formatMoney(exempt)]);
  } else {
    rows.push(['Subtotal', formatMoney(invoice.total)]);
  }
  rows.push(['Importe Otros Tributos', formatMoney(0)]);
  const body: TableCell[][] = rows.map(([name, value]) => [
    { text: `${name}:`, alignment: 'right', bold: true },
    { text: value, alignment: 'right' },
  ]);
  body.push([
    { text: 'Importe Total:', alignment: 'right', bold: true, fontSize: 11 },
    { text: formatMoney(invoice.total), alignment: 'right', bold: true, fontSize: 11 },
  ]);
  const stack: Content[] = [
    {
      columns: [
        { width: '*', text: '' },
        { width: 260, table: { widths: ['*', 95], body }, layout: 'noBorders' },
      ],
    },
  ];
  if (letter === 'B') {
    // Ley 27.743 (Régimen de Transparencia Fiscal al Consumidor, RG 5614): an invoice to a final
    // consumer states the VAT its price contains.
    stack.push({
      table: {
        widths: ['*'],
        body: [
          [
            {
              stack: [
                { text: 'Régimen de Transparencia Fiscal al Consumidor (Ley 27.743)', bold: true },
                label('IVA Contenido', formatMoney(vatTotal(invoice))),
                label('Otros Impuestos Nacionales Indirectos', formatMoney(0)),
              ],
              margin: [2, 2, 2, 2],
            },
          ],
        ],
      },
      margin: [0, 6, 0, 0],
    });
  }
  return { stack, margin: [0, 8, 0, 8] };
}

function authorization(doc: InvoiceDocument): Content {
  const { invoice } = doc;
  if (invoice.status !== 'authorized' || !invoice.cae || !invoice.qrUrl) {
    return {
      table: {
        widths: ['*'],
        body: [
          [{ text: LEGAL.notAuthorized, color: '#b00020', bold: true, fontSize: 12, alignment: 'center', margin: [0, 6, 0, 6] }],
        ],
      },
      layout: { hLineColor: () => '#b00020', vLineColor: () => '#b00020' },
      margin: [0, 10, 0, 0],
    };
  }
  return {
    columns: [
      // RG 4892: the QR holds the voucher's data for anyone to check it on the authority's site.
      // Level L keeps the ~300-character URL at version 11 (61 modules), 2 pt a module.
      { width: 'auto', qr: invoice.qrUrl, fit: 130, eccLevel: 'L', padding: 4 },
      {
        width: '*',
        stack: [
          { text: 'ARCA', bold: true, fontSize: 16, margin: [0, 12, 0, 0] },
          { text: 'Comprobante Autorizado', bold: true, fontSize: 10 },
          {
            text: 'Esta Agencia no se responsabiliza por los datos ingresados en el detalle de la operación',
            fontSize: 7,
            margin: [0, 4, 0, 0],
          },
        ],
        margin: [8, 0, 0, 0],
      },
      {
        width: 170,
        stack: [label('CAE N°', invoice.cae), label('Fecha de Vto. de CAE', formatDate(invoice.caeExpiry))],
        alignment: 'right',
        margin: [0, 12, 0, 0],
      },
    ],
    margin: [0, 10, 0, 0],
  };
}

/** The document definition (exported for the tests' layout checks; render with `invoicePdf`). */
export function invoiceDefinition(doc: InvoiceDocument, options: { compress?: boolean } = {}): TDocumentDefinitions {
  const { invoice } = doc;
  const authorized = invoice.status === 'authorized' && !!invoice.cae;
  const number =
    invoice.displayNumber ?? (invoice.number === null ? null : formatVoucherNumber(invoice.pointOfSale, invoice.number));
  return {
    pageSize: 'A4',
    pageMargins: [28, 28, 28, 36],
    compress: options.compress ?? true,
    info: {
      title: `${VOUCHER_NAMES[invoice.type]} ${number ?? '(sin número)'}`,
      author: doc.issuer.legalName,
      subject: authorized ? `CAE ${invoice.cae}` : LEGAL.notAuthorized,
    },
    defaultStyle: { font: 'Roboto', fontSize: 8.5 },
    ...(authorized ? {} : { watermark: { text: 'NO AUTORIZADO', color: '#b00020', opacity: 0.12, bold: true } }),
    footer: (page, pages) => ({ text: `Pág. ${page}/${pages}`, alignment: 'right', fontSize: 7, margin: [28, 10, 28, 0] }),
    content: [
      ...(authorized
        ? []
        : [
            {
              text: LEGAL.notAuthorized,
              color: '#b00020',
              bold: true,
              alignment: 'center' as const,
              margin: [0, 0, 0, 6] as [number, number, number, number],
            },
          ]),
      header(doc),
      customer(doc),
      lines(invoice),
      totals(invoice),
      authorization(doc),
    ],
  };
}

/**
 * The invoice (or credit note) as PDF bytes. `compress: false` leaves the content streams readable
 * (the tests read the text back); the server always sends it compressed.
 */
export async function invoicePdf(doc: InvoiceDocument, options: { compress?: boolean } = {}): Promise<Uint8Array> {
  const buffer = await pdfMakeInstance().createPdf(invoiceDefinition(doc, options)).getBuffer();
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}
