// What WSFEv1's WSDL says a request looks like, in our own words: for each operation the elements
// of its schema sequence, in order, with their XML Schema type and whether they must appear
// (minOccurs 1). The double checks every request against it, stricter than the authority on
// purpose: the authority's .NET reader silently skips an unknown or out-of-order element and
// defaults a missing number to 0, so a client bug there would surface as a puzzling rejection (or
// worse, an accepted voucher with a 0) only in homologation. Here it is a SOAP fault naming it.
import { isObject, type XmlObject, type XmlValue } from '../afip/soap';

type Scalar = 'int' | 'long' | 'double' | 'string';

export type Shape =
  | { kind: 'scalar'; type: Scalar; required: boolean }
  | { kind: 'sequence'; fields: [string, Shape][]; required: boolean }
  /** ArrayOfX: a wrapper holding any number of one repeated element. */
  | { kind: 'list'; item: string; itemShape: Shape; required: boolean };

const scalar = (type: Scalar, required: boolean): Shape => ({ kind: 'scalar', type, required });
const int = scalar('int', true);
const long = scalar('long', true);
const double = scalar('double', true);
const optionalString = scalar('string', false);
const sequence = (fields: Record<string, Shape>, required = false): Shape => ({
  kind: 'sequence',
  fields: Object.entries(fields),
  required,
});
const list = (item: string, itemShape: Shape): Shape => ({ kind: 'list', item, itemShape, required: false });
/** The containers an operation cannot work without: optional in the WSDL, required by the double. */
const needed = (shape: Shape): Shape => ({ ...shape, required: true });

const auth = needed(sequence({ Token: optionalString, Sign: optionalString, Cuit: long }));

const detRequest = sequence({
  Concepto: int,
  DocTipo: int,
  DocNro: long,
  CbteDesde: long,
  CbteHasta: long,
  CbteFch: optionalString,
  ImpTotal: double,
  ImpTotConc: double,
  ImpNeto: double,
  ImpOpEx: double,
  ImpTrib: double,
  ImpIVA: double,
  FchServDesde: optionalString,
  FchServHasta: optionalString,
  FchVtoPago: optionalString,
  MonId: optionalString,
  MonCotiz: double,
  CanMisMonExt: scalar('string', true),
  CondicionIVAReceptorId: int,
  CbtesAsoc: list('CbteAsoc', sequence({ Tipo: int, PtoVta: int, Nro: long, Cuit: optionalString, CbteFch: optionalString })),
  Tributos: list(
    'Tributo',
    sequence({ Id: scalar('int', true), Desc: optionalString, BaseImp: double, Alic: double, Importe: double }),
  ),
  Iva: list('AlicIva', sequence({ Id: int, BaseImp: double, Importe: double })),
  Opcionales: list('Opcional', sequence({ Id: optionalString, Valor: optionalString })),
  Compradores: list('Comprador', sequence({ DocTipo: int, DocNro: long, Porcentaje: double })),
  PeriodoAsoc: sequence({ FchDesde: optionalString, FchHasta: optionalString }),
});

const authOnly = sequence({ Auth: auth });

/** The operations the double serves, by their element (= SOAPAction's last segment). */
export const OPERATION_SHAPES: Record<string, Shape> = {
  FEDummy: sequence({}),
  FECAESolicitar: sequence({
    Auth: auth,
    FeCAEReq: needed(
      sequence({
        FeCabReq: needed(sequence({ CantReg: int, PtoVta: int, CbteTipo: int })),
        FeDetReq: needed(list('FECAEDetRequest', detRequest)),
      }),
    ),
  }),
  FECompUltimoAutorizado: sequence({ Auth: auth, PtoVta: int, CbteTipo: int }),
  FECompConsultar: sequence({ Auth: auth, FeCompConsReq: needed(sequence({ CbteTipo: int, CbteNro: long, PtoVta: int })) }),
  FEParamGetTiposCbte: authOnly,
  FEParamGetTiposDoc: authOnly,
  FEParamGetTiposIva: authOnly,
  FEParamGetTiposMonedas: authOnly,
  FEParamGetTiposConcepto: authOnly,
  FEParamGetPtosVenta: authOnly,
  FEParamGetCondicionIvaReceptor: sequence({ Auth: auth, ClaseCmp: optionalString }),
};

export interface ShapeProblem {
  /** "FECAESolicitar/FeCAEReq/FeDetReq/FECAEDetRequest/CondicionIVAReceptorId". */
  path: string;
  problem: 'missing' | 'unknown' | 'repeated' | 'out of order' | 'not a number' | 'not an element list' | 'not text';
}

const NUMBER: Record<Exclude<Scalar, 'string'>, RegExp> = {
  int: /^-?\d{1,10}$/,
  long: /^-?\d{1,19}$/,
  double: /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/,
};

/** Every way the value departs from the shape (empty: it conforms). */
export function checkShape(path: string, value: XmlValue | undefined, shape: Shape): ShapeProblem[] {
  if (value === undefined) return shape.required ? [{ path, problem: 'missing' }] : [];
  if (shape.kind === 'scalar') {
    if (typeof value !== 'string') return [{ path, problem: 'not text' }];
    if (shape.type !== 'string' && !NUMBER[shape.type].test(value)) return [{ path, problem: 'not a number' }];
    return [];
  }
  // An empty element (<Iva/>) parses as ''.
  const object: XmlObject = value === '' ? {} : isObject(value) ? value : {};
  if (value !== '' && !isObject(value)) return [{ path, problem: 'not an element list' }];
  if (shape.kind === 'list') {
    const problems: ShapeProblem[] = [];
    for (const [name, child] of Object.entries(object)) {
      if (name !== shape.item) {
        problems.push({ path: `${path}/${name}`, problem: 'unknown' });
        continue;
      }
      const items = Array.isArray(child) ? child : [child];
      items.forEach((item, i) => {
        problems.push(...checkShape(`${path}/${name}[${i + 1}]`, item, shape.itemShape));
      });
    }
    return problems;
  }
  const problems: ShapeProblem[] = [];
  const order = shape.fields.map(([name]) => name);
  let previous = -1;
  for (const name of Object.keys(object)) {
    const index = order.indexOf(name);
    if (index === -1) {
      problems.push({ path: `${path}/${name}`, problem: 'unknown' });
      continue;
    }
    if (index < previous) problems.push({ path: `${path}/${name}`, problem: 'out of order' });
    previous = Math.max(previous, index);
    if (Array.isArray(object[name])) problems.push({ path: `${path}/${name}`, problem: 'repeated' });
  }
  for (const [name, fieldShape] of shape.fields) {
    const child = object[name];
    if (Array.isArray(child)) continue;
    problems.push(...checkShape(`${path}/${name}`, child, fieldShape));
  }
  return problems;
}
