/**
 * The page numbers to link to: at most `size` consecutive pages around `page`, shifted to stay within
 * 1…maxPage (page 10 of 40 gives 6–15). A page outside the range is clamped to it.
 */
export function pageWindow(page: number, maxPage: number, size = 10): number[] {
  const last = Math.floor(maxPage);
  if (!(last >= 1) || !(size >= 1)) return [];
  const current = clamp(Number.isFinite(page) ? Math.floor(page) : 1, 1, last);
  const start = clamp(current - Math.floor((size - 1) / 2), 1, Math.max(1, last - size + 1));
  const end = Math.min(last, start + size - 1);
  return Array.from({ length: end - start + 1 }, (_, index) => start + index);
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
