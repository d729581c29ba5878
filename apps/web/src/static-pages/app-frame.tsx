import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { PageTitle } from '../components/page-title.tsx';
import { i18n } from '../i18n/index.ts';
import type { RouteTable } from '../lib/routing/route-table.ts';
import { theme } from '../theme.ts';
import { cssVariablesResolver } from '../theme-colors.ts';

/** Where the server writes the screen's heading (apps/server/src/lib/app-frame.ts). */
export const FRAME_TITLE = '%CHALAN_SCREEN_TITLE%';

/**
 * The boxes of the signed-in frame (components/app-shell/app-shell.module.css: a 60 px top bar, a 250 px
 * navigation from `sm` up, the screen's padding) with the screen's heading where the screen draws it, as
 * PageTitle draws it. Inside #root, so React's first render replaces all of it.
 */
const FRAME_STYLE = `
.chalan-frame-top{position:fixed;top:0;left:0;right:0;height:60px;background:var(--mantine-color-body);border-bottom:1px solid var(--mantine-color-gray-3)}
.chalan-frame-nav{position:fixed;top:60px;bottom:0;left:0;width:250px;border-right:1px solid var(--mantine-color-gray-3)}
.chalan-frame-main{padding:calc(60px + var(--mantine-spacing-lg)) var(--mantine-spacing-lg) var(--mantine-spacing-lg) calc(250px + var(--mantine-spacing-lg))}
@media (max-width: calc(48em - 1px)){.chalan-frame-nav{display:none}.chalan-frame-main{padding:calc(60px + var(--mantine-spacing-sm)) var(--mantine-spacing-sm) var(--mantine-spacing-sm)}}`;

/**
 * What a signed-in screen shows before its code has arrived: the frame and the screen's heading, painted
 * from the HTML (a phone on a slow network would otherwise see a blank page for seconds).
 */
export function renderAppFrame(): string {
  const heading = renderToString(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <PageTitle title={FRAME_TITLE} />
    </MantineProvider>,
  );
  return [
    `<style>${FRAME_STYLE.trim()}</style>`,
    '<div class="chalan-frame-top"></div>',
    '<div class="chalan-frame-nav"></div>',
    `<div class="chalan-frame-main" data-app-frame>${heading}</div>`,
  ].join('');
}

/**
 * The screens that get the frame, each with its heading in the language i18n is in: those inside the
 * signed-in layout whose heading is fixed (a title key and no parameter in the path; a profile's heading
 * is the name it loads).
 */
export function frameTitles(table: RouteTable): Record<string, string> {
  const titles: Record<string, string> = {};
  for (const group of table.groups) {
    if (!group.layout) continue;
    for (const route of group.routes) {
      const key = route.handle?.titleKey;
      if (!key || route.path.includes(':')) continue;
      titles[route.path ? `${group.path}/${route.path}` : group.path] = i18n.t(`pages.${key}`);
    }
  }
  return titles;
}
