/**
 * When the figures of an answer were produced, in ms since 1970: the server's `generatedAt`, which
 * every copy kept on the device carries, not when this device stored it (a copy from the service
 * worker's cache may be days older). An answer kept from before the field existed gives `storedAt`.
 */
export function answeredAt(
  answer: { generatedAt?: string | undefined } | undefined,
  storedAt: number,
): number {
  if (!storedAt) return 0;
  const generated = answer?.generatedAt ? Date.parse(answer.generatedAt) : Number.NaN;
  return Number.isFinite(generated) ? Math.min(generated, storedAt) : storedAt;
}
