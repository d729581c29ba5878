import type { MailMessage } from './mailer.ts';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

export function verificationMail(to: string, name: string, url: string): MailMessage {
  return {
    to,
    subject: 'Verify your email for Chalan',
    text: `Hello ${name},\n\nOpen this link to verify your email and start using Chalan:\n${url}\n\nThe link works for 24 hours. If you did not register, ignore this mail.`,
    html: `<p>Hello ${escapeHtml(name)},</p><p><a href="${escapeHtml(url)}">Verify your email</a> to start using Chalan.</p><p>The link works for 24 hours. If you did not register, ignore this mail.</p>`,
    links: [url],
  };
}
