import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * What scrolls sideways on the page: the page itself, or an element whose content is wider than it and
 * may be swiped (`overflow-x` auto or scroll). A tab strip may scroll (its tabs stay reachable); nothing
 * else may, at a phone's 360 px.
 */
export async function sidewaysScrollers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) found.push(`the page (${root.scrollWidth} px wide)`);
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      if (el.closest('[role="tablist"]') || el.scrollWidth <= el.clientWidth + 1) continue;
      if (!['auto', 'scroll'].includes(getComputedStyle(el).overflowX)) continue;
      found.push(
        `${el.tagName.toLowerCase()}.${[...el.classList].slice(-1)[0] ?? ''} (${el.scrollWidth} px)`,
      );
    }
    return found;
  });
}

/**
 * The journeys' `test`: in the `phone` project (360×740), a journey that passed also fails if the screen
 * it ends on, with its content, scrolls sideways (e2e/phone.spec.ts checks every screen's main action).
 */
export const test = base.extend<{ fitsThePhone: undefined }>({
  fitsThePhone: [
    async ({ page }, use, testInfo) => {
      await use(undefined);
      if (testInfo.project.name !== 'phone' || testInfo.status !== testInfo.expectedStatus) return;
      if (page.isClosed() || !page.url().startsWith('http')) return;
      await page.waitForLoadState('networkidle');
      base.expect(await sidewaysScrollers(page), `${page.url()} scrolls sideways at 360 px`).toEqual([]);
    },
    { auto: true },
  ],
});
