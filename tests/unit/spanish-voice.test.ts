// The Spanish voice is tú, as SPEC's own texts ("No tienes permiso para acceder a esta página",
// "Ya puedes recibir notificaciones push"): neither voseo ("podés", "revisá") nor usted ("Revise",
// "Ingrese") in the app's Spanish messages, the server's messages, notification texts or the demo
// content (issue 19). Scans the Spanish catalog's msgids and every source file of src/ and server/.
// The one usted text SPEC gives literally ('Haga click para actualizar a la nueva versión') stays.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');

/** Voseo verb forms (present and imperative) that a back office might use. */
const VOSEO = [
  'podés',
  'tenés',
  'querés',
  'sabés',
  'necesitás',
  'sos',
  'revisá',
  'ingresá',
  'elegí',
  'hacé',
  'probá',
  'volvé',
  'escribí',
  'cambiá',
  'contá',
  'seguí',
  'abrí',
  'recordá',
  'usá',
  'tocá',
  'poné',
  'mirá',
  'esperá',
  'intentá',
  'agregá',
  'completá',
  'confirmá',
  'verificá',
  'iniciá',
  'cerrá',
  'activá',
  'seleccioná',
  'buscá',
  'guardá',
  'descargá',
  'instalá',
  'pedí',
  'decí',
  'subí',
  'imprimí',
  'avisá',
  'cargá',
  'escaneá',
  'registrá',
  'contactá',
  'comunicate',
  'asegurate',
  'fijate',
  'acordate',
  'andá',
  'llamá',
  'pasá',
  'creá',
];
/** Usted imperatives (capitalised: a sentence starts with them; "que revise" is a subjunctive). */
const USTED = [
  'Ingrese',
  'Revise',
  'Intente',
  'Inténtelo',
  'Verifique',
  'Seleccione',
  'Elija',
  'Escriba',
  'Vuelva a',
  'Espere',
  'Pida',
  'Cambie',
  'Comuníquese',
  'Asegúrese',
  'Confirme',
  'Registre',
  'Agregue',
  'Busque',
  'Pruebe',
  'Cree',
  'Abra',
  'Cuente',
  'Recuerde',
  'Toque',
  'Presione',
  'Indique',
  'Cargue',
  'Complete',
];
const SPEC_LITERAL = ['Haga click para actualizar a la nueva versión'];
const VOSEO_PATTERN = new RegExp(`(?<!\\p{L})(${VOSEO.join('|')})(?!\\p{L})`, 'iu');
const USTED_PATTERN = new RegExp(`(?<!\\p{L})(${USTED.join('|')})(?!\\p{L})`, 'u');
const isOffVoice = (line: string) =>
  (VOSEO_PATTERN.test(line) || USTED_PATTERN.test(line)) && !SPEC_LITERAL.some((t) => line.includes(t));

function files(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) return e.name === 'locales' ? [] : files(rel);
    return /\.(ts|tsx)$/.test(e.name) ? [rel] : [];
  });
}

/** German and French lines of the server catalogs ("fr: 'Indique le total…'") are not Spanish. */
const isTranslation = (line: string) => /^\s*(de|fr):/.test(line);

function offVoice(text: string): string[] {
  return text.split('\n').filter((line) => !isTranslation(line) && isOffVoice(line));
}

describe('Spanish voice (tú)', () => {
  it('recognises voseo and usted, and leaves tú and SPEC literals alone', () => {
    const text = [
      'Ya podés ver el balance.',
      'Revisá el motivo.',
      'Revise los datos',
      'Pida a un supervisor que revise la solicitud.',
      'Ya puedes ver el balance.',
      'Pide a un supervisor que revise la solicitud.',
      'Haga click para actualizar a la nueva versión',
    ].join('\n');
    expect(offVoice(text)).toEqual([
      'Ya podés ver el balance.',
      'Revisá el motivo.',
      'Revise los datos',
      'Pida a un supervisor que revise la solicitud.',
    ]);
  });

  it('has neither voseo nor usted in the Spanish catalog', () => {
    const po = readFileSync(path.join(ROOT, 'src/locales/es/messages.po'), 'utf8');
    const msgids = po.split('\n').filter((l) => l.startsWith('msgid '));
    expect(msgids.filter(isOffVoice)).toEqual([]);
  });

  it('has neither voseo nor usted in the sources of the app and the server (messages, notifications, demo content)', () => {
    const found = [...files('src'), ...files('server')].flatMap((f) =>
      offVoice(readFileSync(path.join(ROOT, f), 'utf8')).map((line) => `${f}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
  });
});
