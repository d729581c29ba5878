import type { InvoicesReply } from '@chalan/core/invoices/replies';
import { QRCodeSVG } from 'qrcode.react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/index.ts';
import { ParcelLabel } from './parcel-label.tsx';

type Invoice = InvoicesReply['invoices'][number];

const TRACKING_URL = 'https://chalan.example/t/q8Zk3V0mXbT1yP4wN7cR2sH5dL9fJ6gA0eU';

/** An order booked with Steadfast; only what the label reads. 1,510.50 taka to collect. */
const invoice = (over: Partial<Invoice> = {}): Invoice => ({
  order: {
    id: 'o1',
    code: 'K7M9QXA2',
    createdAt: '2026-03-05T06:00:00.000Z',
    name: 'Rahima Begum',
    phone: '01712345678',
    address: 'House 12, Road 5',
    thana: 'Dhanmondi',
    district: 'Dhaka',
    courier: { id: 'c1', name: 'Steadfast' },
    payable: 151_050,
  } as Invoice['order'],
  sender: {
    name: 'Jamdani Ghar',
    phone: '01898765432',
    address: '12 Shop Street',
    area: 'Mirpur',
    district: 'Dhaka',
    zip: '1216',
  },
  parcel: { courier: 'Steadfast', consignmentId: '1424107', trackingCode: 'SFR2603ABCD' },
  trackingUrl: TRACKING_URL,
  ...over,
});

const draw = (value: Invoice) => renderToStaticMarkup(createElement(ParcelLabel, { invoice: value }));
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

afterEach(() => i18n.changeLanguage('en'));

describe('the 4×6 parcel label', () => {
  it('carries what the courier scans and reads: its name, consignment id, tracking code and a barcode', () => {
    const html = draw(invoice());
    expect(html).toContain('aria-label="Label K7M9QXA2"');
    expect(text(html)).toContain('Steadfast');
    expect(text(html)).toContain('Consignment ID 1424107');
    expect(text(html)).toContain('Tracking SFR2603ABCD');
    // The Code 128 of the consignment id, beside our QR of the order id.
    expect(html).toMatch(
      /<svg role="img" aria-label="Barcode of consignment 1424107"[^>]*>(<rect[^>]*><\/rect>){10,}/,
    );
    expect(html).toContain('<title>K7M9QXA2</title>');
  });

  it('says the cash to collect in whole taka, the recipient with phone and thana, and where to return it', () => {
    const words = text(draw(invoice()));
    expect(words).toContain('Collect (COD) ৳1,511');
    expect(words).toContain('Rahima Begum 01712345678 House 12, Road 5 Dhanmondi, Dhaka');
    expect(words).toContain(
      'If undelivered, return to Jamdani Ghar 01898765432 12 Shop Street, Mirpur, Dhaka, 1216',
    );
  });

  it('prints an order no courier has booked without a barcode, and says so', () => {
    const unbooked = draw(invoice({ parcel: null }));
    expect(unbooked).not.toContain('Barcode of consignment');
    expect(text(unbooked)).toContain('Not booked with a courier: no consignment ID, no barcode');
    // The courier chosen on the order still heads the label.
    expect(text(unbooked)).toContain('Courier Steadfast');
    const noCourier = draw(
      invoice({ parcel: null, order: { ...invoice().order, courier: null } as Invoice['order'] }),
    );
    expect(text(noCourier)).toContain('No courier chosen');
  });

  it('reads in Bangla with Bangla digits in the amount', () => {
    i18n.changeLanguage('bn');
    const words = text(draw(invoice()));
    expect(words).toContain('আদায় করতে হবে (COD) ৳১,৫১১');
    expect(words).toContain('কনসাইনমেন্ট আইডি 1424107');
    expect(words).toContain('ট্র্যাক করতে স্ক্যান করুন');
  });

  it('prints a second, labelled QR of the customer’s tracking page for a sent order, and none for one never sent', () => {
    const html = draw(invoice());
    expect(text(html)).toContain('Scan to track');
    // The very code qrcode.react draws for the link.
    const qr = renderToStaticMarkup(createElement(QRCodeSVG, { value: TRACKING_URL, size: 256, level: 'L' }));
    const modules = /<path fill="#000000" d="([^"]+)"/.exec(qr)?.[1];
    expect(modules).toBeTruthy();
    expect(html).toContain(modules);
    expect(html).toContain('<title>Tracking page of order K7M9QXA2</title>');
    // The order id's own QR stays.
    expect(html).toContain('<title>K7M9QXA2</title>');

    const unsent = draw(invoice({ parcel: null, trackingUrl: null }));
    expect(text(unsent)).not.toContain('Scan to track');
    expect(unsent).not.toContain('Tracking page of order');
  });
});
