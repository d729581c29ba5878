import type { InvoicesReply } from '@chalan/core/invoices/replies';
import { roundToTaka } from '@chalan/core/money';
import { QRCodeSVG } from 'qrcode.react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { Code128Barcode } from './code128-barcode.tsx';
import { joined } from './joined.ts';
import classes from './parcel-label.module.css';

/**
 * One 4×6 inch shipping label, laid out as couriers' own labels are: the courier and its barcode of the
 * consignment id on top, the cash to collect large, the recipient, and where the parcel goes back to.
 * An order no courier has booked prints without a barcode and says so, rather than show a made-up id.
 * A sent order's label carries a second QR, labelled, of the customer's tracking page.
 */
export function ParcelLabel({
  invoice: { order, sender, parcel, trackingUrl },
}: {
  invoice: InvoicesReply['invoices'][number];
}) {
  const t = useTexts();
  const format = useFormat();
  const courier = parcel?.courier ?? order.courier?.name ?? null;
  const consignmentId = parcel?.consignmentId ?? null;
  return (
    <article className={classes.label} aria-label={t('labels.labelFor', { code: order.code })}>
      <header className={classes.top}>
        <div>
          <div className={classes.caption}>{t('labels.courier')}</div>
          <div className={classes.courier}>{courier ?? t('labels.noCourier')}</div>
        </div>
        <div className={classes.order}>
          <div className={classes.caption}>{t('invoices.orderId')}</div>
          <div className={classes.code}>{order.code}</div>
          <div>{format.invoiceDate(order.createdAt)}</div>
        </div>
      </header>
      <section className={classes.parcel}>
        {consignmentId ? (
          <>
            <Code128Barcode
              value={consignmentId}
              label={t('labels.barcodeOf', { id: consignmentId })}
              className={classes.barcode}
            />
            <div className={classes.ids}>
              <span>
                {t('labels.consignmentId')} <strong>{consignmentId}</strong>
              </span>
              {parcel?.trackingCode ? (
                <span>
                  {t('labels.trackingCode')} <strong>{parcel.trackingCode}</strong>
                </span>
              ) : null}
            </div>
          </>
        ) : (
          <p className={classes.notBooked}>{t('labels.notBooked')}</p>
        )}
      </section>
      <section className={classes.cod}>
        <div className={classes.caption}>{t('labels.cod')}</div>
        {/* Whole taka, as invoices print: the rider reads it at arm's length. */}
        <div className={classes.amount}>{format.money(roundToTaka(order.payable) * 100)}</div>
      </section>
      <section className={classes.recipient}>
        <div className={classes.caption}>{t('invoices.to')}</div>
        <div className={classes.name}>{order.name}</div>
        <div className={classes.phone}>{order.phone}</div>
        <div>{order.address}</div>
        <div className={classes.place}>{joined(order.thana, order.district)}</div>
      </section>
      <footer className={classes.foot}>
        <QRCodeSVG value={order.code} size={256} level="L" className={classes.qr} title={order.code} />
        <div>
          <div className={classes.caption}>{t('labels.returnTo')}</div>
          <strong>{sender.name}</strong>
          {sender.phone ? <div>{sender.phone}</div> : null}
          <div>{joined(sender.address, sender.area, sender.district, sender.zip)}</div>
        </div>
        {trackingUrl ? (
          <figure className={classes.track}>
            <QRCodeSVG
              value={trackingUrl}
              size={256}
              level="L"
              className={classes.qr}
              title={t('labels.trackingQr', { code: order.code })}
            />
            <figcaption>{t('labels.scanToTrack')}</figcaption>
          </figure>
        ) : null}
      </footer>
    </article>
  );
}
