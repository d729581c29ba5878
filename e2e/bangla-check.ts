import { expect, type Page } from '@playwright/test';
import { LATIN_ALLOWED } from '../packages/core/src/latin-allowed.testkit.ts';
import { pageReady } from './support.ts';
import { uiKey } from './ui-text.ts';

/** Switches the app to Bangla with the landing page's switch: the one place the journey chooses it. */
export async function useBangla(page: Page): Promise<void> {
  // The header's switch, as a user does it; signed in, it is kept on the user (wait until it is).
  await page.goto('/');
  await pageReady(page);
  await page.getByText('বাংলা', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect
    .poll(async () => {
      const me = await (await page.request.get('/api/account/me')).json();
      return me.user?.preferences.language ?? 'bn (signed out)';
    })
    .toMatch(/^bn/);
}

/** The Bangla text of a key, its {{values}} filled in: what a Bangla screen says (for finding buttons). */
export const bnText = (key: string, values: Record<string, string | number> = {}) => uiKey(key, values, 'bn');

/** What the user reads: the page's text, the tab's title, and the labels of visible elements. */
async function visibleTexts(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts = [document.title, document.body.innerText];
    for (const el of document.querySelectorAll('[placeholder], [aria-label], [title], img[alt]')) {
      if (!el.checkVisibility({ visibilityProperty: true })) continue;
      for (const name of ['placeholder', 'aria-label', 'title', 'alt']) {
        const value = el.getAttribute(name);
        if (value) parts.push(value);
      }
    }
    return parts.join('\n');
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A data value in any case (CSS may show it in capitals), not inside a longer word ("TS" is no part of "PARTS"). */
const wholeWords = (value: string) =>
  new RegExp(`(?<![A-Za-z0-9])${escapeRegExp(value)}(?![A-Za-z0-9])`, 'gi');

/** Words in Latin letters (digits do not count: Bangla digits are another check). */
const LATIN_WORD = /[A-Za-z0-9]*[A-Za-z][A-Za-z0-9]*(?:['’][A-Za-z]+)?/g;
/** A raw i18n key ("orders.list.title") or a value left unfilled ("{{name}}"). */
const RAW_KEY = /\b[a-z][A-Za-z0-9]*(?:\.[a-z][A-Za-z0-9]*){1,}\b|{{[^}]*}}/g;
/** Addresses, not words: the webhook's callback URL to copy, an email address (the support address). */
const ADDRESSES = /https?:\/\/\S+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

/**
 * A walk through the app in Bangla that notes, screen by screen, every word in Latin letters that is not
 * the journey's own data, a brand, courier name or allowed abbreviation (LATIN_ALLOWED), and every raw
 * i18n key. `data` is what the journey created (names, emails, ids, codes, what it typed) and what the
 * couriers said about its parcels; place names count as data (couriers need them in English).
 */
export class BanglaWalk {
  private readonly found = new Map<string, Set<string>>();
  private data: string[] = [];
  private readonly allowed: readonly string[] = LATIN_ALLOWED;

  constructor(private readonly page: Page) {}

  /** Adds the journey's own data: whole strings, longest first, so a name inside a longer one is not split. */
  addData(values: Iterable<string | null | undefined>): void {
    for (const value of values) if (value?.trim()) this.data.push(value.trim());
    this.data = [...new Set(this.data)].sort((a, b) => b.length - a.length);
  }

  /**
   * Waits for the screen to settle (no request running, no loader turning), then notes what it says.
   * `alsoAllowed`: words this screen shows on purpose (the CSV column names, typed as they are).
   */
  async check(where: string, alsoAllowed: readonly string[] = []): Promise<void> {
    await this.page.waitForLoadState('networkidle');
    await expect(this.page.locator('.mantine-Loader-root:visible, [aria-busy="true"]:visible')).toHaveCount(
      0,
    );
    let text = await visibleTexts(this.page);
    // Addresses first: a data value inside a link (a port, a name) would leave its pieces behind.
    text = text.replace(ADDRESSES, ' ');
    // As written, or in capitals (a badge's CSS text-transform, which innerText applies).
    for (const value of this.data) text = text.replace(wholeWords(value), ' ');
    const allowedWords = new Set([...this.allowed, ...alsoAllowed].flatMap((w) => [w, w.toUpperCase()]));
    // Digits do not count: "3:49am" is its "am", "A4" is allowed as it is.
    const allowed = (word: string) =>
      allowedWords.has(word) ||
      word
        .split(/[0-9]+/)
        .filter(Boolean)
        .every((letters) => allowedWords.has(letters));
    const offending = [
      ...(text.match(RAW_KEY) ?? []).map((key) => `raw key ${key}`),
      ...(text.match(LATIN_WORD) ?? []).filter((word) => !allowed(word)),
    ];
    if (offending.length === 0) return;
    const words = this.found.get(where) ?? new Set<string>();
    for (const word of offending) words.add(word);
    this.found.set(where, words);
  }

  /** Opens a page and checks it. */
  async visit(path: string, where = path, alsoAllowed: readonly string[] = []): Promise<void> {
    await this.page.goto(path);
    await this.check(where, alsoAllowed);
  }

  /** Does something that opens a dialog or menu, checks the screen, then closes it with Escape. */
  async opened(
    where: string,
    open: () => Promise<unknown>,
    close: 'escape' | 'keep' | (() => Promise<unknown>) = 'escape',
  ): Promise<void> {
    await open();
    await this.check(where);
    if (close === 'keep') return;
    if (close === 'escape') await this.page.keyboard.press('Escape');
    else await close();
    await expect(this.page.locator('[role="dialog"]:visible, [role="menu"]:visible')).toHaveCount(0);
  }

  /** Screen → the words to fix, one line each, for the failure message. */
  report(): string {
    return [...this.found].map(([where, words]) => `${where} → ${[...words].sort().join(', ')}`).join('\n');
  }

  /** Runs the walk's steps; a step that breaks reports the words found so far as well. */
  async run(steps: () => Promise<void>): Promise<void> {
    try {
      await steps();
    } catch (error) {
      if (error instanceof Error && this.found.size > 0)
        error.message += `\n\nFound so far:\n${this.report()}`;
      throw error;
    }
    this.expectAllBangla();
  }

  expectAllBangla(): void {
    expect(this.report(), 'Latin-letter words or raw keys on Bangla screens (screen → words)').toBe('');
  }
}
