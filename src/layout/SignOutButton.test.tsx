import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../i18n/activate';
import { SignOutButton } from './SignOutButton';

function renderButton(queryClient: QueryClient, onSignOut: () => void) {
  return render(
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>
        <SignOutButton onSignOut={onSignOut} />
      </I18nProvider>
    </QueryClientProvider>,
  );
}

/** A change made offline: a mutation paused until the connection is back. */
async function queueChange(queryClient: QueryClient, sent: () => void) {
  const mutation = queryClient.getMutationCache().build(queryClient, {
    mutationFn: async () => sent(),
  });
  void mutation.execute(undefined);
  await Promise.resolve();
}

describe('sign-out with changes not sent yet', () => {
  beforeAll(() => activateLocale('en'));
  afterEach(() => {
    cleanup();
    onlineManager.setOnline(true);
  });

  it('signs out at once when nothing waits', async () => {
    const onSignOut = vi.fn();
    renderButton(new QueryClient(), onSignOut);
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledOnce();
  });

  it('says how many changes wait, and signs out only when asked to discard them', async () => {
    onlineManager.setOnline(false);
    const queryClient = new QueryClient();
    const sent = vi.fn();
    await act(() => queueChange(queryClient, sent));
    await act(() => queueChange(queryClient, sent));
    const onSignOut = vi.fn();
    renderButton(queryClient, onSignOut);
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(screen.getByRole('alert').textContent).toBe(
      '2 changes to your saved views are not sent yet: signing out now discards them.',
    );
    expect(onSignOut).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Stay signed in until they are sent' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign out and discard them' }));
    expect(onSignOut).toHaveBeenCalledOnce();
    expect(sent).not.toHaveBeenCalled();
  });
});
