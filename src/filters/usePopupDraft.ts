import { useState } from 'react';

/**
 * A filter popup's form: it shows `initial` until the user edits it, then the user's edit until the
 * popup closes. Its owner re-renders often while a popup is open (a query settles, a report renders
 * in the background) and may pass an equal value as a new object each time; only closing the popup
 * drops an edit. Until the first edit the form follows `initial`, so choices that arrive after the
 * popup opened are part of it. The third value says whether the user has edited it since it opened.
 */
export function usePopupDraft<T>(
  open: boolean,
  initial: T,
): [T, (update: (current: T) => T) => void, boolean] {
  const [edit, setEdit] = useState<{ value: T } | null>(null);
  if (!open && edit !== null) setEdit(null);
  const draft = edit === null ? initial : edit.value;
  const update = (change: (current: T) => T) =>
    setEdit((current) => ({ value: change(current === null ? initial : current.value) }));
  return [draft, update, edit !== null];
}
