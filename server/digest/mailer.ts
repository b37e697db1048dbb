import nodemailer from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The message's language (`Content-Language`). */
  language: string;
  attachments?: readonly MailAttachment[];
}

export interface MailAttachment {
  fileName: string;
  contentType: string;
  content: Uint8Array;
}

/** Where digests and scheduled views are sent through. */
export interface Mailer {
  /** The SMTP server, without its password, for the log. */
  readonly description: string;
  /** Resolves once the server accepted the message; rejects when it did not. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
/** One address, `local@domain`, with nothing an address list or a header could read more into. */
const ONE_ADDRESS = new RegExp(`^${ATOM}(?:\\.${ATOM})*@${LABEL}(?:\\.${LABEL})*$`);

/**
 * `text` when it is one e-mail address and nothing else (no name, comma, angle bracket, quote, space
 * or line break: a stored "a@b.example\r\nBcc: c@d.example" is none), else undefined.
 */
export function mailAddress(text: string): string | undefined {
  const at = text.indexOf('@');
  return text.length <= 254 && at >= 1 && at <= 64 && ONE_ADDRESS.test(text) ? text : undefined;
}

/** The address of a sender written `Name <address>` or as the address alone. */
export function senderAddress(from: string): string | undefined {
  return mailAddress(/^[^<>]*<([^<>]*)>$/.exec(from.trim())?.[1] ?? from.trim());
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
 * start), with the sender `from` (`Name <address>` or an address; anything else is refused here).
 * Waits are bounded so that a server that does not answer holds a scheduler tick for a minute at most.
 */
export function smtpMailer(url: string, from: string): Mailer {
  const sender = senderAddress(from);
  if (!sender)
    throw new Error(
      `The digest's sender must be one e-mail address, such as "POS reports <reports@example.com>" (SMTP_FROM)`,
    );
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: 20_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  return {
    description: redactSmtpUrl(url),
    async send(mail) {
      // One checked address, and the envelope said outright: the SMTP server is given no recipient
      // read out of a header.
      const to = mailAddress(mail.to);
      if (!to) throw new Error('the recipient is not one e-mail address');
      await transport.sendMail({
        from,
        to,
        envelope: { from: sender, to: [to] },
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: { 'Content-Language': mail.language },
        attachments: (mail.attachments ?? []).map((attachment) => ({
          filename: attachment.fileName,
          contentType: attachment.contentType,
          content: Buffer.from(
            attachment.content.buffer,
            attachment.content.byteOffset,
            attachment.content.byteLength,
          ),
        })),
      });
    },
    close: () => transport.close(),
  };
}
