import { Anchor, Box, Button, Container, Group } from '@mantine/core';
import { Link } from 'wouter';
import { Brand } from '../../../components/brand.tsx';
import { LanguageSwitch } from '../../../components/language-switch.tsx';
import { useTexts } from '../../../i18n/use-texts.ts';

/** The header button reads Dashboard when signed in, otherwise Login / Register (spec part 2 §2). */
export function LandingHeader({ home }: { home: string | null }) {
  const t = useTexts();
  return (
    <header style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
      {/* A phone's 360 px holds the brand, both languages and Login only with narrower edges. */}
      <Container size="lg" py="sm" px={{ base: 'xs', xs: 'md' }}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Anchor component={Link} to="/" underline="never">
            <Brand />
          </Anchor>
          <Group gap="xs" wrap="nowrap">
            <LanguageSwitch />
            {home ? (
              <Button component={Link} to={home}>
                {t('landing.dashboard')}
              </Button>
            ) : (
              <>
                <Anchor component={Link} to="/register" size="sm" visibleFrom="xs">
                  {t('landing.register')}
                </Anchor>
                {/* A phone's header has room for the shorter word; "Register For Free" follows below. */}
                <Button component={Link} to="/login" aria-label={t('landing.loginRegister')}>
                  <Box component="span" hiddenFrom="xs">
                    {t('auth.login')}
                  </Box>
                  <Box component="span" visibleFrom="xs">
                    {t('landing.loginRegister')}
                  </Box>
                </Button>
              </>
            )}
          </Group>
        </Group>
      </Container>
    </header>
  );
}
