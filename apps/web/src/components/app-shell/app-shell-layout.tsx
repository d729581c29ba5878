import { Box, Burger, Group, Loader, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense, useEffect } from 'react';
import { useLocation } from 'wouter';
import { useTexts } from '../../i18n/use-texts.ts';
import { Outlet } from '../../lib/routing/outlet.tsx';
import { useFormat } from '../../lib/use-format.ts';
import { usePhone } from '../../lib/use-phone.ts';
import { LanguageSwitch } from '../language-switch.tsx';
import classes from './app-shell.module.css';
import { NavMenu } from './nav-menu.tsx';
import { OrderSearch } from './order-search.tsx';
import { SellerLogo } from './seller-logo.tsx';
import { UserMenu } from './user-menu.tsx';

export function AppShellLayout() {
  const t = useTexts();
  const format = useFormat();
  const [opened, { toggle, close }] = useDisclosure(false);
  const [pathname] = useLocation();
  // One search box in the page: in the top bar on wide screens, in the menu on phones.
  const wide = !usePhone();

  useEffect(() => {
    if (pathname) close();
  }, [pathname, close]);

  return (
    <>
      {/* Named: an open dialog's title bar is a <header> too, and landmarks must be told apart. */}
      <Box component="header" className={classes.header} aria-label={t('nav.topBar')}>
        <Group gap="sm" wrap="nowrap" miw={0}>
          <Burger
            opened={opened}
            onClick={toggle}
            hiddenFrom="sm"
            size="sm"
            aria-label={t('nav.toggleMenu')}
            aria-expanded={opened}
            aria-controls="main-navigation"
          />
          <SellerLogo />
        </Group>
        {wide ? (
          <Box style={{ flex: 1, maxWidth: 420 }}>
            <OrderSearch />
          </Box>
        ) : null}
        <Group gap="xs" wrap="nowrap">
          <LanguageSwitch compact={!wide} />
          <UserMenu />
        </Group>
      </Box>

      <nav
        id="main-navigation"
        className={classes.navbar}
        data-open={opened || undefined}
        aria-label={t('nav.mainMenu')}
      >
        {wide ? null : (
          <Box p="sm" pb={0}>
            <OrderSearch />
          </Box>
        )}
        <div className={classes.links}>
          <NavMenu />
        </div>
      </nav>

      <main className={classes.main}>
        <div className={classes.screen}>
          <Suspense fallback={<Loader aria-label={t('common.loading')} />}>
            <Outlet />
          </Suspense>
        </div>
        <Text component="footer" c="dimmed" size="xs" ta="center" pt="xl" pb="xs">
          {t('app.copyright', { year: format.year(new Date()) })}
        </Text>
      </main>
    </>
  );
}
