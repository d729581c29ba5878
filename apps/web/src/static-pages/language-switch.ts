import type { Language } from '@chalan/core/languages';
import { rememberLanguage } from '../i18n/language-memory.ts';

/** The prerendered বাংলা / English switch: the server sends the page again in the chosen language. */
export function wireLanguageSwitch(): void {
  for (const choice of document.querySelectorAll<HTMLButtonElement>('button[data-language]')) {
    choice.addEventListener('click', () => {
      if (choice.getAttribute('aria-pressed') === 'true') return;
      rememberLanguage(choice.dataset.language as Language, { signedOut: true });
      location.reload();
    });
  }
}
