// A short alert beep for the screens that announce new work (the VIP orders board, the kitchen and
// bar display). WebAudio needs no sound file and works offline; browsers start an AudioContext
// suspended until the page gets a user gesture, so a screen asks for one tap ("Activar sonido")
// when a beep could not play, and says so while sound is blocked.
type AudioCtor = typeof AudioContext;
let ctx: AudioContext | null = null;

function audioCtor(): AudioCtor | null {
  if (typeof window === 'undefined') return null;
  const w = window as unknown as { AudioContext?: AudioCtor; webkitAudioContext?: AudioCtor };
  return w.AudioContext ?? w.webkitAudioContext ?? null;
}

function context(): AudioContext | null {
  if (ctx) return ctx;
  const Ctor = audioCtor();
  if (!Ctor) return null;
  try {
    ctx = new Ctor();
  } catch {
    return null;
  }
  return ctx;
}

/** 'blocked' until a user gesture lets the page play sound; 'unavailable' without WebAudio. */
export function audioState(): 'ready' | 'blocked' | 'unavailable' {
  const c = context();
  if (!c) return 'unavailable';
  return c.state === 'running' ? 'ready' : 'blocked';
}

/** Call from a click: resumes the context so later beeps can play without a gesture. */
export async function unlockAudio(): Promise<boolean> {
  const c = context();
  if (!c) return false;
  try {
    await c.resume();
  } catch {
    return false;
  }
  return c.state === 'running';
}

/** Two short rising tones; false when the browser would not play them (blocked or no WebAudio). */
export function beep(): boolean {
  const c = context();
  if (c?.state !== 'running') return false;
  const start = c.currentTime;
  for (const [i, freq] of [880, 1320].entries()) {
    const osc = c.createOscillator();
    const gain = c.createGain();
    osc.type = 'sine';
    osc.frequency.value = freq;
    const t0 = start + i * 0.18;
    gain.gain.setValueAtTime(0.0001, t0);
    gain.gain.exponentialRampToValueAtTime(0.25, t0 + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, t0 + 0.15);
    osc.connect(gain).connect(c.destination);
    osc.start(t0);
    osc.stop(t0 + 0.16);
  }
  return true;
}
