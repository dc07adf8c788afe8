// Issue 37, item 4: an audit entry reads as a person would say it — money as money (the log keeps
// cents), states translated, dates formatted, ids as the names the server found (else their last
// characters, which differ between ids written the same minute), field names in the language.
import { i18n } from '@lingui/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { entityLink, fieldLabel, idLabel, valueLabel } from '../../src/features/audit-log/values';
import { messages as deMessages } from '../../src/locales/de/messages.po';

const REGISTER_A = '01986dc3-b840-70ee-844f-34ec70e8a244';
const REGISTER_B = '01986dc3-b840-7a11-9c2d-0f0e0d0c0b0a';
const names = { [REGISTER_A]: 'Caja Barra 1' };

beforeEach(() => {
  i18n.load({ es: {} });
  i18n.activate('es');
});

describe('an audit value', () => {
  it('shows cents as money only in money fields', () => {
    expect(valueLabel(i18n, 'amount', 150_050, names)).toMatch(/\$\s?1\.500,50/);
    expect(valueLabel(i18n, 'quantity', 3, names)).toBe('3');
  });

  it('translates states and kinds, yes and no, and dates', () => {
    expect(valueLabel(i18n, 'status', 'blocked', names)).toBe('bloqueada');
    expect(valueLabel(i18n, 'kind', 'expense', names)).toBe('egreso');
    // A state word elsewhere is text as written.
    expect(valueLabel(i18n, 'note', 'open', names)).toBe('open');
    expect(valueLabel(i18n, 'active', false, names)).toBe('No');
    expect(valueLabel(i18n, 'businessDate', '2026-12-05', names)).toBe('05/12/2026');
    expect(valueLabel(i18n, 'note', null, names)).toBe('—');
  });

  it('names ids, and tells two unnamed ids of the same minute apart', () => {
    expect(valueLabel(i18n, 'accountId', REGISTER_A, names)).toBe('Caja Barra 1');
    expect(idLabel(REGISTER_B, names)).toBe('#0c0b0a');
    expect(idLabel(REGISTER_B, names)).not.toBe(idLabel('01986dc3-b840-7a11-9c2d-0f0e0d0c0c0c', names));
    expect(valueLabel(i18n, 'privi', ['300', '301'], names)).toBe('300, 301');
  });

  it('names fields in the reader’s language and links the changed row to its screen', () => {
    expect(fieldLabel(i18n, 'unitCost')).toBe('Costo unitario');
    expect(fieldLabel(i18n, 'someNewField')).toBe('someNewField');
    i18n.load({ de: deMessages });
    i18n.activate('de');
    expect(fieldLabel(i18n, 'unitCost')).not.toBe('Costo unitario');
    expect(entityLink('vip_cards', REGISTER_A)).toEqual({ to: '/logged/servicioVIP/tarjvip', search: { card: REGISTER_A } });
    expect(entityLink('elsewhere', null)).toBeNull();
  });
});
