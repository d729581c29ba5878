import { SegmentedControl } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '../features/account/preferences.ts';
import { SESSION_KEY, type Session, useSession } from '../features/account/session.ts';
import { currentLanguage, type Language } from '../i18n/index.ts';
import { notifyApiError } from '../lib/notify.ts';

/** Each language named in itself, so a reader of either finds theirs. */
const CHOICES: { value: Language; label: string }[] = [
  { value: 'bn', label: 'বাংলা' },
  { value: 'en', label: 'English' },
];

/** বাংলা / English: switches at once; signed in, the choice is kept on the user for every device. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { data: session } = useSession();
  const queryClient = useQueryClient();
  const signedIn = session?.status === 'signedIn';

  const choose = (language: Language) => {
    chooseLanguage(language, signedIn)
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

  return (
    <SegmentedControl
      size="xs"
      aria-label={t('language.label')}
      value={currentLanguage()}
      onChange={(value) => choose(value as Language)}
      data={CHOICES.map((choice) => ({
        value: choice.value,
        label: <span lang={choice.value}>{choice.label}</span>,
      }))}
    />
  );
}
