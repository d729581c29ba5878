import { expect, test } from './journey-test.ts';
import { registeredMerchant, signIn } from './support.ts';
import { ui } from './ui-text.ts';

/**
 * Issue 16: a signed-in screen opened by its address shows its frame and heading from the HTML, before
 * its code has arrived on a slow phone (apps/server/src/lib/app-frame.ts); the screen then draws the same
 * heading in the same place, so nothing jumps. The page without JavaScript is what the server sent.
 */
test('a signed-in screen shows its heading before its code loads, where the screen then draws it', async ({
  page,
  browser,
}, testInfo) => {
  const email = await registeredMerchant(page, 'Frame Shop');
  await page.goto('/login');
  await signIn(page, email);
  await expect(page).toHaveURL(/\/inventory\//);

  const { viewport, locale, hasTouch } = testInfo.project.use;
  const bare = await browser.newContext({
    viewport,
    locale,
    hasTouch,
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  try {
    const painted = await bare.newPage();
    const screens: [path: string, heading: string][] = [
      ['/inventory/orders-processing', ui('Order Processing')],
      ['/inventory/start-order', ui('Create order')],
    ];
    for (const [path, heading] of screens) {
      await painted.goto(path);
      const first = painted.getByRole('heading', { level: 1 });
      await expect(first, path).toHaveText(heading);
      await expect(painted, path).toHaveTitle(new RegExp(`^${heading} · `));
      const before = await first.boundingBox();

      await page.goto(path);
      const drawn = page.getByRole('main').getByRole('heading', { level: 1, name: heading });
      await expect(drawn, path).toBeVisible();
      const after = await drawn.boundingBox();
      for (const side of ['x', 'y', 'height'] as const) {
        expect(Math.abs((after?.[side] ?? -99) - (before?.[side] ?? 99)), `${path}: ${side}`).toBeLessThan(1);
      }
    }
  } finally {
    await bare.close();
  }
});
