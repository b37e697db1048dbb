/** A count for "last N …" and "from … for N …": minimum 1; empty stays empty and emits nothing. */
export function CountInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <input
      aria-label={label}
      className="input input--count"
      type="number"
      inputMode="numeric"
      min={1}
      max={999}
      step={1}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** The count as a number when it is a whole number of at least 1, else null. */
export function parseCount(text: string): number | null {
  if (!/^\d{1,3}$/.test(text.trim())) return null;
  const count = Number(text);
  return count >= 1 ? count : null;
}
