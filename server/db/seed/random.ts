// Deterministic randomness for the demo seed: the same seed gives the same venue, byte for byte
// apart from password salts. Every area draws from its own stream (`fork`), so adding a card type
// does not reshuffle the sales.

/** FNV-1a, 32 bits: turns a label into a stream seed. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: tiny and fast; its 2^32 period is far beyond what one seed draws. */
export class Rng {
  private state: number;

  constructor(private readonly seed: number) {
    this.state = seed >>> 0;
  }

  /** An independent stream derived from this one's seed (not its position) and a label. */
  fork(label: string): Rng {
    return new Rng((this.seed ^ hashString(label)) >>> 0);
  }

  uint32(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    return this.uint32() / 4294967296;
  }

  /** Uniform integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** Uniform float in [min, max). */
  between(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** Normal deviate (Box–Muller). */
  normal(mean: number, sd: number): number {
    const u = 1 - this.next();
    const v = this.next();
    return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  /** A bell-shaped value in [0, 1) peaking at `mode` (mean of uniforms, skewed): sale hours. */
  hump(mode: number): number {
    const x = (this.next() + this.next() + this.next()) / 3;
    return x < 0.5 ? (x / 0.5) * mode : mode + ((x - 0.5) / 0.5) * (1 - mode);
  }

  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      const tmp = items[i] as T;
      items[i] = items[j] as T;
      items[j] = tmp;
    }
    return items;
  }

  /** `count` distinct items, in list order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const chosen = this.shuffle(items.map((_, i) => i)).slice(0, count);
    return chosen.sort((a, b) => a - b).map((i) => items[i] as T);
  }
}

/** Weighted choice in O(log n): cumulative weights and a binary search. */
export class WeightedPicker<T> {
  private readonly cumulative: number[] = [];
  private readonly total: number;

  constructor(
    private readonly items: readonly T[],
    weight: (item: T) => number,
  ) {
    let sum = 0;
    for (const item of items) {
      sum += Math.max(0, weight(item));
      this.cumulative.push(sum);
    }
    this.total = sum;
  }

  get size(): number {
    return this.items.length;
  }

  pick(rng: Rng): T {
    if (this.total <= 0) throw new Error('weighted pick with no weight');
    const target = rng.next() * this.total;
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.cumulative[mid] as number) > target) hi = mid;
      else lo = mid + 1;
    }
    return this.items[lo] as T;
  }
}

/**
 * uuid v7 (RFC 9562) with the row's own timestamp and random bits from a seeded stream: ids sort
 * by when the row happened in the story, and two seeds with the same `now` give the same ids.
 */
export class IdGen {
  private readonly rng: Rng;

  constructor(seed: number) {
    this.rng = new Rng(seed);
  }

  at(ms: number | Date): string {
    const t = Math.floor(typeof ms === 'number' ? ms : ms.getTime());
    const hi = Math.floor(t / 0x10000); // top 32 of the 48 timestamp bits
    const lo = t % 0x10000;
    const a = this.rng.uint32();
    const b = this.rng.uint32();
    const c = this.rng.uint32();
    const hex = (n: number, width: number) => n.toString(16).padStart(width, '0');
    const timeHigh = hex(hi, 8);
    const timeLow = hex(lo, 4);
    const ver = hex(0x7000 | (a & 0x0fff), 4);
    const variant = hex(0x8000 | ((a >>> 12) & 0x3fff), 4);
    const node = hex(b, 8) + hex(c & 0xffff, 4);
    return `${timeHigh}-${timeLow}-${ver}-${variant}-${node}`;
  }
}
