// The audit log viewer names every action the server writes (issue 16): the codes are read from
// the server's sources (each audit helper call and each `action:` of an audit_log insert), so a
// new action without a readable name fails here; an unknown code falls back to itself.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { MOVEMENT_TYPES } from '../../src/contract/cashflow';
import { actionLabel, entityLabel, hasActionLabel } from '../../src/features/audit-log/labels';
import { messages as deMessages } from '../../src/locales/de/messages.po';
import { messages as frMessages } from '../../src/locales/fr/messages.po';

const SERVER = path.resolve(import.meta.dirname, '../../server');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'db' ? [] : files(full);
    return full.endsWith('.ts') ? [full] : [];
  });
}

/** The text of each call starting at `start` (balanced parentheses). */
function calls(source: string, start: RegExp): string[] {
  const found: string[] = [];
  for (const m of source.matchAll(start)) {
    let depth = 0;
    const from = (m.index ?? 0) + m[0].lastIndexOf('(');
    let i = from;
    for (; i < source.length; i++) {
      if (source[i] === '(') depth++;
      else if (source[i] === ')' && --depth === 0) break;
    }
    found.push(source.slice(from, i + 1));
  }
  return found;
}

/** [action, entity] pairs the server writes; templates expanded by hand below. */
function writtenActions(): [string, string][] {
  const pairs: [string, string][] = [];
  for (const file of files(SERVER)) {
    const source = readFileSync(file, 'utf8');
    // One audit row writer (server/domain/audit.ts): writeAudit(tx, userId, action, entity, …).
    const written = calls(source, /\bwriteAudit\(/g).map((call) =>
      call
        .replace(/\s+/g, ' ')
        .match(/^\( ?[\w.]+ ?, ?[\w.]+ ?, ?(?:'([a-z_.]+)'|[^,']*\? '([a-z_.]+)' : '([a-z_.]+)'|[^,]+) ?, ?'([a-z_]+)'/),
    );
    const entities = [
      ...new Set([
        ...[...source.matchAll(/entity: '([a-z_]+)'/g)].map((m) => m[1] ?? ''),
        ...written.map((m) => m?.[4] ?? '').filter(Boolean),
      ]),
    ];
    const entity = entities.length === 1 ? (entities[0] ?? '') : '';
    for (const call of calls(source, /(?<!function )\baudit[A-Za-z]*\(\s*(tx|ctx)\b/g)) {
      // The action is the argument after the transaction (and the user id): a literal or a ternary
      // of two; a variable (an action chosen above the call) is not followed.
      const m = call.match(/^\(\s*(?:tx|ctx)\s*,\s*(?:userId\s*,\s*)?(?:'([a-z_.]+)'|[^,']*\? '([a-z_.]+)' : '([a-z_.]+)')/);
      for (const code of [m?.[1], m?.[2], m?.[3]]) if (code) pairs.push([code, entity]);
    }
    for (const m of written) for (const code of [m?.[1], m?.[2], m?.[3]]) if (code) pairs.push([code, m?.[4] ?? entity]);
    for (const values of calls(source, /insert\(auditLog\)\s*\.values\(/g)) {
      const action = values.match(/action: (?:[^,\n]*?\? )?'([a-z_.]+)'(?: : '([a-z_.]+)')?/);
      if (action?.[1]) pairs.push([action[1], entity]);
      if (action?.[2]) pairs.push([action[2], entity]);
    }
  }
  return pairs;
}

afterEach(() => {
  i18n.loadAndActivate({ locale: 'es', messages: {} });
});

describe('audit action labels', () => {
  it('names every action code the server writes', () => {
    const pairs = writtenActions();
    // The scan found the known families (it would find nothing if the helpers were renamed).
    const codes = new Set(pairs.map(([a]) => a));
    for (const code of ['set_privileges', 'totp_enable', 'pos.create', 'cover', 'card_type.create', 'contact.delete'])
      expect(codes).toContain(code);
    expect(pairs.length).toBeGreaterThan(80);
    const templated: [string, string][] = [
      ...['open', 'count', 'close', 'recount', 'reason'].map((a): [string, string] => [`cash_session.${a}`, 'cash_sessions']),
      ...MOVEMENT_TYPES.map((t): [string, string] => [`cash_movement.${t}`, 'cash_movements']),
      // venue-settings.service.ts names its three actions in a map (ACTIONS).
      ...['venue_settings.update', 'venue_system.update', 'venue_alerts.update'].map((a): [string, string] => [a, 'venues']),
    ];
    const unnamed = [...pairs.filter(([, e]) => e !== 'cash_sessions'), ...templated].filter(([a, e]) => !hasActionLabel(a, e));
    expect(unnamed).toEqual([]);
  });

  it('reads in Spanish, German and French, and falls back to the raw code', () => {
    expect(actionLabel(i18n, 'venue_settings.update', 'venues')).toBe('Configuración del local cambiada');
    expect(actionLabel(i18n, 'create', 'blog_posts')).toBe('Publicación creada');
    expect(actionLabel(i18n, 'create', 'users')).toBe('Usuario creado');
    expect(actionLabel(i18n, 'something.new', 'things')).toBe('something.new');
    expect(entityLabel(i18n, 'cash_movements')).toBe('Movimientos de caja');
    expect(entityLabel(i18n, 'things')).toBe('things');
    i18n.loadAndActivate({ locale: 'de', messages: deMessages });
    expect(actionLabel(i18n, 'venue_settings.update', 'venues')).not.toBe('Configuración del local cambiada');
    expect(entityLabel(i18n, 'cash_movements')).not.toBe('Movimientos de caja');
    i18n.loadAndActivate({ locale: 'fr', messages: frMessages });
    expect(actionLabel(i18n, 'set_privileges', 'users')).not.toBe('Privilegios cambiados');
  });
});
