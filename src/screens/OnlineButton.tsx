import type { ComponentProps } from 'react';

/**
 * A dialog's button whose change needs the connection: offline it is disabled and described by the note
 * that says why (`reasonId`).
 */
export function OnlineButton({
  online,
  reasonId,
  ...button
}: ComponentProps<'button'> & { online: boolean; reasonId: string }) {
  return (
    <button type="button" {...button} disabled={!online} aria-describedby={online ? undefined : reasonId} />
  );
}
