import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, MESSAGES, networkError } from '../api/errors';
import type { Credentials } from '../session/signIn';
import { renderWithI18n } from '../tables/testI18n';
import { toasts } from '../ui/toasts';
import { LoginPage } from './LoginPage';

afterEach(() => {
  cleanup();
  toasts.clear();
});

function renderPage(signIn: (credentials: Credentials) => Promise<void>, prepare = vi.fn(async () => {})) {
  renderWithI18n(<LoginPage signIn={signIn} prepare={prepare} logoUrl="/logo.svg" />);
  return { prepare };
}

async function fillAndSubmit(username: string, password: string) {
  const user = userEvent.setup();
  if (username) await user.type(screen.getByLabelText('Username'), username);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('LoginPage', () => {
  it('starts loading what follows the sign-in as soon as the form is used', async () => {
    const { prepare } = renderPage(vi.fn(async () => {}));
    await userEvent.setup().click(screen.getByLabelText('Username'));
    expect(prepare).toHaveBeenCalled();
  });

  it('refuses empty fields under the form, without signing in', async () => {
    const signIn = vi.fn(async () => {});
    renderPage(signIn);
    await fillAndSubmit('demo', '');
    expect(screen.getByRole('alert').textContent).toBe('Enter your username and password.');
    expect(signIn).not.toHaveBeenCalled();
  });

  it('sends the trimmed username once, and shows that it is signing in meanwhile', async () => {
    let finish = () => {};
    const signIn = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderPage(signIn);
    const user = await fillAndSubmit('  demo ', 'secret');
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Signing in…' });
    expect(button.disabled).toBe(true);
    await user.keyboard('{Enter}');
    expect(signIn).toHaveBeenCalledTimes(1);
    expect(signIn).toHaveBeenCalledWith({ username: 'demo', password: 'secret' });
    finish();
    await waitFor(() =>
      expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Sign in' }).disabled).toBe(false),
    );
  });

  it('shows a refusal of the credentials under the form, and the form can be sent again', async () => {
    const refusal = new ApiError('http', 401, MESSAGES.needAuth, 'wrong password');
    renderPage(vi.fn(async () => Promise.reject(refusal)));
    await fillAndSubmit('demo', 'wrong');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Need auth'));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Sign in' }).disabled).toBe(false);
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    expect(toasts.getSnapshot()).toHaveLength(0);
  });

  it('tells of any other failure in a toast, with the catalogue message', async () => {
    renderPage(vi.fn(async () => Promise.reject(networkError('POST /login', new TypeError('offline')))));
    await fillAndSubmit('demo', 'demo');
    await waitFor(() =>
      expect(toasts.getSnapshot().map((toast) => toast.message)).toEqual([MESSAGES.network]),
    );
    expect(screen.getByRole('alert').textContent).toBe('');
  });
});
