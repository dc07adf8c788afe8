// Purchasing (issue 38) as the screens read and write it. Suppliers, orders, invoices and returns
// are online data (numbers handed out by the server, costs moved in one transaction): reads wait
// for the connection and keep what they showed, writes fail fast offline with the offline notice.
// The receipt at the door is the exception — an offline command (commands/goods-receipt-record) —
// so the receiving screen keeps an offline copy of the orders and suppliers it receives against.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CostMethod, InvoiceBody, OrderBody, OrderDto, ReturnBody, SupplierBody } from '../../../contract/purchasing';
import { api } from '../../../lib/api-client';
import { onlineGet, useOnlineMutation } from '../../../lib/online-api';
import { catalogoKeys, comprasKeys, inventariosKeys } from '../../../lib/query-keys';

// ───────────────────────────── Reads ─────────────────────────────

export const suppliersQuery = () =>
  onlineGet(comprasKeys.of('proveedores'), '/compras/proveedores', { offline: 'wait', staleTime: 30_000 });

export function ordersQuery(filters: { status?: OrderDto['status']; supplierId?: string } = {}) {
  const query = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== ''));
  return onlineGet(comprasKeys.of('ordenes', 'list', query), '/compras/ordenes', {
    offline: 'wait',
    query,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

export const receiptsQuery = () =>
  onlineGet(comprasKeys.of('recepciones'), '/compras/recepciones', { offline: 'wait', staleTime: 15_000 });

export const invoicesQuery = () =>
  onlineGet(comprasKeys.of('facturas'), '/compras/facturas', { offline: 'wait', staleTime: 15_000 });

export const returnsQuery = () =>
  onlineGet(comprasKeys.of('devoluciones'), '/compras/devoluciones', { offline: 'wait', staleTime: 15_000 });

export function costHistoryQuery(goodId: string) {
  return onlineGet(comprasKeys.of('costos', goodId), '/compras/costos/historial', {
    offline: 'wait',
    query: { goodId },
    staleTime: 15_000,
  });
}

export const useSuppliers = () => useQuery(suppliersQuery());
export const useOrders = (filters: Parameters<typeof ordersQuery>[0] = {}) => useQuery(ordersQuery(filters));
export const useReceipts = () => useQuery(receiptsQuery());
export const useInvoices = () => useQuery(invoicesQuery());
export const useReturns = () => useQuery(returnsQuery());
export const useCostHistory = (goodId: string | undefined) => useQuery({ ...costHistoryQuery(goodId ?? ''), enabled: !!goodId });

// ───────────────────────────── Writes ─────────────────────────────

/** Anything that books stock or moves a cost: the stock screens and the catalogue's costs are stale after it. */
const STOCK_AND_COSTS = [inventariosKeys.all, catalogoKeys.all] as const;

export function useSaveSupplier() {
  return useOnlineMutation({
    offline: 'fail',
    mutationFn: ({ id, body }: { id?: string; body: SupplierBody }) =>
      id ? api.put('/compras/proveedores/{id}', { params: { id }, body }) : api.post('/compras/proveedores', { body }),
    refresh: [comprasKeys.of('proveedores')],
  });
}

export function useDeleteSupplier() {
  return useOnlineMutation({
    offline: 'fail',
    mutationFn: (id: string) => api.delete('/compras/proveedores/{id}', { params: { id } }),
    refresh: [comprasKeys.of('proveedores')],
  });
}

export function useSaveOrder() {
  return useOnlineMutation({
    offline: 'fail',
    mutationFn: ({ id, body }: { id?: string; body: OrderBody }) =>
      id ? api.put('/compras/ordenes/{id}', { params: { id }, body }) : api.post('/compras/ordenes', { body }),
    refresh: [comprasKeys.of('ordenes')],
  });
}

export function useOrdersFromSuggestions() {
  return useOnlineMutation({
    offline: 'fail',
    mutationFn: (locationId: string) => api.post('/compras/ordenes/desde-sugerencias', { body: { locationId } }),
    refresh: [comprasKeys.of('ordenes')],
  });
}

export function useSendOrder() {
  return useOnlineMutation({
    offline: 'fail',
    mutationFn: (id: string) => api.post('/compras/ordenes/{id}/enviar', { params: { id } }),
    refresh: [comprasKeys.of('ordenes')],
  });
}

export function useCancelOrder() {
  return useOnlineMutation({
    offline: 'fail',
    mutationFn: (id: string) => api.post('/compras/ordenes/{id}/cancelar', { params: { id } }),
    refresh: [comprasKeys.of('ordenes')],
  });
}

export function usePostInvoice() {
  return useOnlineMutation({
    offline: 'fail',
    mutationFn: (body: InvoiceBody) => api.post('/compras/facturas', { body }),
    refresh: [
      comprasKeys.of('facturas'),
      comprasKeys.of('recepciones'),
      comprasKeys.of('costos'),
      comprasKeys.of('proveedores'),
      ...STOCK_AND_COSTS,
    ],
  });
}

export function useCancelInvoice() {
  return useOnlineMutation({
    offline: 'fail',
    mutationFn: (id: string) => api.post('/compras/facturas/{id}/anular', { params: { id } }),
    refresh: [comprasKeys.of('facturas'), comprasKeys.of('recepciones'), comprasKeys.of('costos'), ...STOCK_AND_COSTS],
  });
}

export function useRecordReturn() {
  return useOnlineMutation({
    offline: 'fail',
    mutationFn: (body: ReturnBody) => api.post('/compras/devoluciones', { body }),
    refresh: [comprasKeys.of('devoluciones'), ...STOCK_AND_COSTS],
  });
}

export function useSetCostMethod() {
  return useOnlineMutation({
    offline: 'fail',
    mutationFn: (method: CostMethod) => api.put('/compras/costos/metodo', { body: { method } }),
    refresh: [comprasKeys.of('costos')],
  });
}
