import type { InvoiceSender, InvoicesReply } from '@chalan/core/invoices/replies';
import { roundToTaka } from '@chalan/core/money';
import { QRCodeSVG } from 'qrcode.react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { useFormat } from '../../../lib/use-format.ts';
import classes from './invoice.module.css';
import { InvoiceCourier } from './invoice-courier.tsx';
import { joined } from './joined.ts';

interface InvoiceSheetProps {
  seller: InvoicesReply['seller'];
  invoice: InvoicesReply['invoices'][number];
}

/**
 * One invoice: logo, sender store, customer, the courier's parcel (with a barcode of its consignment id),
 * lines, totals and a QR code of the order id.
 */
export function InvoiceSheet({ seller, invoice: { order, sender, parcel } }: InvoiceSheetProps) {
  const t = useTexts();
  const format = useFormat();
  /** Whole taka, as invoices print: `৳1,250`. */
  const taka = (poisha: number) => format.money(roundToTaka(poisha) * 100);
  return (
    <article className={classes.invoice} aria-label={t('invoices.invoiceFor', { code: order.code })}>
      <header className={classes.head}>
        <div className={classes.logoBox}>
          {seller.logoUrl ? <img src={seller.logoUrl} alt={seller.name} /> : <strong>{seller.name}</strong>}
        </div>
        <div className={classes.orderId}>
          <div className={classes.label}>{t('invoices.orderId')}</div>
          <div className={classes.code}>{order.code}</div>
          <div>{format.invoiceDate(order.createdAt)}</div>
        </div>
      </header>
      <section className={classes.parties}>
        <Party title={t('invoices.from')} sender={sender} />
        <div>
          <div className={classes.label}>{t('invoices.to')}</div>
          <strong>{order.name}</strong>
          <div>{order.phone}</div>
          <div>{joined(order.address, order.thana, order.district)}</div>
        </div>
      </section>
      <InvoiceCourier courier={parcel?.courier ?? order.courier?.name ?? null} parcel={parcel} />
      <table className={classes.lines}>
        <thead>
          <tr>
            <th>{t('invoices.product')}</th>
            <th>{t('invoices.qty')}</th>
            <th>{t('invoices.price')}</th>
            <th>{t('invoices.discount')}</th>
            <th>{t('invoices.total')}</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.id}>
              <td>{line.name}</td>
              <td>{format.number(line.qty)}</td>
              <td>{taka(line.salePrice)}</td>
              <td>{line.discount ? taka(line.discount) : t('common.none')}</td>
              <td>{taka(line.salePrice * line.qty - line.discount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <footer className={classes.foot}>
        <QRCodeSVG value={order.code} size={256} level="L" className={classes.qr} title={order.code} />
        <dl className={classes.totals}>
          <Row label={t('invoices.subtotal')} value={taka(order.gross - order.lineDiscounts)} />
          {order.discountOnAll ? (
            <Row label={t('invoices.discountOnAll')} value={`-${taka(order.discountOnAll)}`} />
          ) : null}
          <Row label={t('invoices.delivery')} value={taka(order.deliveryCharge)} />
          <Row label={t('invoices.bill')} value={taka(order.bill)} strong />
          {order.advance ? <Row label={t('invoices.advance')} value={`-${taka(order.advance)}`} /> : null}
          <Row
            label={t('invoices.payable', { type: t(`paymentTypes.${order.paymentType}`) })}
            value={taka(order.payable)}
            strong
          />
        </dl>
      </footer>
      {order.note ? <p className={classes.note}>{t('invoices.note', { note: order.note })}</p> : null}
    </article>
  );
}

function Party({ title, sender }: { title: string; sender: InvoiceSender }) {
  return (
    <div>
      <div className={classes.label}>{title}</div>
      <strong>{sender.name}</strong>
      {sender.phone ? <div>{sender.phone}</div> : null}
      <div>{joined(sender.address, sender.area, sender.district, sender.zip)}</div>
    </div>
  );
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={strong ? classes.strong : undefined}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
