/** Cuts a label to `max` characters plus an ellipsis; shorter labels are returned as they are. */
export function truncateLabel(text: string, max = 10): string {
  const characters = Array.from(text.trim());
  if (characters.length <= max) return characters.join('');
  return `${characters.slice(0, max).join('').trimEnd()}…`;
}
