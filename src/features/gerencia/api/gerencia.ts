// The balance sheet and user billing server state (/api/gerencia): online only, read-only. Every
// query keeps the previous answer while the next night or range loads; offline 'fail'
// (src/lib/online-api.ts): it fails at once offline instead of waiting paused. Paths, queries and
// answers are typed by the API document.
import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import type { CompReason } from '../../../contract/comps';
import type { BillingGroup, CashDrillKind, PaymentKind, PosKind } from '../../../contract/gerencia';
import { api } from '../../../lib/api-client';
import { compactQuery, onlineQuery } from '../../../lib/online-api';
import { gerenciaKeys } from '../../../lib/query-keys';

/** One night, or the nights of a date range. */
export type Scope = { nightId: string } | { from: string; to: string };

/** A read under `part` and its query, none while the query is null (no night or range chosen yet). */
function readQuery<Q extends object, T>(part: string, query: Q | null, read: (query: Q) => Promise<T>) {
  return onlineQuery({
    queryKey: gerenciaKeys.of(part, compactQuery(query ?? {})),
    queryFn: query ? () => read(query) : skipToken,
    offline: 'fail',
    placeholderData: keepPreviousData,
  });
}

function useRead<Q extends object, T>(part: string, query: Q | null, read: (query: Q) => Promise<T>) {
  return useQuery(readQuery(part, query, read));
}

const readBalance = (query: Scope) => api.get('/gerencia/balance', { query });
/** The balance sheet's read, as its screen makes it (its route's loader starts it before the screen renders). */
export const balanceSheetQuery = (scope: Scope) => readQuery('balance', scope, readBalance);
export const useBalanceSheet = (scope: Scope | null) => useRead('balance', scope, readBalance);

/** Filters of the sales behind a figure (point of sale, kind, hour, payment, cashier, terminal, status). */
export interface SalesFilter {
  pointOfSaleId?: string;
  kind?: PosKind;
  hour?: number;
  payment?: PaymentKind;
  cashierId?: string;
  terminalId?: string;
  status?: 'completed' | 'cancelled';
}

export const useSalesDrill = (scope: Scope | null, filter: SalesFilter, billing = false) =>
  useRead(billing ? 'billing-sales' : 'sales', scope ? { ...scope, ...filter } : null, (query) =>
    billing ? api.get('/gerencia/facturacion/ventas', { query }) : api.get('/gerencia/balance/ventas', { query }),
  );

export const useCancellationsDrill = (scope: Scope | null, requestedBy?: string) =>
  useRead('cancellations', scope ? { ...scope, requestedBy } : null, (query) =>
    api.get('/gerencia/balance/anulaciones', { query }),
  );

export const useCashDrill = (scope: Scope | null, kind: CashDrillKind) =>
  useRead('cash', scope ? { ...scope, kind } : null, (query) => api.get('/gerencia/balance/caja', { query }));

/** The comps behind a figure: all, or one reason, bar, giver (billing) or terminal (billing). */
export interface CompsFilter {
  reason?: CompReason;
  locationId?: string;
  givenBy?: string;
  terminalId?: string;
}
export const useCompsDrill = (scope: Scope | null, filter: CompsFilter, billing = false) =>
  useRead(billing ? 'billing-comps' : 'comps', scope ? { ...scope, ...filter } : null, (query) =>
    billing ? api.get('/gerencia/facturacion/cortesias', { query }) : api.get('/gerencia/balance/cortesias', { query }),
  );

export const useSaleDetail = (saleId: string | null) =>
  useRead('sale', saleId ? { id: saleId } : null, (params) => api.get('/gerencia/ventas/{id}', { params }));

export const useBilling = (scope: Scope | null, by: BillingGroup, threshold: number) =>
  useRead('billing', scope ? { ...scope, by, threshold } : null, (query) => api.get('/gerencia/facturacion', { query }));
