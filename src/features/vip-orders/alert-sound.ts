// The board's "new order" beep (src/lib/alert-sound.ts); the mute choice is remembered on this device.
import { readString, writeString } from '../../lib/storage';

export { audioState, beep, unlockAudio } from '../../lib/alert-sound';

const MUTE_KEY = 'noctua.ordenesMoviles.mute';

export function isMuted(): boolean {
  return readString('local', MUTE_KEY) === '1';
}

export function setMuted(muted: boolean): void {
  writeString('local', MUTE_KEY, muted ? '1' : '0');
}
