// The count line's −/+ under a busy main thread: no tap may be lost.
//
// On a loaded tablet React can commit a render (the replica caught up with an earlier tap) and run
// its effects only after the next tap was handled. The editor then must not act on what that older
// render saw: the tap's value stands, and the next tap counts on from it.
import { useLayoutEffect, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { type SaveLine, useLineEditor } from '../../src/features/inventory/count/components/use-line-editor';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

function busy(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // a slow render, as on a loaded tablet
  }
}

interface Harness {
  plus(): void;
  shown(): string;
  /** Replica values as they arrive (from outside React, like a live query). */
  replica(value: number): void;
  saves: number[];
  grams: (number | null)[];
}

function mount(
  container: HTMLElement,
  onCommit: (saved: number | undefined) => void,
  initial: { saved?: number; grams?: number | null } = {},
): { root: Root; h: Harness } {
  const h = {} as Harness;
  h.saves = [];
  h.grams = [];
  const save: SaveLine = async (_goodId, quantity, grams) => {
    h.saves.push(quantity);
    h.grams.push(grams);
    return true;
  };
  let setSaved: (value: number) => void = () => {};
  function Line() {
    const [saved, set] = useState<number | undefined>(initial.saved);
    setSaved = set;
    const editor = useLineEditor('g1', saved, save, undefined, initial.grams ?? null);
    busy(8); // longer than the scheduler's 5 ms slice: it yields before running the effects
    useLayoutEffect(() => onCommit(saved));
    return (
      <div>
        <input data-testid="q" value={editor.text} readOnly />
        <button type="button" data-testid="plus" onClick={() => editor.step(1)}>
          +
        </button>
      </div>
    );
  }
  const root = createRoot(container);
  root.render(<Line />);
  h.plus = () => (container.querySelector('[data-testid="plus"]') as HTMLButtonElement).click();
  h.shown = () => (container.querySelector('[data-testid="q"]') as HTMLInputElement).value;
  h.replica = (value) => setSaved(value);
  return { root, h };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  root = undefined;
  globalThis.IS_REACT_ACT_ENVIRONMENT = undefined;
});

describe('count line −/+ under load', () => {
  it('keeps a tap made between a render and its effects', async () => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = false;
    const container = document.createElement('div');
    document.body.append(container);
    // When the replica's 3 is committed, the next tap arrives before that render's effects ran.
    let tapAfterCommitOf: number | undefined;
    const mounted = mount(container, (saved) => {
      if (saved !== undefined && saved === tapAfterCommitOf) {
        tapAfterCommitOf = undefined;
        queueMicrotask(() => mounted.h.plus());
      }
    });
    root = mounted.root;
    const { h } = mounted;
    await settle();

    for (let i = 0; i < 3; i++) {
      h.plus();
      await settle();
    }
    expect(h.shown()).toBe('3');
    tapAfterCommitOf = 3;
    h.replica(3); // the replica catches up with the third tap; the fourth comes in between
    await settle();
    expect(h.shown()).toBe('4');
    h.plus();
    await settle();
    expect(h.shown()).toBe('5');
    expect(h.saves).toEqual([1, 2, 3, 4, 5]);
  });

  it('counts on from the last tap when taps come faster than renders', async () => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = false;
    const container = document.createElement('div');
    document.body.append(container);
    const mounted = mount(container, () => {});
    root = mounted.root;
    const { h } = mounted;
    await settle();
    for (let i = 0; i < 5; i++) h.plus();
    await settle();
    expect(h.shown()).toBe('5');
    expect(h.saves.at(-1)).toBe(5);
  });

  it("keeps a weighed open bottle's grams through fast taps", async () => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = false;
    const container = document.createElement('div');
    document.body.append(container);
    const mounted = mount(container, () => {}, { saved: 2.4, grams: 350 });
    root = mounted.root;
    const { h } = mounted;
    await settle();
    h.plus();
    h.plus();
    await settle();
    expect(h.shown()).toBe('4,4');
    expect(h.saves).toEqual([3.4, 4.4]);
    expect(h.grams).toEqual([350, 350]);
  });
});
