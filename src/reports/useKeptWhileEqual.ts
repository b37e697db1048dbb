import { replaceEqualDeep } from '@tanstack/react-query';
import { useRef } from 'react';

/**
 * The object of an earlier render for as long as the new one is deeply equal to it, so a memoised child
 * it is passed to is not drawn again for the same values (a link's search made afresh on each render).
 */
export function useKeptWhileEqual<T>(value: T): T {
  const kept = useRef(value);
  kept.current = replaceEqualDeep(kept.current, value);
  return kept.current;
}
