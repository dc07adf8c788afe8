// React Query keys, one factory per API prefix (the first path segment after /api). A key starts
// with its prefix, so invalidating `xKeys.all` or `xKeys.of('a')` refreshes every query below it
// (React Query matches keys by prefix); screens never spell a key as a literal array, so two
// screens reading the same endpoint share one cache entry and one invalidation reaches both.
export type QueryKeyOf<P extends string, T extends readonly unknown[]> = readonly [P, ...T];

export interface QueryKeys<P extends string> {
  /** Every query under this API prefix. */
  readonly all: readonly [P];
  /** One query, or a family of them when used to invalidate. */
  of<T extends readonly unknown[]>(...parts: T): QueryKeyOf<P, T>;
}

export function keysFor<P extends string>(prefix: P): QueryKeys<P> {
  return { all: [prefix], of: (...parts) => [prefix, ...parts] };
}

export const accountKeys = keysFor('account');
export const aplicativosKeys = keysFor('aplicativos');
export const auditKeys = keysFor('audit');
export const blogKeys = keysFor('blog');
export const cardsKeys = keysFor('cards');
export const cashflowKeys = keysFor('cashflow');
export const catalogoKeys = keysFor('catalogo');
export const comprasKeys = keysFor('compras');
export const entradasKeys = keysFor('entradas');
export const extraccionesKeys = keysFor('extracciones');
export const facturacionKeys = keysFor('facturacion');
export const gerenciaKeys = keysFor('gerencia');
export const inventariosKeys = keysFor('inventarios');
export const jobsKeys = keysFor('jobs');
export const nightsKeys = keysFor('nights');
export const publicKeys = keysFor('public');
export const puntosDeVentaKeys = keysFor('puntos-de-venta');
export const restoConfigKeys = keysFor('resto-config');
export const restoKeys = keysFor('resto');
export const sateliteKeys = keysFor('satelite');
export const staffKeys = keysFor('staff');
export const ticketsKeys = keysFor('tickets');
export const userKeys = keysFor('user');
export const venueSettingsKeys = keysFor('venue-settings');
export const vipKeys = keysFor('vip');
