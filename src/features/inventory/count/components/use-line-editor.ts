// The editing state of one count line: what the field shows (the typed text while the user types,
// else the replica's value), when a change is saved (400 ms after the last keystroke, at once for
// −/+ and on leaving the field) and what the user must be told (invalid input, a failed save).
// Invalid text is never saved and never replaced: the user sees what they typed and why not.
// A partial bottle is set at once, as tenths or by weight (the grams travel with the line); −/+
// change only full units, so a weighed open bottle keeps its grams.
import { useCallback, useEffect, useRef, useState } from 'react';
import { numberInputText } from '../../../../contract/numbers';
import { withPartial } from '../partial';
import { type ParsedQuantity, parseQuantity, stepQuantity } from '../quantity';

export const SAVE_DEBOUNCE_MS = 400;

/** Saves one line; resolves false when it could not be saved (the caller already told the user). */
export type SaveLine = (goodId: string, quantity: number, weighedGrams: number | null) => Promise<boolean>;

/** Rows hand their "save now" to the list, which runs them all before the count is submitted. */
export type RegisterFlush = (goodId: string, flush: (() => Promise<void>) | null) => void;

export interface LineEditor {
  text: string;
  parsed: ParsedQuantity;
  /** A typed value waits for the debounce. */
  saving: boolean;
  /** The last save failed; the typed value is kept. */
  failed: boolean;
  onChange(text: string): void;
  onFocus(): void;
  onBlur(): void;
  step(delta: number): void;
  /** Replaces the open unit (0..1) keeping the full units; `grams` when it was weighed. */
  setPartial(fraction: number, grams?: number | null): void;
  /** The value shown, as a number (the typed one when valid, else the saved one, else 0). */
  current: number;
}

export function useLineEditor(
  goodId: string,
  saved: number | undefined,
  save: SaveLine,
  registerFlush?: RegisterFlush,
  savedGrams: number | null = null,
): LineEditor {
  const [draft, setDraft] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ draft, saved, save, savedGrams });
  latest.current = { draft, saved, save, savedGrams };
  /** The grams that go with a drafted value (a −/+ on a weighed line carries them along). */
  const draftGrams = useRef<number | null>(null);

  const text = draft ?? (saved === undefined ? '' : numberInputText(saved));
  const parsed = parseQuantity(text);

  const cancelTimer = useCallback(() => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
  }, []);

  const commit = useCallback(
    async (value: number, grams: number | null = null) => {
      cancelTimer();
      setSaving(false);
      const current = latest.current;
      if (current.saved === value && current.savedGrams === grams) return;
      const ok = await current.save(goodId, value, grams);
      setFailed(!ok);
    },
    [goodId, cancelTimer],
  );

  /** Saves a value still waiting for its debounce now. */
  const flush = useCallback(async () => {
    if (timer.current === undefined) return;
    const pending = parseQuantity(latest.current.draft ?? '');
    if (pending.kind === 'valid') await commit(pending.value);
    else cancelTimer();
  }, [commit, cancelTimer]);

  const flushRef = useRef(flush);
  flushRef.current = flush;
  useEffect(() => {
    if (!registerFlush) return;
    registerFlush(goodId, () => flushRef.current());
    return () => registerFlush(goodId, null);
  }, [goodId, registerFlush]);
  // Leaving the screen (or scrolling the row out of the list) never loses a typed value.
  useEffect(() => () => void flushRef.current(), []);

  // Once the replica shows what was typed and the field is left, show the replica again, so a
  // later change from another device appears here. The draft is read where the update applies, not
  // from this render: on a busy tablet a tap can be handled between a render and its effects, and
  // its value must not be replaced by the older one.
  useEffect(() => {
    if (editing || saving || draft === null) return;
    setDraft((shown) => {
      if (shown === null) return null;
      const value = parseQuantity(shown);
      return value.kind === 'empty' || (value.kind === 'valid' && value.value === saved) ? null : shown;
    });
  }, [editing, saving, draft, saved]);

  const onChange = useCallback(
    (next: string) => {
      setDraft(next);
      latest.current.draft = next;
      draftGrams.current = null;
      setFailed(false);
      cancelTimer();
      const value = parseQuantity(next);
      if (value.kind !== 'valid') {
        setSaving(false);
        return;
      }
      setSaving(true);
      timer.current = setTimeout(() => void commit(value.value), SAVE_DEBOUNCE_MS);
    },
    [commit, cancelTimer],
  );

  const current = parsed.kind === 'valid' ? parsed.value : (saved ?? 0);

  /** What the field shows now, with its grams: from the latest tap or keystroke, even before React
   * drew it (taps can come faster than renders), so each −/+ counts on from the one before. */
  const shownNow = useCallback((): { value: number; grams: number | null } => {
    const { draft: typed, saved: stored, savedGrams: storedGrams } = latest.current;
    const value = typed === null ? null : parseQuantity(typed);
    if (value?.kind !== 'valid') return { value: stored ?? 0, grams: storedGrams };
    return { value: value.value, grams: draftGrams.current ?? (value.value === stored ? storedGrams : null) };
  }, []);

  const show = useCallback((next: number, grams: number | null) => {
    const nextText = numberInputText(next);
    setDraft(nextText);
    latest.current.draft = nextText;
    draftGrams.current = grams;
    setFailed(false);
  }, []);

  const step = useCallback(
    (delta: number) => {
      // The open unit did not change: a weighed one keeps its grams (unless a typed value replaced it).
      const { value, grams } = shownNow();
      const next = stepQuantity(value, delta);
      show(next, grams);
      void commit(next, grams);
    },
    [shownNow, commit, show],
  );

  const setPartial = useCallback(
    (fraction: number, grams: number | null = null) => {
      const next = withPartial(shownNow().value, fraction);
      show(next, grams);
      void commit(next, grams);
    },
    [shownNow, commit, show],
  );

  return {
    text,
    parsed,
    saving,
    failed,
    onChange,
    onFocus: () => setEditing(true),
    onBlur: () => {
      setEditing(false);
      void flush();
    },
    step,
    setPartial,
    current,
  };
}
