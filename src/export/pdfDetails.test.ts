// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { comparisonLine, filterLines } from './pdfDetails';
import { sourceI18n } from './testFixtures';

const names = {
  outlets: new Map([
    [3, 'Gangnam'],
    [5, 'Hongdae'],
  ]),
  registers: new Map([[31, 'Register 1']]),
  stateLabels: new Map([['on_hold', 'On hold']]),
};

describe('the details of a report PDF', () => {
  it('names every filter the request applies, and "Paid orders only"', () => {
    const lines = filterLines(
      {
        source: 'in_store',
        outletIds: '3,5',
        registerIds: '31,99',
        states: 'completed,on_hold',
        revenueType: 'paid',
      },
      true,
      names,
      sourceI18n(),
    );
    expect(lines).toEqual([
      'Source: In store',
      'Outlets: Gangnam & Hongdae',
      'Registers: Register 1 & #99',
      'Order statuses: Completed & On hold',
      'Paid orders only',
    ]);
  });

  it('says which orders count without a status filter, and "none" for no outlet chosen', () => {
    expect(filterLines({ outletIds: '-1' }, true, names, sourceI18n())).toEqual([
      'Outlets: None',
      'Order statuses: All but canceled',
    ]);
    expect(filterLines({}, false, names, sourceI18n())).toEqual([]);
  });

  it('names the comparison with the dates the API compared', () => {
    const span = { from: '2026-10-24T15:00:00.000Z', to: '2026-10-31T15:00:00.000Z', timeZone: 'Asia/Seoul' };
    // Intl puts thin spaces around the range's dash.
    const line = comparisonLine({ name: 'Previous period', span }, sourceI18n(), 2026);
    expect(line.replace(/\u2009/g, ' ')).toBe('Compared with: Previous period (Oct 25 – 31)');
    expect(comparisonLine({ name: 'Previous period', span: null }, sourceI18n(), 2026)).toBe(
      'Compared with: Previous period',
    );
  });
});
