import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { type ApiError, isApiError, MESSAGES } from '../api/errors';
import { appConfig } from '../config';
import { LanguageSwitcher } from '../layout/LanguageSwitcher';
import type { Credentials } from '../session/signIn';
import { currentTheme } from '../theme/themes';
import { TextField } from '../ui/fields';
import { renderMessage, type UiMessage } from '../ui/messages';
import { Spinner } from '../ui/Spinner';
import { toasts } from '../ui/toasts';

/** Refusals of these credentials (wrong, denied, or locked a while) are shown under the form; anything else is a toast. */
function isRefusal(error: unknown): error is ApiError {
  return (
    isApiError(error) &&
    error.kind === 'http' &&
    (error.status === 401 || error.status === 403 || error.status === 429)
  );
}

export interface LoginPageProps {
  /** Signs in and opens the app; the form waits on it and shows why it failed. */
  signIn: (credentials: Credentials) => Promise<void>;
  /** Loads what follows the sign-in, called when the user starts filling the form. */
  prepare: () => Promise<unknown>;
  logoUrl: string;
}

/**
 * The sign-in form. It knows neither the router nor the query cache: the page opened at /login shows it
 * before the rest of the app is loaded (signInBoot.tsx), and the app's /login route shows it after a
 * sign-out.
 */
export function LoginPage({ signIn, prepare, logoUrl }: LoginPageProps) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const [logoFailed, setLogoFailed] = useState(false);
  const [inlineError, setInlineError] = useState<UiMessage | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (credentials: Credentials) => {
    setPending(true);
    try {
      await signIn(credentials);
    } catch (error) {
      if (isRefusal(error)) setInlineError(error.uiMessage);
      else toasts.show('error', isApiError(error) ? error.uiMessage : MESSAGES.other);
    } finally {
      setPending(false);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const data = new FormData(event.currentTarget);
    const username = String(data.get('username') ?? '').trim();
    const password = String(data.get('password') ?? '');
    if (!username || !password) {
      setInlineError(t`Enter your username and password.`);
      return;
    }
    setInlineError(null);
    void submit({ username, password });
  };

  return (
    <div className="login">
      <div className="login__form-side">
        <div className="login__top">
          <LanguageSwitcher />
        </div>
        <form
          className="login__form"
          onSubmit={onSubmit}
          onFocus={() => void prepare().catch(() => undefined)}
          noValidate
          aria-describedby="login-error"
        >
          <img
            className="login__logo"
            src={logoFailed ? currentTheme.logoUrl : logoUrl}
            alt={appConfig.productName}
            onError={() => setLogoFailed(true)}
          />
          <h1 className="login__title">
            <Trans>Sign in to your reports</Trans>
          </h1>
          <TextField
            id="login-username"
            label={<Trans>Username</Trans>}
            name="username"
            autoComplete="username"
            placeholder={t`Username`}
            aria-invalid={inlineError !== null}
            required
          />
          <TextField
            id="login-password"
            label={<Trans>Password</Trans>}
            name="password"
            type="password"
            autoComplete="current-password"
            placeholder={t`Password`}
            aria-invalid={inlineError !== null}
            required
          />
          <p id="login-error" className="login__error" role="alert">
            {inlineError && renderMessage(i18n, inlineError)}
          </p>
          <button type="submit" className="button button--primary button--block" disabled={pending}>
            {pending && <Spinner />}
            {pending ? <Trans>Signing in…</Trans> : <Trans>Sign in</Trans>}
          </button>
          <p className="login__contact">
            <Trans>Need help?</Trans>{' '}
            <a href={appConfig.contactUrl}>
              <Trans>Contact us</Trans>
            </a>
          </p>
        </form>
      </div>
      <div className="login__image" aria-hidden="true" />
    </div>
  );
}
