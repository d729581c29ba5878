import type { InvoiceParcel } from '@chalan/core/invoices/replies';
import { useTexts } from '../../../i18n/use-texts.ts';
import { Code128Barcode } from './code128-barcode.tsx';
import classes from './invoice.module.css';

/**
 * The invoice's courier line: who carries the parcel, its consignment id and tracking code, and the
 * consignment's barcode, as far as the order has them; nothing for an order without a courier.
 */
export function InvoiceCourier({ courier, parcel }: { courier: string | null; parcel: InvoiceParcel }) {
  const t = useTexts();
  if (!courier) return null;
  const consignmentId = parcel?.consignmentId ?? null;
  return (
    <section className={classes.courier}>
      <dl className={classes.courierFacts}>
        <div>
          <dt className={classes.label}>{t('labels.courier')}</dt>
          <dd>{courier}</dd>
        </div>
        {consignmentId ? (
          <div>
            <dt className={classes.label}>{t('labels.consignmentId')}</dt>
            <dd>{consignmentId}</dd>
          </div>
        ) : null}
        {parcel?.trackingCode ? (
          <div>
            <dt className={classes.label}>{t('labels.trackingCode')}</dt>
            <dd>{parcel.trackingCode}</dd>
          </div>
        ) : null}
      </dl>
      {consignmentId ? (
        <Code128Barcode
          value={consignmentId}
          label={t('labels.barcodeOf', { id: consignmentId })}
          className={classes.barcode}
        />
      ) : null}
    </section>
  );
}
