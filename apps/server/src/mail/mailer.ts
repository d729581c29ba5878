import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { uuidv7 } from 'uuidv7';
import type { Logger } from '../logger.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The links the mail carries, kept so the outbox and the log can show them. */
  links: string[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** SMTP when a URL is set; otherwise each mail becomes a JSON file in DATA_DIR/outbox and its links are logged. */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  logger: Logger;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send({ to, subject, text, html }) {
        await transport.sendMail({ from: options.from, to, subject, text, html });
      },
    };
  }
  const outbox = join(options.dataDir, 'outbox');
  mkdirSync(outbox, { recursive: true });
  return {
    async send(message) {
      const file = join(outbox, `${uuidv7()}.json`);
      writeFileSync(
        file,
        JSON.stringify({ ...message, from: options.from, createdAt: new Date().toISOString() }, null, 2),
      );
      options.logger.info(
        { to: message.to, subject: message.subject, links: message.links, file },
        'mail written to outbox',
      );
    },
  };
}
