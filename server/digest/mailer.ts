import nodemailer from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The message's language (`Content-Language`). */
  language: string;
}

/** Where digests are sent through. */
export interface Mailer {
  /** The SMTP server, without its password, for the log. */
  readonly description: string;
  /** Resolves once the server accepted the message; rejects when it did not. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** `smtp://user:pass@host:587` → the same without the password. */
export function redactSmtpUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString().replace(/\/$/, '');
  } catch {
    return 'smtp://…';
  }
}

/**
 * A mailer over SMTP (`smtp://` with STARTTLS when the server offers it, `smtps://` for TLS from the
 * start), with the sender `from`. Waits are bounded so that a server that does not answer holds a
 * scheduler tick for a minute at most.
 */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: 20_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  return {
    description: redactSmtpUrl(url),
    async send(mail) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: { 'Content-Language': mail.language },
      });
    },
    close: () => transport.close(),
  };
}
