// Keyboard-wedge barcode scanners (USB or Bluetooth) "type" the code and press Enter, a key every
// few milliseconds. A person cannot: even a fast typist leaves 60 ms and more between keys. So a
// burst of at least MIN_LENGTH printable keys, each within MAX_GAP_MS of the previous one, ending
// in Enter (or Tab, which some scanners send) is a scan — wherever the focus is. Anything slower
// is typing and is left alone. When the burst landed in a text field, the field gets back the
// value it had before the burst, so a scan never leaves a barcode in the search box or a count.
import { useEffect, useRef } from 'react';

export const MAX_GAP_MS = 40;
export const MIN_LENGTH = 6;
export const MAX_LENGTH = 64;

export interface WedgeKey {
  key: string;
  /** Event time in ms (KeyboardEvent.timeStamp). */
  time: number;
  /** What the focused text field held before this key (null when the focus is not a text field). */
  fieldValue?: string | null;
}

export interface WedgeScan {
  code: string;
  /** The focused field's value before the burst started (restore it), or null. */
  fieldValueBefore: string | null;
}

/**
 * The pure part: feed it every keydown, it answers the scan when a burst ends. Modifier keys
 * (Shift for capitals, which scanners press too) neither add to nor break a burst.
 */
export class WedgeDetector {
  private buffer = '';
  private last = Number.NEGATIVE_INFINITY;
  private fieldBefore: string | null = null;

  constructor(
    private readonly maxGapMs = MAX_GAP_MS,
    private readonly minLength = MIN_LENGTH,
  ) {}

  key({ key, time, fieldValue = null }: WedgeKey): WedgeScan | null {
    if (key === 'Shift' || key === 'Control' || key === 'Alt' || key === 'Meta' || key === 'AltGraph') return null;
    const fast = time - this.last <= this.maxGapMs;
    if (key === 'Enter' || key === 'Tab') {
      const scan =
        fast && this.buffer.length >= this.minLength ? { code: this.buffer, fieldValueBefore: this.fieldBefore } : null;
      this.reset();
      return scan;
    }
    if (key.length !== 1) {
      this.reset();
      return null;
    }
    if (!fast || this.buffer.length >= MAX_LENGTH) {
      this.buffer = '';
      this.fieldBefore = fieldValue;
    }
    this.buffer += key;
    this.last = time;
    return null;
  }

  reset(): void {
    this.buffer = '';
    this.last = Number.NEGATIVE_INFINITY;
    this.fieldBefore = null;
  }
}

function textField(target: EventTarget | null): HTMLInputElement | HTMLTextAreaElement | null {
  if (target instanceof HTMLTextAreaElement) return target;
  if (target instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit', 'range'].includes(target.type)) {
    return target;
  }
  return null;
}

/** Sets a (React-controlled) field's value the way typing does, so its onChange sees it. */
function restoreField(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Listens on the whole page while `enabled`; `onScan` gets each scanned code. */
export function useWedgeScanner(onScan: (code: string) => void, enabled = true): void {
  const handler = useRef(onScan);
  handler.current = onScan;
  useEffect(() => {
    if (!enabled) return;
    const detector = new WedgeDetector();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.isComposing || event.repeat) return;
      const field = textField(event.target);
      const scan = detector.key({ key: event.key, time: event.timeStamp, fieldValue: field ? field.value : null });
      if (!scan) return;
      event.preventDefault();
      event.stopPropagation();
      if (field && scan.fieldValueBefore !== null && field.value !== scan.fieldValueBefore) {
        restoreField(field, scan.fieldValueBefore);
      }
      handler.current(scan.code);
    };
    // Capture: seen before a field's own Enter handling (a count field blurs on Enter).
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [enabled]);
}
