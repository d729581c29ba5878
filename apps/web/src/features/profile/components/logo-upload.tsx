import { IMAGE_TYPES, LOGO_MAX_BYTES } from '@chalan/core/profile/schemas';
import { Box, Center, FileInput, Image, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { problemText, translateMessage } from '../../../lib/messages.ts';
import { errorText, notifyApiSuccess, notifyError } from '../../../lib/notify.ts';
import { useUploadLogo } from '../api.ts';

/** The current logo in its 50 x 200 box, and a file input that uploads as soon as a file is chosen. */
export function LogoUpload({ logoUrl, shopName }: { logoUrl: string | null; shopName: string }) {
  const t = useTexts();
  const upload = useUploadLogo();
  const [error, setError] = useState<string | null>(null);

  async function choose(file: File | null) {
    setError(null);
    if (!file) return;
    if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) {
      setError(translateMessage('imageType', 'The image must be a PNG, JPEG or WebP file'));
      return;
    }
    if (file.size > LOGO_MAX_BYTES) {
      const max = `${LOGO_MAX_BYTES / 1024} KB`;
      setError(translateMessage('imageTooLarge', `The image must be at most ${max}`, { max }));
      return;
    }
    try {
      notifyApiSuccess(await upload.mutateAsync(file));
    } catch (failure) {
      const field = failure instanceof ApiError ? failure.fieldProblems.file : undefined;
      setError(field ? problemText(field) : errorText(failure));
      notifyError(errorText(failure));
    }
  }

  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t('profile.logo')}
      </Text>
      <Box
        h={50}
        w={200}
        maw="100%"
        style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-sm)' }}
      >
        {logoUrl ? (
          <Image src={logoUrl} alt={t('app.logoAlt', { name: shopName })} h={48} w="100%" fit="contain" />
        ) : (
          <Center h="100%">
            <Text size="xs" c="dimmed">
              {t('profile.noLogo')}
            </Text>
          </Center>
        )}
      </Box>
      <FileInput
        label={t('profile.logoInput')}
        description={t('profile.logoHint')}
        placeholder={upload.isPending ? t('profile.uploading') : t('profile.logoPlaceholder')}
        accept={IMAGE_TYPES.join(',')}
        leftSection={<IconUpload size={16} />}
        value={null}
        onChange={(file) => void choose(file)}
        disabled={upload.isPending}
        error={error}
        maw={360}
      />
    </Stack>
  );
}
