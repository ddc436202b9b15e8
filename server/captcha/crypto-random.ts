// Unpredictable randomness with the same small interface as the seeded generator.

export function cryptoRandom() {
  const buffer = new Uint32Array(64);
  let index = buffer.length;
  const next = () => {
    if (index >= buffer.length) {
      crypto.getRandomValues(buffer);
      index = 0;
    }
    return (buffer[index++] ?? 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  };
}
