import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { chooseLanguage } from '../features/account/preferences.ts';
import { SESSION_KEY, type Session, sessionQuery } from '../features/account/session.ts';
import { currentLanguage, type Language } from '../i18n/index.ts';
import { useTexts } from '../i18n/use-texts.ts';
import { notifyApiError } from '../lib/notify.ts';

/** Each language named in itself, so a reader of either finds theirs. */
const CHOICES: { value: Language; label: string }[] = [
  { value: 'bn', label: 'বাংলা' },
  { value: 'en', label: 'English' },
];

/**
 * বাংলা / English: switches at once; signed in, the choice is kept on the user for every device. `compact`:
 * less padding, for the signed-in top bar on a phone.
 */
export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const t = useTexts();
  const queryClient = useQueryClient();

  // A tap while the session still loads waits for it: signed in, the choice must reach the user (and the
  // loading session would otherwise put the user's old language back).
  const choose = (language: Language) => {
    queryClient
      .ensureQueryData(sessionQuery)
      .catch(() => undefined)
      .then((session) => chooseLanguage(language, session?.status === 'signedIn'))
      .then(() =>
        queryClient.setQueryData<Session>(SESSION_KEY, (old) =>
          old?.status === 'signedIn'
            ? {
                ...old,
                me: {
                  ...old.me,
                  user: { ...old.me.user, preferences: { ...old.me.user.preferences, language } },
                },
              }
            : old,
        ),
      )
      .catch(notifyApiError);
  };

  const current = currentLanguage();
  // Two buttons, not a SegmentedControl: that one measures the page to place its indicator, a forced
  // layout on every screen's first render (and the prerendered pages' script finds these by data-language).
  return (
    <Button.Group aria-label={t('language.label')}>
      {CHOICES.map((choice) => {
        const chosen = choice.value === current;
        return (
          <Button
            key={choice.value}
            size={compact ? 'compact-sm' : 'xs'}
            variant={chosen ? 'default' : 'subtle'}
            color="gray"
            aria-pressed={chosen}
            data-language={choice.value}
            onClick={() => {
              if (!chosen) choose(choice.value);
            }}
          >
            <span lang={choice.value}>{choice.label}</span>
          </Button>
        );
      })}
    </Button.Group>
  );
}
