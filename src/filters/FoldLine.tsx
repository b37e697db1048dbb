import { type ReactNode, useId, useState } from 'react';
import { usePhone } from '../ui/usePhone';
import './filters.css';

/**
 * A phone's one line standing for controls folded behind it (`controls`, the id of their element),
 * saying which are in force: it unfolds and folds them, so the figures come on the first screen.
 */
export function FoldLine({
  label,
  value,
  folded,
  controls,
  onToggle,
}: {
  label: string;
  value: ReactNode;
  folded: boolean;
  controls: string;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      className="fold-line"
      aria-expanded={!folded}
      aria-controls={controls}
      onClick={onToggle}
    >
      <span className="fold-line__label">{label}</span>
      <span className="fold-line__value">{value}</span>
      <span className="chevron" aria-hidden="true" />
    </button>
  );
}

/**
 * Controls in line on a wide screen; on a phone folded behind a `FoldLine` that names them (`label`)
 * and says which choices are in force (`value`).
 */
export function FoldedOnPhone({
  shown = true,
  label,
  value,
  children,
}: {
  /** False when there are no controls to fold: no line then. */
  shown?: boolean;
  label: string;
  value: string;
  children: ReactNode;
}) {
  const phone = usePhone() && shown;
  const id = useId();
  const [unfolded, setUnfolded] = useState(false);
  const folded = phone && !unfolded;
  return (
    <>
      {phone && (
        <FoldLine
          label={label}
          value={value}
          folded={folded}
          controls={id}
          onToggle={() => setUnfolded(folded)}
        />
      )}
      <div id={id} className="folded-on-phone" hidden={folded}>
        {children}
      </div>
    </>
  );
}
