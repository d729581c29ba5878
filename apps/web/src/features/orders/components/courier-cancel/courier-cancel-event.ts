import type { OrderEvent } from '@chalan/core/orders/replies';
import type { Translate } from '../../../../i18n/text-keys.ts';

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** What we asked of the courier ('cancelled', 'requested', 'manual'), or null when the cancel settled. */
const ASKED = ['cancelled', 'requested', 'manual'] as const;
type Asked = (typeof ASKED)[number];
const askedOf = (event: OrderEvent): Asked | null => {
  const change = event.changes?.courierCancel;
  if (!change || change.from !== null) return null;
  return ASKED.find((kind) => kind === change.to) ?? null;
};

/**
 * A `courier_cancel` event's line: what was asked of the courier, or (from 'requested'/'manual' to the
 * courier's status) that the courier settled it. The settling event names no courier: the one asked
 * before it does.
 */
export function courierCancelTitle(t: Translate, event: OrderEvent, earlier: readonly OrderEvent[]): string {
  const asked = askedOf(event);
  const courier = text(event.changes?.courier?.to);
  const parcel = text(event.changes?.parcel?.to) ?? t('common.none');
  if (asked) return t(`courierCancel.timeline.${asked}`, { courier: courier ?? '', parcel });
  const raw = text(event.changes?.courierCancel?.to) ?? 'unknown';
  const status = String(t(`deliveryStatus.${raw}` as never, { defaultValue: raw })).toLocaleLowerCase();
  const before = earlier.findLast((e) => e.kind === 'courier_cancel' && text(e.changes?.courier?.to));
  const named = text(before?.changes?.courier?.to);
  return named
    ? t('courierCancel.timeline.settled', { courier: named, status })
    : t('courierCancel.timeline.settledNoCourier', { status });
}
