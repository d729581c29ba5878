import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.1 A and AA: what issue 16 asks of every screen. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);
/**
 * Also asked by the issue, though axe files them as best practice or experimental, at any impact: one
 * main landmark, all content in landmarks, and a control's name that contains its visible label.
 */
const ALWAYS = [
  'landmark-one-main',
  'landmark-no-duplicate-main',
  'landmark-unique',
  'region',
  'label-content-name-mismatch',
];

/**
 * A walk through the app that runs axe-core on each screen, or on a menu or dialog opened on it, and
 * keeps every serious or critical violation as "where: rule (impact) at target". `report()` lists them,
 * so one failing run names every screen and element to fix.
 */
export class AxeWalk {
  private readonly found: string[] = [];

  constructor(private readonly page: Page) {}

  /** Opens `path` and checks it. */
  async visit(path: string, where = path): Promise<void> {
    await this.page.goto(path);
    await this.check(where);
  }

  /** Checks what is on screen now: transitions and data settled first, so colours are the final ones. */
  async check(where: string, { popup = false } = {}): Promise<void> {
    await this.page.waitForLoadState('networkidle');
    await expect(this.page.locator('.mantine-Loader-root, [data-loading]')).toHaveCount(0);
    // Mantine's transitions (menus, modals) take up to 250 ms: mid-fade a text is lighter than it is.
    await this.page.waitForTimeout(300);
    const wcag = await new AxeBuilder({ page: this.page }).withTags(TAGS).analyze();
    // A menu or dialog lives in a portal at the end of <body>, outside the page's landmarks by design.
    const rules = popup ? ALWAYS.filter((rule) => rule !== 'region') : ALWAYS;
    const asked = await new AxeBuilder({ page: this.page }).withRules(rules).analyze();
    const blocking = wcag.violations.filter((v) => BLOCKING.has(v.impact ?? ''));
    for (const violation of [...blocking, ...asked.violations]) {
      for (const node of violation.nodes) {
        // "Fix any of the following:\n  Element has insufficient color contrast of 2.55 (…)": the second line.
        const why = node.failureSummary?.split('\n')[1]?.trim() ?? '';
        // Mantine's class names are hashes: the element's opening tag says more.
        const tag = node.html.slice(0, 160);
        this.found.push(
          `${where}: ${violation.id} (${violation.impact}) at ${node.target.join(' ')} ${tag} — ${why}`,
        );
      }
    }
  }

  /** Opens something (a menu, a dialog) with `open`, checks the screen with it, and closes it with Escape. */
  async opened(where: string, open: () => Promise<void>): Promise<void> {
    await open();
    await this.check(where, { popup: true });
    await this.page.keyboard.press('Escape');
    await expect(this.page.getByRole('dialog')).toHaveCount(0);
    await expect(this.page.getByRole('menu')).toHaveCount(0);
  }

  report(): string {
    return this.found.join('\n');
  }
}
