// Benchmark of the legal invoice PDF (issue 34, server/einvoicing/documents/pdf.ts): 200 class A
// invoices with the AFIP QR rendered one after another, as the `/comprobantes/:id/pdf` route does,
// compressed like the route sends them; p50/p95/max in ms and the size. The first renders (module
// load, pdfmake's set-up) are warm-up and not counted. Figures only, no goal asserted.
//   npm run bench:invoice-pdf      (BENCH_SAMPLES overrides the 200)
import { invoicePdf } from '../server/einvoicing/documents/pdf';
import { makeDocument } from '../tests/api/einvoice-documents-fixtures';
import { reportFigure } from './lib/report';
import { percentile } from './lib/stats';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const WARMUP = 5;

// A busy table's invoice: eight lines at two rates, one with a fractional quantity.
const doc = makeDocument({
  type: 'A',
  customer: { name: 'Bodega Los Álamos S.A.', docType: 80, docNumber: '30500010912', vatConditionId: 1 },
  lines: Array.from({ length: 8 }, (_, i) => ({
    description: i % 2 === 0 ? `Fernet con cola (mesa ${i + 1})` : `Empanadas de carne (mesa ${i + 1})`,
    quantity: i === 3 ? 1.5 : i + 1,
    unitPrice: 150_000 + i * 12_345,
    vatRate: i % 2 === 0 ? 21 : 10.5,
  })),
});

for (let i = 0; i < WARMUP; i++) await invoicePdf(doc);
const times: number[] = [];
let bytes = 0;
for (let i = 0; i < SAMPLES; i++) {
  const started = performance.now();
  const pdf = await invoicePdf(doc);
  times.push(performance.now() - started);
  bytes = pdf.length;
}
times.sort((a, b) => a - b);
const p50 = percentile(times, 50);
const p95 = percentile(times, 95);
console.log(
  `Invoice PDF benchmark: ${SAMPLES} class A invoices with QR (after ${WARMUP} warm-up), ${(bytes / 1024).toFixed(1)} KiB each`,
);
console.log(`p50 ${p50.toFixed(1)} ms   p95 ${p95.toFixed(1)} ms   max ${(times.at(-1) ?? 0).toFixed(1)} ms`);
reportFigure({ figure: 'invoice PDF p50', value: p50, unit: 'ms' });
reportFigure({ figure: 'invoice PDF p95', value: p95, unit: 'ms' });
