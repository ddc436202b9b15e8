// Waiting for something that happens after an answer (log rows written once the response is
// sent): poll until the condition holds, with a budget that a loaded two-core machine meets.
export async function eventually<T>(read: () => Promise<T | undefined> | T | undefined, options: { timeoutMs?: number; intervalMs?: number; what?: string } = {}): Promise<T> {
  const { timeoutMs = 15_000, intervalMs = 20 } = options;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined && value !== null && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`${options.what ?? "the condition"} did not come true within ${timeoutMs} ms`);
    await Bun.sleep(intervalMs);
  }
}
