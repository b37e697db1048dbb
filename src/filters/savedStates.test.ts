import { describe, expect, it } from 'vitest';
import { TIME_IN_STATUS_STATES } from '../contract/constants';
import { savedTimeInStatusStates, saveTimeInStatusStates } from './savedStates';

describe('saved time-in-status states', () => {
  it('defaults to the spec list, restores what was saved, and ignores a corrupt value', () => {
    window.localStorage.clear();
    expect(savedTimeInStatusStates(window.localStorage)).toEqual([...TIME_IN_STATUS_STATES]);
    saveTimeInStatusStates(window.localStorage, ['new', 'completed']);
    expect(savedTimeInStatusStates(window.localStorage)).toEqual(['new', 'completed']);
    window.localStorage.setItem('statesFilter', '{not json');
    expect(savedTimeInStatusStates(window.localStorage)).toEqual([...TIME_IN_STATUS_STATES]);
    window.localStorage.setItem('statesFilter', '["DROP TABLE"]');
    expect(savedTimeInStatusStates(window.localStorage)).toEqual([...TIME_IN_STATUS_STATES]);
  });
});
