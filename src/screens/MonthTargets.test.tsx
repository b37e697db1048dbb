import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type MonthTarget, monthTargetInputSchema } from '../contract/targets';
import { activateLocale } from '../i18n/activate';
import { MonthTargets } from './MonthTargets';
import { json, type SentRequest, stubFetch } from './testFetch';

const YEAR = new Date().getFullYear();
const month = (number: number) => `${YEAR}-${String(number).padStart(2, '0')}`;

/**
 * The general service's targets as the server answers them (server/REPORTS.md, "Monthly targets"),
 * kept in memory; `refuse` answers every change with that status and message instead.
 */
function answerLikeTheServer(items: MonthTarget[], refuse?: { status: number; message: string }) {
  return stubFetch(({ method, url, body }) => {
    const list = /\/v0\/stores\/2\/targets\?year=(\d{4})$/.exec(url);
    if (method === 'GET' && list)
      return json({ items: items.filter((item) => item.month.startsWith(`${list[1]}-`)) });
    const target = /\/v0\/stores\/2\/targets\/(\d{4}-\d{2})$/.exec(url)?.[1];
    if (!target) return json({ message: 'Not found' }, 404);
    if (refuse) return json({ message: refuse.message }, refuse.status);
    if (method === 'PUT') {
      const saved = {
        month: target,
        orderCount: null,
        ...v.parse(monthTargetInputSchema, body),
        updatedAt: 2,
        updatedBy: 1,
      };
      items.splice(0, items.length, ...items.filter((item) => item.month !== target), saved);
      return json(saved);
    }
    if (method === 'DELETE') {
      items.splice(0, items.length, ...items.filter((item) => item.month !== target));
      return json({ message: 'Deleted' });
    }
    return json({ message: 'Not found' }, 404);
  });
}

function renderTargets(isOwner: boolean) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MonthTargets userId={1} storeId={2} currency="EUR" isOwner={isOwner} />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

const changes = (requests: SentRequest[]) => requests.filter((request) => request.method !== 'GET');
/** A month's row, by the long name wide screens show (a phone's short one is beside it, hidden by CSS). */
const rowOf = (name: string) =>
  screen.getByText(name, { selector: 'th[scope="row"] > .wide-only' }).closest('tr') as HTMLElement;

beforeEach(async () => {
  await activateLocale('en', false);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('monthly targets', () => {
  it('lets an owner edit a month and save it, checked and sent as the API reads it', async () => {
    const user = userEvent.setup();
    const requests = answerLikeTheServer([
      { month: month(3), revenue: 12345678.91, orderCount: 900, updatedAt: 1, updatedBy: 1 },
    ]);
    renderTargets(true);
    const table = await screen.findByRole('table', { name: `Monthly targets of ${YEAR}` });
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    expect(rowOf('March').textContent).toContain('€12,345,678.91');
    expect(rowOf('March').textContent).toContain('900');
    expect(rowOf('April').textContent).toContain('No target for this month');
    expect(requests[0]?.url).toBe(`/api/general/v0/stores/2/targets?year=${YEAR}`);

    const edit = screen.getByRole('button', { name: `Edit April ${YEAR}` });
    await user.click(edit);
    expect(edit.getAttribute('aria-expanded')).toBe('true');
    const form = screen.getByRole('form', { name: `Target of April ${YEAR}` });
    expect(within(form).queryByRole('button', { name: 'Remove' })).toBeNull();
    const revenue = within(form).getByLabelText('Revenue target (EUR)');
    expect(document.activeElement).toBe(revenue);
    await user.type(revenue, '2500.75');
    await user.type(within(form).getByLabelText('Orders target (optional)'), '120');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    expect(changes(requests)).toEqual([
      {
        method: 'PUT',
        url: `/api/general/v0/stores/2/targets/${month(4)}`,
        body: { revenue: 2500.75, orderCount: 120 },
      },
    ]);
    await waitFor(() => expect(rowOf('April').textContent).toContain('€2,500.75'));
    expect(rowOf('April').textContent).toContain('120');
    expect(screen.getByText(`Target of April ${YEAR} saved.`)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: `Edit April ${YEAR}` }));

    // A month already set opens with its figures, and can be removed.
    await user.click(screen.getByRole('button', { name: `Edit March ${YEAR}` }));
    const march = screen.getByRole('form', { name: `Target of March ${YEAR}` });
    expect((within(march).getByLabelText('Revenue target (EUR)') as HTMLInputElement).value).toBe(
      '12345678.91',
    );
    expect((within(march).getByLabelText('Orders target (optional)') as HTMLInputElement).value).toBe('900');
    await user.click(within(march).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(rowOf('March').textContent).toContain('No target for this month'));
    expect(changes(requests).at(-1)).toEqual({
      method: 'DELETE',
      url: `/api/general/v0/stores/2/targets/${month(3)}`,
      body: undefined,
    });
  });

  it('shows staff the targets read-only, saying who may change them', async () => {
    const requests = answerLikeTheServer([
      { month: month(1), revenue: 1500.5, orderCount: null, updatedAt: 1, updatedBy: 1 },
    ]);
    renderTargets(false);
    await screen.findByRole('table', { name: `Monthly targets of ${YEAR}` });
    expect(rowOf('January').textContent).toContain('€1,500.50');
    expect(rowOf('January').textContent).toContain('No orders target');
    expect(screen.getByText('Only an owner can change the targets.')).toBeTruthy();
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.queryByRole('columnheader', { name: 'Change' })).toBeNull();
    expect(changes(requests)).toEqual([]);
  });

  it('refuses a negative revenue beside the field before sending, and shows the server’s refusal', async () => {
    const user = userEvent.setup();
    const requests = answerLikeTheServer([], {
      status: 403,
      message: 'Only an owner may set or remove targets',
    });
    renderTargets(true);
    await user.click(await screen.findByRole('button', { name: `Edit May ${YEAR}` }));
    const form = screen.getByRole('form', { name: `Target of May ${YEAR}` });
    const revenue = within(form).getByLabelText('Revenue target (EUR)');
    await user.type(revenue, '-5');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(revenue.getAttribute('aria-invalid')).toBe('true');
    const error = document.getElementById(revenue.getAttribute('aria-describedby') ?? '');
    expect(error?.textContent).toBe('A target cannot be below 0.');
    expect(document.activeElement).toBe(revenue);
    expect(changes(requests)).toEqual([]);

    await user.clear(revenue);
    await user.type(revenue, '12.345');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(document.getElementById(revenue.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Use at most 2 decimals.',
    );
    const orders = within(form).getByLabelText('Orders target (optional)');
    await user.clear(revenue);
    await user.type(revenue, '100');
    await user.type(orders, '2.5');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(revenue.getAttribute('aria-invalid')).toBeNull();
    expect(orders.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(orders.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Enter a whole number of orders, or leave it empty.',
    );
    expect(changes(requests)).toEqual([]);

    await user.clear(orders);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toBe('Not saved: Only an owner may set or remove targets');
    expect(changes(requests)).toEqual([
      {
        method: 'PUT',
        url: `/api/general/v0/stores/2/targets/${month(5)}`,
        body: { revenue: 100, orderCount: null },
      },
    ]);
    // The form stays open with what was typed.
    expect((revenue as HTMLInputElement).value).toBe('100');
  });
});
