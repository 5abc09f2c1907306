// Seeding must give the same rows on every machine and every reset, so it draws from this small
// seeded generator and never from Math.random.

export type Rng = () => number;

/** mulberry32: 32-bit state, good enough spread for test data, trivially reproducible. */
export function mulberry32(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An integer in [min, max], both ends included. */
export function intBetween(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

export function pick<T>(rng: Rng, items: readonly T[]): T {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** True with the given probability. */
export function chance(rng: Rng, probability: number): boolean {
  return rng() < probability;
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

export function letter(rng: Rng): string {
  return pick(rng, LETTERS);
}

export function hex(rng: Rng, bytes: number): string {
  let out = '';
  for (let i = 0; i < bytes; i++) out += intBetween(rng, 0, 255).toString(16).padStart(2, '0');
  return out;
}
