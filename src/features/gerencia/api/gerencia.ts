// The balance sheet and user billing server state (/api/gerencia): online only, read-only. Every
// query keeps the previous answer while the next night or range loads; offline 'fail'
// (src/lib/online-api.ts): it fails at once offline instead of waiting paused.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CompRowDto } from '../../../contract/comps';
import type {
  BalanceSheetDto,
  BillingDto,
  BillingGroup,
  CancellationRowDto,
  CashDrillKind,
  CashRowDto,
  SaleDetailDto,
  SaleListDto,
} from '../../../contract/gerencia';
import { compactQuery, onlineGet } from '../../../lib/online-api';
import { gerenciaKeys } from '../../../lib/query-keys';

/** One night, or the nights of a date range. */
export type Scope = { nightId: string } | { from: string; to: string };

export type Query = Record<string, string | number | undefined>;

function useRead<T>(part: string, path: string, query: Query | null) {
  const asText = compactQuery(query ?? {});
  return useQuery(
    onlineGet<T>(gerenciaKeys.of(part, path, asText), path, {
      offline: 'fail',
      query: asText,
      placeholderData: keepPreviousData,
      enabled: query !== null,
    }),
  );
}

export const useBalanceSheet = (scope: Scope | null) => useRead<BalanceSheetDto>('balance', '/gerencia/balance', scope);

/** Filters of the sales behind a figure (point of sale, kind, hour, payment, cashier, terminal, status). */
export interface SalesFilter {
  pointOfSaleId?: string;
  kind?: string;
  hour?: number;
  payment?: string;
  cashierId?: string;
  terminalId?: string;
  status?: 'completed' | 'cancelled';
}

export const useSalesDrill = (scope: Scope | null, filter: SalesFilter, billing = false) =>
  useRead<SaleListDto>(
    'sales',
    billing ? '/gerencia/facturacion/ventas' : '/gerencia/balance/ventas',
    scope ? { ...scope, ...filter } : null,
  );

export const useCancellationsDrill = (scope: Scope | null, requestedBy?: string) =>
  useRead<CancellationRowDto[]>('cancellations', '/gerencia/balance/anulaciones', scope ? { ...scope, requestedBy } : null);

export const useCashDrill = (scope: Scope | null, kind: CashDrillKind) =>
  useRead<CashRowDto[]>('cash', '/gerencia/balance/caja', scope ? { ...scope, kind } : null);

/** The comps behind a figure: all, or one reason, bar, giver (billing) or terminal (billing). */
export interface CompsFilter {
  reason?: string;
  locationId?: string;
  givenBy?: string;
  terminalId?: string;
}
export const useCompsDrill = (scope: Scope | null, filter: CompsFilter, billing = false) =>
  useRead<CompRowDto[]>(
    'comps',
    billing ? '/gerencia/facturacion/cortesias' : '/gerencia/balance/cortesias',
    scope ? { ...scope, ...filter } : null,
  );

export const useSaleDetail = (saleId: string | null) =>
  useRead<SaleDetailDto>('sale', `/gerencia/ventas/${saleId}`, saleId ? {} : null);

export const useBilling = (scope: Scope | null, by: BillingGroup, threshold: number) =>
  useRead<BillingDto>('billing', '/gerencia/facturacion', scope ? { ...scope, by, threshold } : null);
