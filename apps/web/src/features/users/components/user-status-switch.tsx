import type { User } from '@chalan/core/users/replies';
import { Switch } from '@mantine/core';
import { useTexts } from '../../../i18n/use-texts.ts';
import { notifyApiError, notifyApiSuccess } from '../../../lib/notify.ts';
import { useSetUserStatus } from '../api.ts';

/** Activates or deactivates a user; nobody can switch their own account off. */
export function UserStatusSwitch({ user, self }: { user: User; self: boolean }) {
  const t = useTexts();
  const setStatus = useSetUserStatus();
  return (
    <Switch
      checked={user.status}
      onChange={(event) =>
        setStatus.mutate(
          { id: user.id, status: event.currentTarget.checked },
          { onSuccess: (reply) => notifyApiSuccess(reply), onError: notifyApiError },
        )
      }
      disabled={self || setStatus.isPending}
      aria-label={t('users.statusOf', { name: user.name })}
      label={user.status ? t('users.active') : t('users.inactive')}
    />
  );
}
