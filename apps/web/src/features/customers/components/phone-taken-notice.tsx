import type { Customer } from '@chalan/core/customers/replies';
import { Alert, Anchor, Button } from '@mantine/core';
import { IconUserCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { useTexts } from '../../../i18n/use-texts.ts';
import { notifyApiError, notifyError } from '../../../lib/notify.ts';
import { findCustomerByPhone } from '../api.ts';

interface PhoneTakenNoticeProps {
  customerId: string;
  phone: string;
  /** Given when the form was opened to pick a customer (Start Order): offer the existing one instead. */
  onUse?: (customer: Customer) => void;
  /** Leaving the form for the existing customer's profile. */
  onLeave: () => void;
}

/** Another customer has this mobile number: say so, and lead to that customer. */
export function PhoneTakenNotice({ customerId, phone, onUse, onLeave }: PhoneTakenNoticeProps) {
  const t = useTexts();
  const [loading, setLoading] = useState(false);

  async function chooseExisting() {
    if (!onUse) return;
    setLoading(true);
    try {
      const existing = await findCustomerByPhone(phone, customerId);
      if (existing) onUse(existing);
      else notifyError(t('messages.customerNotFound'));
    } catch (error) {
      notifyApiError(error);
    } finally {
      setLoading(false);
    }
  }

  return (
    <Alert color="orange" title={t('messages.customerPhoneTaken')} role="alert">
      {onUse ? (
        <Button
          size="xs"
          variant="light"
          color="orange"
          leftSection={<IconUserCheck size={16} />}
          loading={loading}
          onClick={() => void chooseExisting()}
        >
          {t('customers.form.useExisting')}
        </Button>
      ) : (
        <Anchor
          component={Link}
          to={`/inventory/customers/profile/${customerId}`}
          onClick={onLeave}
          size="sm"
        >
          {t('customers.form.openExisting')}
        </Anchor>
      )}
    </Alert>
  );
}
