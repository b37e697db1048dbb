import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { type Mailer, smtpMailer } from './mailer';
import { type DigestScheduler, startDigestScheduler } from './scheduler';
import { startViewScheduler, type ViewSchedulerDeps } from './viewScheduler';

/** The app's public address: APP_URL, else this machine at the port the server listens on. */
export function appUrlOf(config: Pick<ServerConfig, 'appUrl'>, port: number): string {
  return config.appUrl ?? `http://localhost:${port}`;
}

/** The sender of the digests: SMTP_FROM, else reports@ the app's host name. */
export function senderOf(config: Pick<ServerConfig, 'smtpFrom'>, appUrl: string): string {
  return config.smtpFrom ?? `POS reports <reports@${new URL(appUrl).hostname}>`;
}

/**
 * The daily digest as the configuration asks: off without SMTP_URL, else a scheduler sending through
 * that server. Either way the start log says so, without the SMTP password. Given the app's view
 * code (`views`), the scheduled e-mails of saved views go out through the same server.
 */
export function startDigestsFromConfig(
  config: Pick<ServerConfig, 'smtpUrl' | 'smtpFrom' | 'appUrl'>,
  db: Database,
  port: number,
  log: (line: string) => void = (line) => console.log(line),
  views?: Pick<ViewSchedulerDeps, 'viewTools' | 'readerFor'>,
): { mailer: Mailer; scheduler: DigestScheduler; viewScheduler?: DigestScheduler } | undefined {
  if (!config.smtpUrl) {
    log(
      'Daily e-mail digest: off (set SMTP_URL, such as smtp://user:password@mail.example.com:587, to send it)',
    );
    return undefined;
  }
  const appUrl = appUrlOf(config, port);
  const from = senderOf(config, appUrl);
  const mailer = smtpMailer(config.smtpUrl, from);
  log(`Daily e-mail digest: on, sent through ${mailer.description} from ${from}, with links to ${appUrl}`);
  const scheduler = startDigestScheduler({ db, mailer, appUrl, log });
  if (!views) return { mailer, scheduler };
  return {
    mailer,
    scheduler,
    viewScheduler: startViewScheduler({
      db,
      mailer,
      appUrl,
      log,
      viewTools: views.viewTools,
      readerFor: views.readerFor,
    }),
  };
}
