import { Box, Button, Container, Group } from '@mantine/core';
import { Link } from 'wouter';
import { useDocumentTitle } from '../../../components/page-title.tsx';
import { useTexts } from '../../../i18n/use-texts.ts';
import { homeOf } from '../../account/api.ts';
import { useSession } from '../../account/session.ts';
import { Faq } from '../components/faq.tsx';
import { FeatureCards } from '../components/feature-cards.tsx';
import { Hero } from '../components/hero.tsx';
import { LandingHeader } from '../components/landing-header.tsx';
import { LandingFooter, Support } from '../components/support-and-footer.tsx';

/** The public page; it looks at the session to label its buttons but never redirects. */
export function LandingPage() {
  const t = useTexts();
  useDocumentTitle(t('app.tagline'));
  const { data: session } = useSession();
  const home = homeOf(session);
  const registerTo = home ?? '/register';
  return (
    <Box>
      <LandingHeader home={home} />
      <main>
        <Box bg="gray.0">
          <Hero registerTo={registerTo} />
        </Box>
        <FeatureCards />
        <Faq />
        <Support />
        <Container size="lg" pb="xl">
          <Group justify="center">
            <Button component={Link} to={registerTo} size="md">
              {t('landing.registerForFree')}
            </Button>
          </Group>
        </Container>
      </main>
      <LandingFooter />
    </Box>
  );
}
