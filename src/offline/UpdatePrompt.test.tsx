import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../charts/testing';
import { createUpdateFlow, type WorkboxLike } from './serviceWorker';
import { UpdatePrompt } from './UpdatePrompt';

/** A stand-in for workbox-window's Workbox that lets a test fire its events. */
function fakeWorkbox(registration: { waiting: object | null } = { waiting: {} }) {
  const handlers = new Map<string, Array<(event: unknown) => void>>();
  const fire = (type: string, event: object = {}) => {
    for (const handler of handlers.get(type) ?? []) handler({ type, ...event });
  };
  const workbox = {
    addEventListener: (type: string, handler: (event: unknown) => void) => {
      handlers.set(type, [...(handlers.get(type) ?? []), handler]);
    },
    register: vi.fn(async () => registration as unknown as ServiceWorkerRegistration),
    update: vi.fn(async () => {}),
    messageSkipWaiting: vi.fn(() => fire('controlling', { isUpdate: true })),
  };
  return { workbox: workbox as unknown as WorkboxLike & typeof workbox, fire };
}

async function setUp(registration?: { waiting: object | null }) {
  const reload = vi.fn();
  const flow = createUpdateFlow({ reload });
  const { workbox, fire } = fakeWorkbox(registration);
  await flow.attach(workbox);
  renderWithI18n(<UpdatePrompt flow={flow} />);
  return { flow, workbox, fire, reload };
}

describe('UpdatePrompt', () => {
  afterEach(cleanup);

  it('shows nothing until a new version waits', async () => {
    await setUp();
    expect(screen.queryByText('A new version is ready.')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('offers a waiting version politely, and reloads once it is in control', async () => {
    const { workbox, fire, reload } = await setUp();
    act(() => fire('waiting'));
    expect(screen.getByRole('status').textContent).toContain('A new version is ready.');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('hides the offer on "Later" without activating anything or reloading', async () => {
    const { workbox, fire, reload } = await setUp();
    act(() => fire('waiting'));
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByText('A new version is ready.')).toBeNull();
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('keeps the bottom toasts above the offer while it shows, and gives the space back after', async () => {
    const { fire } = await setUp();
    const space = () => document.documentElement.style.getPropertyValue('--update-prompt-space');
    expect(space()).toBe('');
    act(() => fire('waiting'));
    expect(space()).toMatch(/^\d+px$/);
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(space()).toBe('');
  });

  it('does not reload when another tab applied the update, but keeps the offer', async () => {
    const { fire, reload } = await setUp();
    act(() => fire('waiting'));
    act(() => fire('controlling', { isUpdate: true, isExternal: true }));
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByText('A new version is ready.')).toBeTruthy();
  });

  it('just reloads when the new version is already active', async () => {
    const { workbox, fire, reload } = await setUp({ waiting: null });
    act(() => fire('waiting'));
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
