import type { Language } from '@chalan/core/preferences';
import type { MailMessage } from './mailer.ts';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

/** The verification mail's words in each language (the link and the name are filled in). */
const VERIFICATION: Record<
  Language,
  { subject: string; hello: string; open: string; link: string; start: string; expiry: string }
> = {
  en: {
    subject: 'Verify your email for Chalan',
    hello: 'Hello',
    open: 'Open this link to verify your email and start using Chalan:',
    link: 'Verify your email',
    start: 'to start using Chalan.',
    expiry: 'The link works for 24 hours. If you did not register, ignore this mail.',
  },
  bn: {
    subject: 'Chalan-এ আপনার ইমেইল ভেরিফাই করুন',
    hello: 'প্রিয়',
    open: 'ইমেইল ভেরিফাই করে Chalan ব্যবহার শুরু করতে এই লিংকটি খুলুন:',
    link: 'আপনার ইমেইল ভেরিফাই করুন',
    start: '— তারপর Chalan ব্যবহার শুরু করুন।',
    expiry: 'লিংকটি ২৪ ঘণ্টা কাজ করবে। আপনি রেজিস্টার না করে থাকলে এই মেইলটি উপেক্ষা করুন।',
  },
};

/** The mail with the link that verifies a new account's email, in the user's language. */
export function verificationMail(
  to: string,
  name: string,
  url: string,
  language: Language = 'en',
): MailMessage {
  const words = VERIFICATION[language];
  return {
    to,
    subject: words.subject,
    text: `${words.hello} ${name},\n\n${words.open}\n${url}\n\n${words.expiry}`,
    html: `<p>${words.hello} ${escapeHtml(name)},</p><p><a href="${escapeHtml(url)}">${words.link}</a> ${words.start}</p><p>${words.expiry}</p>`,
    links: [url],
  };
}
