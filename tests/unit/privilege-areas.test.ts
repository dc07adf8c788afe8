// The privilege matrix groups every code of SPEC §6 exactly once, and the role presets hold known
// codes only and follow the four-eyes rules of the blind count and of cancellations.
import { describe, expect, it } from 'vitest';
import { ALL_PRIVILEGE_CODES, PRIVILEGE_AREAS, ROLE_PRESETS } from '../../src/contract/privileges';

describe('privilege areas and presets', () => {
  it('puts every code in exactly one area', () => {
    const grouped = Object.values(PRIVILEGE_AREAS).flat();
    expect([...grouped].sort()).toEqual([...ALL_PRIVILEGE_CODES].sort());
    expect(new Set(grouped).size).toBe(grouped.length);
  });

  it('presets use known codes; the manager holds every code', () => {
    for (const codes of Object.values(ROLE_PRESETS)) for (const c of codes) expect(ALL_PRIVILEGE_CODES).toContain(c);
    expect([...ROLE_PRESETS.manager].sort()).toEqual([...ALL_PRIVILEGE_CODES].sort());
  });

  it('four eyes: the cashier counts blind and does not decide cancellations; someone else confirms', () => {
    // 207 sees what a register should hold, 204 and 206 show balances, 107 decides cancellations.
    for (const code of ['207', '204', '206', '107']) expect(ROLE_PRESETS.cashier).not.toContain(code);
    expect(ROLE_PRESETS.cashier).toContain('141');
    expect(ROLE_PRESETS.supervisor).toContain('207');
    expect(ROLE_PRESETS.supervisor).toContain('107');
  });
});
