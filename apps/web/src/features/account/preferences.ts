import type { Me } from '@chalan/core/auth/replies';
import type { Language, Preferences } from '@chalan/core/preferences';
import { latinDigits, setLatinDigits } from '../../i18n/display.ts';
import { currentLanguage, setLanguage, takeSignedOutChoice } from '../../i18n/index.ts';
import { api } from '../../lib/api-client.ts';

const savePreferences = (change: Partial<Preferences>) =>
  api.put<Preferences>('/api/account/preferences', change);

/**
 * The signed-in user's language follows them: the one kept on the user is shown, unless they chose
 * one on this device while signed out (the login page's switch), which then becomes theirs.
 */
export async function adoptPreferences(me: Me): Promise<Me> {
  setLatinDigits(me.user.preferences.latinDigits);
  const chosen = takeSignedOutChoice();
  if (chosen && chosen !== me.user.preferences.language) {
    const preferences = await savePreferences({ language: chosen }).catch(() => me.user.preferences);
    return { ...me, user: { ...me.user, preferences } };
  }
  if (me.user.preferences.language !== currentLanguage()) await setLanguage(me.user.preferences.language);
  return me;
}

/** The account menu's digits setting (Bangla mode): at once on screen and on the user. */
export async function chooseLatinDigits(latin: boolean): Promise<Preferences> {
  const before = latinDigits();
  setLatinDigits(latin);
  return savePreferences({ latinDigits: latin }).catch((error: unknown) => {
    setLatinDigits(before);
    throw error;
  });
}

/** The header's switch: at once on screen, and on the user when signed in. */
export async function chooseLanguage(language: Language, signedIn: boolean): Promise<void> {
  await setLanguage(language, { signedOut: !signedIn });
  if (signedIn) await savePreferences({ language });
}
