import type { HoldAction } from '@chalan/core/hold-desk/kinds';
import type { HoldActionReply, HoldDeskItem } from '@chalan/core/hold-desk/schemas';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconPackageImport, IconThumbUp, IconTruckDelivery } from '@tabler/icons-react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { problemText } from '../../../lib/messages.ts';
import { notifyApiError, notifyApiSuccess } from '../../../lib/notify.ts';
import { confirmAction } from '../../orders/components/lists/confirm-action.tsx';
import { useReceivedBack, useReturnParcel, useWillTake } from '../api.ts';

interface ButtonSpec {
  label: string;
  variant?: string;
  color?: string;
  icon?: typeof IconThumbUp;
  busy: boolean;
  onClick: () => void;
}

/** Why an action is closed, shown where it helps the seller: how to return it, or what to do next. */
const EXPLAINED: readonly HoldAction[] = ['return', 'resend'];
const QUIET = ['holdNotBackYet', 'holdPartialSettle', 'holdReturnNotNow'];

/** The parcel's actions open now, each as a button; return and received back ask first. */
export function HoldActions({ item, onResend }: { item: HoldDeskItem; onResend: () => void }) {
  const t = useTexts();
  const willTake = useWillTake();
  const returnIt = useReturnParcel();
  const receivedBack = useReceivedBack();
  const { actions, code, parcel } = item;
  const courier = item.courier.name;

  async function run(action: () => Promise<HoldActionReply>) {
    try {
      notifyApiSuccess(await action());
    } catch (error) {
      notifyApiError(error);
    }
  }

  async function askReturn() {
    const yes = await confirmAction(
      t('holdDesk.confirmReturn.title', { parcel }),
      t('holdDesk.confirmReturn.text', { courier, code }),
      t('holdDesk.actions.return'),
      'orange',
    );
    if (yes) await run(() => returnIt.mutateAsync(item.parcelId));
  }

  async function askReceived() {
    const yes = await confirmAction(
      t('holdDesk.confirmReceived.title'),
      t('holdDesk.confirmReceived.text', { code }),
      t('holdDesk.actions.receivedBack'),
      'teal',
    );
    if (yes) await run(() => receivedBack.mutateAsync(item.parcelId));
  }

  const marked = item.customerWillTakeAt !== null;
  const reasons = EXPLAINED.flatMap((action) => {
    const reason = actions[action].reason;
    // Only the reasons that tell what to do: "not back yet" or "not on hold" would be on every card.
    return reason && !QUIET.includes(reason.key) ? [problemText(reason)] : [];
  });
  const partial =
    actions.receivedBack.reason?.key === 'holdPartialSettle' ? actions.receivedBack.reason : null;
  const setWillTake = (value: boolean) =>
    void run(() => willTake.mutateAsync({ parcelId: item.parcelId, body: { willTake: value } }));
  const buttons: (ButtonSpec | false)[] = [
    marked && {
      label: t('holdDesk.actions.undoWillTake'),
      variant: 'default',
      busy: willTake.isPending,
      onClick: () => setWillTake(false),
    },
    !marked &&
      actions.willTake.open && {
        label: t('holdDesk.actions.willTake'),
        color: 'teal',
        icon: IconThumbUp,
        busy: willTake.isPending,
        onClick: () => setWillTake(true),
      },
    actions.return.open && {
      label: t('holdDesk.actions.return'),
      color: 'orange',
      icon: IconArrowBackUp,
      busy: returnIt.isPending,
      onClick: () => void askReturn(),
    },
    actions.receivedBack.open && {
      label: t('holdDesk.actions.receivedBack'),
      color: 'teal',
      icon: IconPackageImport,
      busy: receivedBack.isPending,
      onClick: () => void askReceived(),
    },
    actions.resend.open && {
      label: t('holdDesk.actions.resend'),
      variant: 'filled',
      icon: IconTruckDelivery,
      busy: false,
      onClick: onResend,
    },
  ];
  return (
    <Stack gap={6}>
      <Group gap="xs">
        {buttons.map((b) =>
          b ? (
            <Button
              key={b.label}
              size="xs"
              variant={b.variant ?? 'light'}
              color={b.color}
              leftSection={b.icon ? <b.icon size={16} /> : undefined}
              loading={b.busy}
              onClick={b.onClick}
            >
              {b.label}
            </Button>
          ) : null,
        )}
      </Group>
      {[...reasons, ...(partial ? [problemText(partial)] : [])].map((text) => (
        <Text key={text} size="xs" c="dimmed">
          {text}
        </Text>
      ))}
    </Stack>
  );
}
