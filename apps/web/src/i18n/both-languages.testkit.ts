import { loadLanguage } from './index.ts';

// The app fetches a language's dictionary when it is used; the web's unit tests read both at will.
await loadLanguage('en');
await loadLanguage('bn');
