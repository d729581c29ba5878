import { can } from '@chalan/core/permissions';
import { Text, UnstyledButton } from '@mantine/core';
import {
  IconBox,
  IconBuildingStore,
  IconBuildingWarehouse,
  IconLogout,
  IconMessage,
  IconNumbers,
  IconSettings,
  IconTruck,
  IconUserShield,
  IconUsers,
} from '@tabler/icons-react';
import { Link } from 'wouter';
import { chooseLatinDigits } from '../../features/account/preferences.ts';
import { logout, useMe } from '../../features/account/session.ts';
import { useLatinDigits } from '../../i18n/display.ts';
import { useLanguage, useTexts } from '../../i18n/use-texts.ts';
import { notifyApiError } from '../../lib/notify.ts';
import { DeferredMenu } from '../deferred-menu.tsx';
import classes from './app-shell.module.css';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return (
    parts
      .slice(0, 2)
      .map((p) => p[0]?.toUpperCase() ?? '')
      .join('') || '?'
  );
}

/**
 * Avatar menu of spec part 1 §2; Settings, Users and Customer SMS only for a role with their screens'
 * capability (the Admin), Merchants only with the master flag.
 */
export function UserMenu() {
  const t = useTexts();
  const language = useLanguage();
  const { user } = useMe();
  const latin = useLatinDigits();
  const links = [
    can(user.role, 'manageBusinessProfile') && {
      to: '/inventory/profile',
      label: t('nav.settings'),
      icon: IconSettings,
    },
    can(user.role, 'manageUsers') && { to: '/inventory/users', label: t('nav.users'), icon: IconUsers },
    { to: '/inventory/couriers', label: t('nav.couriers'), icon: IconTruck },
    can(user.role, 'manageSms') && {
      to: '/inventory/sms',
      label: t('nav.customerSms'),
      icon: IconMessage,
    },
    { to: '/inventory/stores', label: t('nav.stores'), icon: IconBuildingStore },
    { to: '/inventory/products', label: t('nav.products'), icon: IconBox },
    { to: '/inventory/supplier', label: t('nav.suppliers'), icon: IconBuildingWarehouse },
    user.master && { to: '/inventory/marchants', label: t('nav.merchants'), icon: IconUserShield },
  ].filter((link) => link !== false);

  const shown = initials(user.name);
  return (
    <DeferredMenu
      position="bottom-end"
      width={230}
      shadow="md"
      withinPortal
      target={(events) => (
        <UnstyledButton
          aria-label={t('nav.accountMenuOf', { initials: shown })}
          style={{ borderRadius: '50%' }}
          {...events}
        >
          <span className={classes.initials}>{shown}</span>
        </UnstyledButton>
      )}
    >
      {(menu) => (
        <>
          <menu.Label>
            <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate>
              {user.name}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {user.email}
            </Text>
          </menu.Label>
          <menu.Divider />
          {links.map((link) => (
            <menu.Item key={link.to} component={Link} to={link.to} leftSection={<link.icon size={16} />}>
              {link.label}
            </menu.Item>
          ))}
          <menu.Divider />
          {language === 'bn' ? (
            <menu.Item
              leftSection={<IconNumbers size={16} />}
              onClick={() => void chooseLatinDigits(!latin).catch(notifyApiError)}
            >
              {latin ? t('language.banglaDigits') : t('language.latinDigits')}
            </menu.Item>
          ) : null}
          <menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={() => void logout()}>
            {t('nav.logout')}
          </menu.Item>
        </>
      )}
    </DeferredMenu>
  );
}
