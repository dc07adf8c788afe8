// The privilege matrix groups every code of SPEC §6 exactly once, and the role presets hold known
// codes only and match the demo accounts they are named after.
import { describe, expect, it } from 'vitest';
import { ALL_PRIVILEGE_CODES, PRIVILEGE_AREAS, ROLE_PRESETS } from '../../src/contract/privileges';

describe('privilege areas and presets', () => {
  it('puts every code in exactly one area', () => {
    const grouped = Object.values(PRIVILEGE_AREAS).flat();
    expect([...grouped].sort()).toEqual([...ALL_PRIVILEGE_CODES].sort());
    expect(new Set(grouped).size).toBe(grouped.length);
  });

  it('presets use known codes; the cashier holds 107 so it can decide cancellations', () => {
    for (const codes of Object.values(ROLE_PRESETS)) for (const c of codes) expect(ALL_PRIVILEGE_CODES).toContain(c);
    expect(ROLE_PRESETS.cashier).toContain('107');
    expect([...ROLE_PRESETS.manager].sort()).toEqual([...ALL_PRIVILEGE_CODES].sort());
  });
});
