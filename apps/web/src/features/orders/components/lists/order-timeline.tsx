import type { OrderEvent } from '@chalan/core/orders/replies';
import { kgText } from '@chalan/core/weight';
import { List, Text, Timeline } from '@mantine/core';
import {
  IconArrowsExchange,
  IconHash,
  IconMessage,
  IconPencil,
  IconPhoneCall,
  IconPlus,
  IconTrash,
  IconTruck,
  IconTruckOff,
  IconUserCheck,
} from '@tabler/icons-react';
import type { Translate } from '../../../../i18n/text-keys.ts';
import { useTexts } from '../../../../i18n/use-texts.ts';
import type { Format } from '../../../../lib/format.ts';
import { useFormat } from '../../../../lib/use-format.ts';
import { courierCancelTitle } from '../courier-cancel/courier-cancel-event.ts';

const MONEY_FIELDS = new Set([
  'deliveryCharge',
  'advance',
  'gross',
  'lineDiscounts',
  'net',
  'bill',
  'payable',
  'codAmount',
  'codReceivedAmount',
  'courierCod',
]);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A changed value as a person reads it: taka for money, "Tea × 2" for lines, — for nothing. */
export function valueText(t: Translate, format: Format, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return t('common.none');
  if (MONEY_FIELDS.has(field) && typeof value === 'number') return format.money(value);
  if (field === 'weightGrams' && typeof value === 'number') {
    return t('shipping.weightValue', { weight: Number(kgText(value)) });
  }
  if (field === 'deliveryType' && typeof value === 'string')
    return t(`shipping.deliveryTypes.${value}` as never);
  if (field === 'itemType' && typeof value === 'string') return t(`shipping.itemTypes.${value}` as never);
  if (field === 'discountOnAll' && isRecord(value) && typeof value.value === 'number') {
    return value.type === 'percentage' ? format.basisPoints(value.value) : format.money(value.value);
  }
  if (field === 'status' && typeof value === 'string') return t(`orderLists.statusWord.${value}` as never);
  if (Array.isArray(value)) {
    if (value.length === 0) return t('common.none');
    return value
      .map((item) => {
        if (!isRecord(item)) return String(item);
        const text = t('orderLists.itemQty', { name: String(item.name ?? ''), qty: Number(item.qty ?? 0) });
        return typeof item.discount === 'number' && item.discount > 0
          ? t('orderLists.timeline.lineDiscount', { line: text, discount: format.money(item.discount) })
          : text;
      })
      .join(', ');
  }
  if (isRecord(value)) return JSON.stringify(value);
  return String(value);
}

/** The field's label, or its name in words for a field this screen does not know yet. */
function fieldLabel(t: Translate, field: string): string {
  const known = t(`orderLists.fields.${field}` as never, { defaultValue: '' });
  if (known) return known;
  const words = field.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The `to` of a change, as text (null when the event does not have it). */
function changedTo(event: OrderEvent, field: string): string | null {
  const to = event.changes?.[field]?.to;
  return typeof to === 'string' && to !== '' ? to : null;
}

/** `earlier`: the events before this one (a settled cancel at a courier names the courier asked). */
function title(t: Translate, format: Format, event: OrderEvent, earlier: readonly OrderEvent[]): string {
  const status = (s: string | null) => (s ? t(`orderLists.statusWord.${s}` as never) : t('common.none'));
  switch (event.kind) {
    case 'status':
      return t('orderLists.timeline.status', { from: status(event.fromStatus), to: status(event.toStatus) });
    case 'dispatch': {
      // A booking confirmed later by the courier's own update names no courier.
      const courier = changedTo(event, 'courier');
      return courier ? t('orderLists.timeline.sent', { courier }) : t('orderLists.timeline.dispatch');
    }
    case 'code_changed':
      return t('orderLists.timeline.code', {
        from: valueText(t, format, 'code', event.changes?.code?.from),
        to: valueText(t, format, 'code', event.changes?.code?.to),
      });
    case 'created':
      return changedTo(event, 'source') === 'csv'
        ? t('orderLists.timeline.imported')
        : t('orderLists.timeline.created');
    case 'courier_cancel':
      return courierCancelTitle(t, event, earlier);
    case 'hold_desk':
      return changedTo(event, 'holdDesk') === 'resent'
        ? t('holdDesk.timeline.resent', {
            from: valueText(t, format, 'courier', event.changes?.courier?.from),
            to: changedTo(event, 'courier') ?? '',
          })
        : t('holdDesk.timeline.receivedBack', { courier: changedTo(event, 'courier') ?? '' });
    case 'customer':
      return changedTo(event, 'customerAnswer') === 'cancelled'
        ? t('customerAnswer.timeline.cancelled')
        : t('customerAnswer.timeline.confirmed');
    case 'sms':
      return changedTo(event, 'sms') === 'dispatched'
        ? t('customerAnswer.timeline.smsDispatched')
        : t('customerAnswer.timeline.smsConfirm');
    case 'edited':
    case 'deleted':
    case 'courier_status':
      return t(`orderLists.timeline.${event.kind}`);
    default:
      return t('orderLists.timeline.other');
  }
}

const ICONS: Record<string, typeof IconPlus> = {
  created: IconPlus,
  edited: IconPencil,
  deleted: IconTrash,
  dispatch: IconTruck,
  code_changed: IconHash,
  courier_status: IconTruck,
  courier_cancel: IconTruckOff,
  hold_desk: IconPhoneCall,
  customer: IconUserCheck,
  sms: IconMessage,
};

/** What an event says under its title: a sent parcel's consignment id; an edit's changed fields. */
function Details({ event }: { event: OrderEvent }) {
  const t = useTexts();
  const format = useFormat();
  // The title already says the new id, that the order came from a CSV file, the courier's cancel, the
  // customer's answer or the message sent.
  const saidInTitle = ['code_changed', 'created', 'courier_cancel', 'hold_desk', 'sms'];
  if (saidInTitle.includes(event.kind)) return null;
  if (event.kind === 'customer') {
    // A cancel by the customer moved the order too.
    if (!event.fromStatus || !event.toStatus) return null;
    return (
      <Text size="sm" mt={4}>
        {t('orderLists.timeline.status', {
          from: t(`orderLists.statusWord.${event.fromStatus}`),
          to: t(`orderLists.statusWord.${event.toStatus}`),
        })}
      </Text>
    );
  }
  if (event.kind === 'dispatch') {
    const consignmentId = changedTo(event, 'consignmentId');
    return consignmentId ? (
      <Text size="sm" mt={4}>
        {t('orderLists.consignment', { id: consignmentId })}
      </Text>
    ) : null;
  }
  const changes = Object.entries(event.changes ?? {});
  if (changes.length === 0) return null;
  return (
    <List size="sm" mt={4} spacing={2}>
      {changes.map(([field, change]) => (
        <List.Item key={field}>
          {t('orderLists.timeline.change', {
            field: fieldLabel(t, field),
            from: valueText(t, format, field, change.from),
            to: valueText(t, format, field, change.to),
          })}
        </List.Item>
      ))}
    </List>
  );
}

/** Who made the event: a user, the customer through the SMS link, or Chalan itself. */
function byWhom(t: Translate, event: OrderEvent): string {
  if (event.user) return event.user.name;
  return event.kind === 'customer' ? t('customerAnswer.timeline.customer') : t('orderLists.timeline.system');
}

/** Who did what to the order and when, oldest first; an edit lists only the fields it changed. */
export function OrderTimeline({ events }: { events: readonly OrderEvent[] }) {
  const t = useTexts();
  const format = useFormat();
  if (events.length === 0) return <Text c="dimmed">{t('orderLists.timeline.empty')}</Text>;
  return (
    <Timeline active={events.length - 1} bulletSize={24} lineWidth={2}>
      {events.map((event, index) => {
        const Icon = ICONS[event.kind] ?? IconArrowsExchange;
        return (
          <Timeline.Item
            key={event.id}
            bullet={<Icon size={14} />}
            title={title(t, format, event, events.slice(0, index))}
          >
            <Text size="xs" c="dimmed">
              {t('orderLists.timeline.byAt', {
                name: byWhom(t, event),
                at: format.dateTime(event.createdAt),
              })}
            </Text>
            <Details event={event} />
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
