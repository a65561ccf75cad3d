import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { qrImage } from './qr-image';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The one link the message exists for; logged when the message goes to the outbox. */
  link?: string;
  /** extra header fields (List-Unsubscribe and List-Unsubscribe-Post on optional mail) */
  headers?: Record<string, string>;
  /** a fixed Message-ID (the outbox derives it from the notification, so a receiver can tell a repeat) */
  messageId?: string;
  /** text to show as a QR code inline (a check-in ticket's payload): the mail gets an HTML part with the image */
  qrCode?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailLogger {
  info(details: object, message: string): void;
}

export interface MailerOptions {
  smtpUrl: string | null;
  dataDir: string;
  from: string;
  logger: MailLogger;
}

/** The folder unsent mail is written to when SMTP_URL is unset (DESIGN.md "Operating interface"). */
export const outboxDir = (dataDir: string) => join(dataDir, 'outbox');

/**
 * With SMTP_URL, mail goes through nodemailer's SMTP transport. Without it, nodemailer still builds
 * the full RFC 822 message (stream transport), which is written to DATA_DIR/outbox/*.eml and its link
 * logged, so a local install works end to end with no mail server.
 */
export function createMailer(options: MailerOptions): Mailer {
  const transport = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const outbox = outboxDir(options.dataDir);

  return {
    async send(message) {
      const info = await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.headers ? { headers: message.headers } : {}),
        ...(message.messageId ? { messageId: message.messageId } : {}),
        ...(message.qrCode ? qrParts(message.text, message.qrCode) : {}),
      });
      if (options.smtpUrl) return;
      await mkdir(outbox, { recursive: true });
      // Sortable by time, unique across processes sharing DATA_DIR.
      const file = join(outbox, `${Date.now()}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, (info as unknown as { message: Buffer }).message);
      options.logger.info({ to: message.to, file, link: message.link }, `Mail written to outbox: ${message.subject}`);
    },
    close() {
      transport.close();
    },
  };
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The content id of the inline QR image. */
export const QR_CONTENT_ID = 'ticket-qr@larp';

/**
 * An HTML alternative of a text mail with a QR code inline (a PNG attached under a content id, which
 * mail programs show in place; the plain text stays for those that show text only).
 */
function qrParts(text: string, qrText: string) {
  const { png, side } = qrImage(qrText);
  const html =
    `<div style="font-family: sans-serif; white-space: pre-wrap">${escapeHtml(text)}</div>` +
    `<p><img src="cid:${QR_CONTENT_ID}" width="${side}" height="${side}" alt="Your ticket's QR code"></p>`;
  return { html, attachments: [{ filename: 'ticket-qr.png', content: png, contentType: 'image/png', cid: QR_CONTENT_ID }] };
}
