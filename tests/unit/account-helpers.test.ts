// Small pure helpers of issue 16: the device label of a session or push device (from the user
// agent), the audit viewer's before/after rows, the photo checks shared by the form and the server.
import { describe, expect, it } from 'vitest';
import { deviceLabel } from '../../server/routes/account/user-agent';
import { photoMagicMatches, photoTypeOf } from '../../src/contract/account';
import { isTimeZone } from '../../src/contract/venue-settings';
import { diffRows } from '../../src/features/audit-log/components/audit-diff';

describe('deviceLabel', () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
      'Chrome · Android',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari · iOS',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0',
      'Edge · Windows',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', 'Firefox · Linux'],
    ['curl/8.5.0', ''],
    ['', ''],
  ])('%s → %s', (ua, label) => {
    expect(deviceLabel(ua)).toBe(label);
  });
});

describe('audit diff rows', () => {
  it('lists only the fields that changed, sorted, and both sides of a creation or deletion', () => {
    expect(diffRows({ a: 1, b: 'x', c: [1] }, { a: 2, b: 'x', c: [1, 2] })).toEqual([
      { key: 'a', before: 1, after: 2 },
      { key: 'c', before: [1], after: [1, 2] },
    ]);
    expect(diffRows(null, { name: 'Sur' })).toEqual([{ key: 'name', before: undefined, after: 'Sur' }]);
    expect(diffRows({ name: 'Sur' }, null)).toEqual([{ key: 'name', before: 'Sur', after: undefined }]);
    expect(diffRows(null, null)).toEqual([]);
  });
});

describe('photo and timezone checks', () => {
  it('accepts a photo only when its name and first bytes agree', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const webp = new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50]);
    expect(photoTypeOf('Cara.PNG')).toBe('image/png');
    expect(photoTypeOf('cara.gif')).toBeNull();
    expect(photoMagicMatches('cara.png', png)).toBe(true);
    expect(photoMagicMatches('cara.jpg', png)).toBe(false);
    expect(photoMagicMatches('cara.webp', webp)).toBe(true);
  });

  it('knows IANA zones and refuses anything else', () => {
    expect(isTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone("x'; drop")).toBe(false);
  });
});
