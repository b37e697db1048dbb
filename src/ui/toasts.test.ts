import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../api/errors';
import { createToastStore, TOAST_DURATION_MS } from './toasts';

function storeWithManualClock() {
  const timers: Array<{ fn: () => void; ms: number }> = [];
  const store = createToastStore((fn, ms) => timers.push({ fn, ms }));
  return {
    store,
    runTimers: () => {
      for (const timer of timers.splice(0)) timer.fn();
    },
    timers,
  };
}

describe('toasts', () => {
  it('keeps errors until dismissed and removes other toasts after 5000 ms', () => {
    const { store, runTimers, timers } = storeWithManualClock();
    const errorId = store.show('error', MESSAGES.network);
    store.show('success', MESSAGES.created);
    expect(timers.map((timer) => timer.ms)).toEqual([TOAST_DURATION_MS]);
    expect(TOAST_DURATION_MS).toBe(5000);
    runTimers();
    expect(store.getSnapshot().map((toast) => toast.kind)).toEqual(['error']);
    store.dismiss(errorId);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('shows the same error once', () => {
    const { store } = storeWithManualClock();
    const first = store.show('error', MESSAGES.network);
    expect(store.show('error', MESSAGES.network)).toBe(first);
    store.show('error', 'Too many attempts');
    expect(store.getSnapshot()).toHaveLength(2);
  });

  it('shows a message once per set of values: two views that could not be read are two toasts', () => {
    const { store } = storeWithManualClock();
    const about = (label: string) => ({ id: 'unreadable', message: 'View {label}', values: { label } });
    const first = store.show('error', about('A'));
    expect(store.show('error', about('A'))).toBe(first);
    store.show('error', about('B'));
    expect(store.getSnapshot()).toHaveLength(2);
  });
});
