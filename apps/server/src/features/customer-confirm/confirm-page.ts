import { toBanglaDigits } from '@chalan/core/digits';
import { html } from 'hono/html';
import { customerPage, stepTime, takaText } from '../tracking/tracking-page.ts';
import { TRACKING_TEXTS, type TrackingLanguage } from '../tracking/tracking-texts.ts';
import type { ConfirmView } from './confirm.service.ts';
import { CONFIRM_TEXTS, type ConfirmTexts } from './confirm-texts.ts';

/**
 * The page of the SMS link: the order, and two answers posted as plain forms (no script). Cancel asks
 * once more first, a mis-tap on a small screen must not cancel an order.
 */

type Page = ReturnType<typeof html>;

const digits = (text: string, language: TrackingLanguage) =>
  language === 'bn' ? toBanglaDigits(text) : text;

const withLang = (path: string, language: TrackingLanguage, more = '') => {
  const query = [language === 'en' ? 'lang=en' : '', more].filter(Boolean).join('&');
  return query ? `${path}?${query}` : path;
};

function callShop(view: ConfirmView, t: ConfirmTexts, language: TrackingLanguage) {
  const phone = view.seller.phone;
  return phone
    ? html`<p class="meta">${t.callShop}: <a href="tel:${phone}">${digits(phone, language)}</a></p>`
    : '';
}

function answerPart(
  view: ConfirmView,
  t: ConfirmTexts,
  language: TrackingLanguage,
  self: string,
  now: Date,
  askCancel: boolean,
) {
  if (view.state === 'answered') {
    const words = view.answer === 'confirmed' ? t.confirmed : t.cancelled;
    const tone = view.answer === 'confirmed' ? 'ok' : 'bad';
    return html`<section aria-live="polite"><p class="big ${tone}">${words}</p>${
      view.answeredAt
        ? html`<p class="meta">${t.answeredAt}: ${stepTime(view.answeredAt, language, now)}</p>`
        : ''
    }${callShop(view, t, language)}</section>`;
  }
  if (view.state === 'sent') {
    return html`<section><p>${t.sent}</p>${
      view.trackingUrl ? html`<p class="meta"><a href="${view.trackingUrl}">${t.track}</a></p>` : ''
    }${callShop(view, t, language)}</section>`;
  }
  if (view.state === 'closed')
    return html`<section><p>${t.closed}</p>${callShop(view, t, language)}</section>`;
  const action = withLang(self, language);
  if (askCancel) {
    return html`<section><h2>${t.cancelQuestion}</h2>
<form method="post" action="${action}"><input type="hidden" name="answer" value="cancelled"><button class="no" type="submit">${t.cancelSure}</button></form>
<a class="back" href="${action}">${t.keep}</a></section>`;
  }
  return html`<section>
<form method="post" action="${action}"><input type="hidden" name="answer" value="confirmed"><button class="yes" type="submit">${t.confirm}</button></form>
<form method="get" action="${self}">${language === 'en' ? html`<input type="hidden" name="lang" value="en">` : ''}<input type="hidden" name="ask" value="cancel"><button class="no" type="submit">${t.cancel}</button></form>
<p class="meta">${t.validUntil(stepTime(view.expiresAt, language, now))}</p></section>`;
}

/** The order and where it stands for its customer, in `language`; `self` is the page's own path. */
export function confirmPage(
  view: ConfirmView,
  language: TrackingLanguage,
  self: string,
  now: Date,
  askCancel = false,
): Page {
  const t = CONFIRM_TEXTS[language];
  return customerPage({
    language,
    title: `${view.seller.name} · ${t.title}`,
    switchTo: language === 'bn' ? `${self}?lang=en` : self,
    heading: html`${
      view.seller.logoUrl ? html`<img src="${view.seller.logoUrl}" alt="" width="48" height="48">` : ''
    }<h1>${view.seller.name}</h1>`,
    body: html`<section aria-labelledby="order"><h2 id="order">${t.yourOrder}</h2><p class="big">${view.customerName}</p><p class="meta">${t.order}: ${view.code}</p></section>
<section aria-labelledby="items"><h2 id="items">${t.items}</h2><ul>${view.items.map(
      (item) => html`<li>${item.name} × ${digits(String(item.qty), language)}</li>`,
    )}</ul></section>
<section aria-labelledby="pay"><h2 id="pay">${view.payable > 0 ? t.toPay : t.nothingToPay}</h2>${
      view.payable > 0 ? html`<p class="amount">${takaText(view.payable, language)}</p>` : ''
    }</section>
${answerPart(view, t, language, self, now, askCancel)}`,
  });
}

/** Not found (a link that is not ours) and expired (with the shop's phone, when the link named a shop). */
export function confirmNotice(
  kind: 'notFound' | 'expired',
  language: TrackingLanguage,
  seller?: ConfirmView['seller'],
): Page {
  const notice = kind === 'expired' ? CONFIRM_TEXTS[language].expired : TRACKING_TEXTS[language].notFound;
  const phone = seller?.phone;
  return customerPage({
    language,
    title: notice.title,
    heading: html`<h1>${seller?.name ?? notice.title}</h1>`,
    body: html`<section><h2>${notice.title}</h2><p>${notice.text}</p>${
      phone ? html`<p class="amount"><a href="tel:${phone}">${digits(phone, language)}</a></p>` : ''
    }</section>`,
  });
}
