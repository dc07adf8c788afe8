// Fields that several offline commands' args share (the commands themselves are defined by their
// features, src/features/<area>/commands/<name>.contract.ts), and the online requests that take the
// same: ids (chosen on the device or not), times the device saw, and counted quantities of goods.
import * as v from 'valibot';

const BAD_ID = 'El identificador no es válido';
export const uuidField = v.pipe(v.string(BAD_ID), v.uuid(BAD_ID));
export const isoDateTimeField = v.pipe(v.string(), v.isoTimestamp('La fecha no es válida'));

/** A count of goods: ≥ 0, at most 100000, up to 3 decimals (0.4 of a bottle). */
export const goodsQuantityField = v.pipe(
  v.number('La cantidad no es válida'),
  v.minValue(0, 'La cantidad no puede ser negativa'),
  v.maxValue(100_000, 'La cantidad es demasiado grande'),
  v.check((n) => Number.isFinite(n) && Math.abs(Math.round(n * 1000) - n * 1000) < 1e-6, 'La cantidad admite hasta 3 decimales'),
);

/** Grams on the scale when a partial bottle was weighed (whole grams, at most 100 kg). */
export const weighedGramsField = v.pipe(
  v.number('El peso no es válido'),
  v.integer('El peso se indica en gramos enteros'),
  v.minValue(0, 'El peso no puede ser negativo'),
  v.maxValue(100_000, 'El peso es demasiado grande'),
);
