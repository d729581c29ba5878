import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { SESSION_KEY, type Session } from '../features/account/session.ts';
import { i18n, LANGUAGES, type Language, loadAppTexts, setLanguage } from '../i18n/index.ts';
import { routes } from '../router.tsx';
import { theme } from '../theme.ts';
import { cssVariablesResolver } from '../theme-colors.ts';
import { frameTitles, renderAppFrame } from './app-frame.tsx';
import { landingPage } from './landing-page.tsx';
import { signInPage } from './sign-in-page.tsx';
import type { StaticPage } from './static-page.ts';

export const STATIC_PAGES: StaticPage[] = [signInPage, landingPage];

export interface RenderedPage {
  name: StaticPage['name'];
  language: Language;
  title: string;
  /** What goes inside #root. */
  body: string;
}

/** One page as HTML, signed out, in the language i18n is in. */
function render(page: StaticPage, language: Language): RenderedPage {
  const queryClient = new QueryClient();
  queryClient.setQueryData<Session>(SESSION_KEY, { status: 'signedOut' });
  const html = renderToString(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        <Router ssrPath={page.path}>{page.element()}</Router>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return {
    name: page.name,
    language,
    title: `${page.title()} · ${i18n.t('app.name')}`,
    body: html + (page.after?.() ?? ''),
  };
}

/** Every static page in every language (i18n holds one language at a time). */
export async function renderStaticPages(): Promise<RenderedPage[]> {
  const pages: RenderedPage[] = [];
  for (const language of LANGUAGES) {
    await setLanguage(language);
    for (const page of STATIC_PAGES) pages.push(render(page, language));
  }
  return pages;
}

/** The signed-in frame's HTML and, per language, the app's name and each framed screen's heading. */
export interface RenderedFrame {
  body: string;
  titles: Record<Language, { app: string; screens: Record<string, string> }>;
}

export async function renderAppFrames(): Promise<RenderedFrame> {
  const titles = {} as RenderedFrame['titles'];
  for (const language of LANGUAGES) {
    await setLanguage(language);
    await loadAppTexts();
    titles[language] = { app: i18n.t('app.name'), screens: frameTitles(routes) };
  }
  return { body: renderAppFrame(), titles };
}
