import { loadAppTexts, loadLanguage } from './index.ts';

// The app fetches a language's texts when they are used; the web's unit tests read both languages whole.
await loadAppTexts();
await loadLanguage('en');
await loadLanguage('bn');
