import { useState } from 'react';

interface Held<T> {
  /** The value passed in when last rendered. */
  value: T;
  /** The user's choice over that value, until the value changes. */
  choice: { next: T } | null;
}

/**
 * A control's value kept somewhere that changes later than the click (the URL, whose navigation
 * may wait for data): the user's choice shows at once, and holds until the value passed in changes
 * (to the choice, or to anything else: then the value passed in shows, even if it later comes back
 * to the one the choice was made over). Values are compared with `Object.is`.
 */
export function useChoiceShownAtOnce<T>(value: T): [shown: T, choose: (next: T) => void] {
  const [held, setHeld] = useState<Held<T>>({ value, choice: null });
  let current = held;
  if (!Object.is(held.value, value)) {
    // React's pattern for state derived from props: set during render, rendered again at once.
    current = { value, choice: null };
    setHeld(current);
  }
  return [current.choice ? current.choice.next : value, (next) => setHeld({ value, choice: { next } })];
}
