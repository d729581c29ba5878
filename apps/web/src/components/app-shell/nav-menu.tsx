import { NavLink, Stack } from '@mantine/core';
import { Link, useLocation } from 'wouter';
import { useMe } from '../../features/account/session.ts';
import { useTexts } from '../../i18n/use-texts.ts';
import { isActivePath, navItems } from './nav-items.ts';

export function NavMenu() {
  const t = useTexts();
  const me = useMe();
  const [pathname] = useLocation();
  return (
    <Stack gap={2} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {navItems(me).map((item) => {
        const active = isActivePath(pathname, item.to);
        const Icon = item.icon;
        return (
          <li key={item.to}>
            <NavLink
              component={Link}
              to={item.to}
              label={item.labelKey ? t(`nav.${item.labelKey}`) : item.label}
              leftSection={<Icon size={20} stroke={1.6} />}
              active={active}
              aria-current={active ? 'page' : undefined}
              variant="light"
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
            />
          </li>
        );
      })}
    </Stack>
  );
}
