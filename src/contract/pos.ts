// Points of sale (issue 8, DOMAIN.md "Operating frame") as configuracion/boleterias, barras and
// guardarropas manage them (/api/puntos-de-venta, 201), and SPEC §7 POST /api/generic/consultarCajas
// (the venue's points of sale in the replica's row shape).
// Rules: a name is unique per venue and kind; the AFIP point-of-sale number (1..99999) is unique per
// venue when set; a bar sells from one bar stock location of the venue, other kinds from none.
import * as v from 'valibot';
import { uuidField } from './command-fields';
import { idNameSchema, integerAnswer as integer, requiredText, stringOrNull, wholeNumber } from './common';

export const POS_KINDS = ['ticket_office', 'bar', 'cloakroom', 'cashier', 'restaurant'] as const;
export type PosKind = (typeof POS_KINDS)[number];
/** The kinds with a configuration screen of their own. */
export const CONFIG_POS_KINDS = ['ticket_office', 'bar', 'cloakroom'] as const satisfies readonly PosKind[];
export type ConfigPosKind = (typeof CONFIG_POS_KINDS)[number];

export const MAX_POS_NAME = 80;
export const MAX_AFIP_POS_NUMBER = 99_999;

export const POS_BAD_ID = 'El identificador no es válido';
export const POS_BAD_KIND = 'El tipo de punto de venta no es válido';
export const POS_NAME_REQUIRED = 'El nombre del punto de venta es obligatorio';
export const POS_NAME_TOO_LONG = 'El nombre es demasiado largo';
export const POS_BAD_AFIP = 'El número de punto de venta AFIP debe ser un entero entre 1 y 99999';
export const POS_BAD_ACTIVE = 'Indica si está activo';

/** A point of sale as the configuration screens list it. */
export const pointOfSaleAnswerSchema = v.object({
  id: v.string(),
  kind: v.picklist(POS_KINDS),
  name: v.string(),
  active: v.boolean(),
  /** The price list it sells with, and its name; null: none set. */
  priceListId: stringOrNull,
  priceListName: stringOrNull,
  /** The bar stock location it sells from (bars only), and its name; null for the other kinds. */
  stockLocationId: stringOrNull,
  stockLocationName: stringOrNull,
  /** The AFIP point-of-sale number (1..99999); null: not set. */
  afipPosNumber: v.nullable(integer),
  /** Terminals registered to it (satélite). */
  terminals: integer,
  /** Sales ever recorded: with any, it is deactivated rather than deleted. */
  sales: integer,
  /** The row's change version (the delta sync's). */
  version: integer,
});
export type PointOfSaleDto = v.InferOutput<typeof pointOfSaleAnswerSchema>;
export const pointsOfSaleAnswerSchema = v.array(pointOfSaleAnswerSchema);

/** What the dialog offers: the venue's price lists and its bar stock locations, by name. */
export const posOptionsAnswerSchema = v.object({
  priceLists: v.array(idNameSchema),
  barLocations: v.array(v.object({ ...idNameSchema.entries, active: v.boolean() })),
});
export type PosOptionsDto = v.InferOutput<typeof posOptionsAnswerSchema>;

/** A row of consultarCajas: exactly the replica's pointsOfSale shape. */
export const cajaRowSchema = v.object({
  id: v.string(),
  venueId: v.string(),
  kind: v.picklist(POS_KINDS),
  name: v.string(),
  active: v.boolean(),
  /** The bar whose stock it sells from; null for one that sells no goods. */
  stockLocationId: stringOrNull,
  priceListId: stringOrNull,
  afipPosNumber: v.nullable(v.number()),
  /** The row's replication version. */
  version: v.number(),
});
export type CajaRow = v.InferOutput<typeof cajaRowSchema>;

/** POST /api/generic/consultarCajas: inactive ones too, by kind and name. */
export const cajaRowsSchema = v.array(cajaRowSchema);

const id = uuidField;
const kind = v.picklist(POS_KINDS, POS_BAD_KIND);

export const posIdSchema = v.object({ id });
export const posQuerySchema = v.object({ kind: v.optional(kind) });

const fields = {
  name: requiredText(POS_NAME_REQUIRED, MAX_POS_NAME, POS_NAME_TOO_LONG),
  priceListId: v.optional(v.nullable(id), null),
  stockLocationId: v.optional(v.nullable(id), null),
  afipPosNumber: v.optional(v.nullable(wholeNumber(1, MAX_AFIP_POS_NUMBER, POS_BAD_AFIP)), null),
};

export const posCreateSchema = v.object({ kind, ...fields });
export type PosCreateInput = v.InferOutput<typeof posCreateSchema>;

/** The kind is fixed at creation: sales and terminals were recorded under it. */
export const posUpdateSchema = v.object(fields);
export type PosUpdateInput = v.InferOutput<typeof posUpdateSchema>;

export const posActiveSchema = v.object({ active: v.boolean(POS_BAD_ACTIVE) });

/** Whether a kind sells from a stock location (bars do; doors and cloakrooms sell no goods). */
export function kindHasStock(k: PosKind): boolean {
  return k === 'bar';
}
