// Night operations (issue 8): points of sale, POS ingestion, satellite terminals, cancellations,
// free entry, extraction and app downloads. Each slice checks its own privileges per route.
export { cajasRoutes } from './cajas';
export { downloadRoutes } from './downloads';
export { extractionRoutes } from './extraction';
export { freeEntryRoutes } from './free-entry';
export { ingestRoutes } from './ingest';
export { posRoutes } from './pos';
export { sateliteRoutes } from './satelite';
export { ticketRoutes } from './tickets';
