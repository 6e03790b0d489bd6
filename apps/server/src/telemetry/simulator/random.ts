// Seeded randomness for the virtual devices: every number is a pure function of the device's
// seed and the keys it is asked for (a time, a channel), so that a device says the same thing
// for the same moment in every run, in backfill and live alike, and tests can assert ranges.

/** A 32-bit seed from a text (FNV-1a): a device's MAC address, which every demo database shares. */
export function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** MurmurHash3's finaliser: spreads every input bit over the whole word. */
function mix(value: number): number {
  let h = value >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A number in [0, 1), the same for the same seed and keys. */
export function uniform(seed: number, ...keys: number[]): number {
  let h = mix(seed);
  for (const key of keys) h = mix(h ^ mix(Math.floor(key) >>> 0) ^ Math.floor(key / 2 ** 32));
  return h / 2 ** 32;
}

/** A number in [-1, 1), the same for the same seed and keys. */
export function noise(seed: number, ...keys: number[]): number {
  return uniform(seed, ...keys) * 2 - 1;
}

/** One of the choices, picked by the seed and keys. */
export function pick<T>(choices: readonly [T, ...T[]], seed: number, ...keys: number[]): T {
  return choices[Math.floor(uniform(seed, ...keys) * choices.length)] ?? choices[0];
}
