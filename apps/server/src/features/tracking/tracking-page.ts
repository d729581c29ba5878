import type { DeliveryStatus } from '@chalan/core';
import { toBanglaDigits } from '@chalan/core/digits';
import { formatTaka } from '@chalan/core/money';
import { DHAKA_TIME_ZONE } from '@chalan/core/time';
import { html, raw } from 'hono/html';
import type { TrackingStep, TrackingView } from './tracking.service.ts';
import { TRACKING_STYLE } from './tracking-style.ts';
import { TRACKING_TEXTS, type TrackingLanguage, type TrackingTexts } from './tracking-texts.ts';

/**
 * The tracking page: plain HTML and one inline stylesheet, no script, no web font, so it opens fast on a
 * cheap phone over mobile data. Every value is escaped by hono's html template.
 */

type Page = ReturnType<typeof html>;

const digits = (text: string, language: TrackingLanguage) =>
  language === 'bn' ? toBanglaDigits(text) : text;

/**
 * "৳১,৫১১" in Bangla; "Tk 1,511" in English, whose reader's phone may have no Bangla font for the ৳ sign
 * (the page loads no font).
 */
export const takaText = (poisha: number, language: TrackingLanguage) =>
  language === 'bn' ? toBanglaDigits(formatTaka(poisha)) : formatTaka(poisha, 'Tk ');

const clock = {
  bn: new Intl.DateTimeFormat('bn-BD-u-nu-latn', {
    timeZone: DHAKA_TIME_ZONE,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    dayPeriod: 'short',
  }),
  en: new Intl.DateTimeFormat('en-GB', {
    timeZone: DHAKA_TIME_ZONE,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }),
};

/**
 * "৫ মার্চ, দুপুর ৩:০৭" / "5 Mar, 3:07 pm" in Dhaka time, the year only when it is not this year's; Bangla
 * says the part of the day before the time, as the app writes it.
 */
export function stepTime(at: Date, language: TrackingLanguage, now: Date): string {
  const parts = (when: Date) =>
    Object.fromEntries(clock[language].formatToParts(when).map((p) => [p.type, p.value])) as Record<
      string,
      string
    >;
  const p = parts(at);
  const year = p.year === parts(now).year ? '' : ` ${p.year}`;
  if (language === 'en') {
    return `${p.day} ${p.month}${year}, ${p.hour}:${p.minute} ${p.dayPeriod?.toLowerCase()}`;
  }
  const dayPart = p.dayPeriod === 'রাত্রি' ? 'রাত' : p.dayPeriod;
  return toBanglaDigits(`${p.day} ${p.month}${year}, ${dayPart} ${p.hour}:${p.minute}`);
}

const TONES: Partial<Record<DeliveryStatus, string>> = {
  delivered: 'ok',
  delivered_approval_pending: 'ok',
  partial_delivered: 'ok',
  partial_delivered_approval_pending: 'ok',
  cancelled: 'bad',
  cancelled_approval_pending: 'bad',
  hold: 'wait',
};

/** What the amount is now: still to pay, paid to the rider, or (a parcel partly delivered or coming back) the COD as booked. */
function amountHeading(view: TrackingView, t: TrackingTexts): string {
  if (view.payable === 0) return t.nothingToPay;
  if (view.status === 'delivered' || view.status === 'delivered_approval_pending') return t.paid;
  return TONES[view.status] === 'ok' || TONES[view.status] === 'bad' ? t.cod : t.toPay;
}

/** The frame of the customer's pages (tracking, confirmation): the seller at the top, one inline stylesheet. */
export function customerPage(options: {
  language: TrackingLanguage;
  title: string;
  /** The same page in the other language; none on a page that names no order. */
  switchTo?: string;
  heading: Page;
  body: Page;
}): Page {
  const t = TRACKING_TEXTS[options.language];
  const other = t.otherLanguage;
  return html`<!doctype html>
<html lang="${options.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<meta name="color-scheme" content="light">
<title>${options.title}</title>
<style>${raw(TRACKING_STYLE)}</style>
</head>
<body>
<header>${options.heading}${
    options.switchTo
      ? html`<a class="lang" href="${options.switchTo}" lang="${other.lang}" hreflang="${other.lang}">${other.label}</a>`
      : ''
  }</header>
<main>${options.body}</main>
</body>
</html>
`;
}

function step(s: TrackingStep, t: TrackingTexts, language: TrackingLanguage, now: Date) {
  const words = s.courierWords[language];
  const what = s.handedOver ? t.handedOver : t.status[s.status];
  return html`<li><time datetime="${s.at.toISOString()}">${stepTime(s.at, language, now)}</time><strong>${what}</strong>${
    words ? html`<span class="said">${words}</span>` : ''
  }</li>`;
}

/** The page of a parcel, in `language`; `self` is its own path (the language link's target). */
export function trackingPage(view: TrackingView, language: TrackingLanguage, self: string, now: Date): Page {
  const t = TRACKING_TEXTS[language];
  const tone = TONES[view.status];
  return customerPage({
    language,
    title: `${view.seller.name} · ${t.title}`,
    switchTo: language === 'bn' ? `${self}?lang=en` : self,
    // The logo stands beside the seller's name, which says it: no words of its own for a screen reader.
    heading: html`${
      view.seller.logoUrl ? html`<img src="${view.seller.logoUrl}" alt="" width="48" height="48">` : ''
    }<h1>${view.seller.name}</h1>`,
    body: html`<section aria-labelledby="now"><h2 id="now">${t.statusNow}</h2><p class="big${tone ? ` ${tone}` : ''}">${
      t.status[view.status]
    }</p><p class="meta">${t.courier}: ${view.courier} · ${t.order}: ${view.code}</p></section>
<section aria-labelledby="pay"><h2 id="pay">${amountHeading(view, t)}</h2>${
      view.payable > 0 ? html`<p class="amount">${takaText(view.payable, language)}</p>` : ''
    }</section>
<section aria-labelledby="items"><h2 id="items">${t.items}</h2><ul>${view.items.map(
      (item) => html`<li>${item.name} × ${digits(String(item.qty), language)}</li>`,
    )}</ul></section>
<section aria-labelledby="history"><h2 id="history">${t.history}</h2>${
      view.history.length > 0
        ? html`<ol>${view.history.map((s) => step(s, t, language, now))}</ol>`
        : html`<p>${t.noHistory}</p>`
    }</section>`,
  });
}

/** "Not found" (a token that is not ours, or no such order) and "expired": the same plain page. */
export function trackingNotice(kind: 'notFound' | 'expired', language: TrackingLanguage): Page {
  const notice = TRACKING_TEXTS[language][kind];
  return customerPage({
    language,
    title: notice.title,
    heading: html`<h1>${notice.title}</h1>`,
    body: html`<section><p>${notice.text}</p></section>`,
  });
}
