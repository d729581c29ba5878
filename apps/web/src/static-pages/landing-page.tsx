import { LandingPage } from '../features/landing/pages/landing-page.tsx';
import { i18n } from '../i18n/index.ts';
import type { StaticPage } from './static-page.ts';

/** The landing page signed out; static-pages/landing.ts opens its questions and switches its language. */
export const landingPage: StaticPage = {
  name: 'landing',
  path: '/',
  title: () => i18n.t('app.tagline'),
  element: () => <LandingPage />,
};
