// The pure rules behind the adjustment screens: the recount tolerance, the typed-back bar name of
// a reset and the recount quantity a manager types.
import { describe, expect, it } from 'vitest';
import { confirmsName, exceedsRecountTolerance, RECOUNT_TOLERANCE } from '../../src/contract/inventory-counts';
import { quantityValue } from '../../src/features/inventory/shared/quantity';

describe('exceedsRecountTolerance', () => {
  it('holds a count more than half a unit away from what was expected', () => {
    expect(RECOUNT_TOLERANCE).toBe(0.5);
    expect(exceedsRecountTolerance(7, 7)).toBe(false);
    expect(exceedsRecountTolerance(6.7, 7)).toBe(false);
    expect(exceedsRecountTolerance(6.5, 7)).toBe(false);
    expect(exceedsRecountTolerance(7.5, 7)).toBe(false);
    expect(exceedsRecountTolerance(6.499, 7)).toBe(true);
    expect(exceedsRecountTolerance(5, 7)).toBe(true);
    // Floating point noise (0.1 + 0.2) never tips it over.
    expect(exceedsRecountTolerance(0.1 + 0.2 + 0.5, 0.3)).toBe(false);
  });
});

describe('confirmsName', () => {
  it('accepts the bar name ignoring case, accents and spaces, and nothing else', () => {
    expect(confirmsName('Barra Principal', 'Barra Principal')).toBe(true);
    expect(confirmsName('  barra   principal ', 'Barra Principal')).toBe(true);
    expect(confirmsName('BARRA PATIO', 'Barra Pátio')).toBe(true);
    expect(confirmsName('Barra', 'Barra Principal')).toBe(false);
    expect(confirmsName('', '')).toBe(false);
    expect(confirmsName('   ', 'Barra')).toBe(false);
  });
});

describe('quantityValue', () => {
  it('reads comma or point decimals up to 3 places', () => {
    expect(quantityValue('6,4')).toBe(6.4);
    expect(quantityValue('6.4')).toBe(6.4);
    expect(quantityValue(' 12 ')).toBe(12);
    expect(quantityValue('0')).toBe(0);
    expect(quantityValue('0,125')).toBe(0.125);
  });
  it('refuses what is not a count', () => {
    for (const text of ['', '-1', '1,2345', 'seis', '1e3', '1,2,3', '100001']) expect(quantityValue(text), text).toBeNull();
  });
});
