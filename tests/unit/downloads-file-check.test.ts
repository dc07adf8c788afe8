// The app file rules shared by the upload form and the server: extension and first bytes agree,
// and a user's file name is kept only as a harmless label.
import { describe, expect, it } from 'vitest';
import { cleanFileName, extensionOf, kindOfName, magicMatches } from '../../src/contract/downloads';
import { checkAppFile } from '../../src/features/app-downloads/file-check';

const bytes = (...b: number[]) => new Uint8Array([...b, 0, 0, 0, 0, 0, 0, 0, 0]);

describe('magicMatches', () => {
  it('accepts each kind with its own signature', () => {
    expect(magicMatches('pos.apk', bytes(0x50, 0x4b, 0x03, 0x04))).toBe(true);
    expect(magicMatches('pos.AAB', bytes(0x50, 0x4b, 0x03, 0x04))).toBe(true);
    expect(magicMatches('pos.ipa', bytes(0x50, 0x4b, 0x03, 0x04))).toBe(true);
    expect(magicMatches('pos.zip', bytes(0x50, 0x4b, 0x03, 0x04))).toBe(true);
    expect(magicMatches('setup.exe', bytes(0x4d, 0x5a))).toBe(true);
    expect(magicMatches('setup.msi', bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1))).toBe(true);
    expect(magicMatches('pos.AppImage', bytes(0x7f, 0x45, 0x4c, 0x46))).toBe(true);
  });

  it('refuses a signature of another kind, an unknown extension and a too short head', () => {
    expect(magicMatches('pos.apk', bytes(0x4d, 0x5a))).toBe(false);
    expect(magicMatches('setup.exe', bytes(0x50, 0x4b, 0x03, 0x04))).toBe(false);
    expect(magicMatches('pos.AppImage', bytes(0x4d, 0x5a))).toBe(false);
    expect(magicMatches('run.sh', bytes(0x7f, 0x45, 0x4c, 0x46))).toBe(false);
    expect(magicMatches('pos.apk', new Uint8Array([0x50, 0x4b]))).toBe(false);
  });
});

describe('names', () => {
  it('extension is lower-case and taken from the last dot of the base name', () => {
    expect(extensionOf('Noctua.POS.APK')).toBe('apk');
    expect(extensionOf('dir.v2/README')).toBe('');
    expect(extensionOf('.apk')).toBe('');
    expect(kindOfName('x.tar.gz')).toBeNull();
  });

  it('cleanFileName keeps only a base name without control or header-breaking characters', () => {
    expect(cleanFileName('../../etc/passwd.apk')).toBe('passwd.apk');
    expect(cleanFileName('C:\\Users\\caja\\pos.exe')).toBe('pos.exe');
    expect(cleanFileName('bad"name\r\n.apk')).toBe('badname.apk');
    expect(cleanFileName('...hidden.apk')).toBe('hidden.apk');
    expect(cleanFileName('Instalación caja.exe')).toBe('Instalación caja.exe');
    const long = cleanFileName(`${'a'.repeat(400)}.apk`);
    expect(long.length).toBe(200);
    expect(long.endsWith('.apk')).toBe(true);
  });
});

describe('checkAppFile (the form checks before uploading)', () => {
  it('says what is wrong with a file', async () => {
    expect(await checkAppFile(new File([bytes(0x50, 0x4b, 0x03, 0x04)], 'pos.apk'))).toBeNull();
    expect(await checkAppFile(new File([bytes(0x4d, 0x5a)], 'pos.apk'))).toBe('content');
    expect(await checkAppFile(new File([bytes(0x4d, 0x5a)], 'pos.dmg'))).toBe('type');
    expect(await checkAppFile(new File([], 'pos.apk'))).toBe('empty');
  });
});
