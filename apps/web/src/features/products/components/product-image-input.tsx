import { PRODUCT_IMAGE_MAX_BYTES } from '@chalan/core/products/schemas';
import { IMAGE_TYPES } from '@chalan/core/profile/schemas';
import { Avatar, FileInput, Group } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { translateMessage } from '../../../lib/messages.ts';

interface ProductImageInputProps {
  currentUrl: string | null;
  name: string;
  error: string | null;
  /** The chosen file and, when it cannot be uploaded, why. */
  onChange: (file: File | null, error: string | null) => void;
}

/** Checks type and size as soon as a file is chosen; the server checks the content again on upload. */
export function ProductImageInput({ currentUrl, name, error, onChange }: ProductImageInputProps) {
  const t = useTexts();

  function choose(file: File | null) {
    if (file && !(IMAGE_TYPES as readonly string[]).includes(file.type)) {
      onChange(file, translateMessage('imageType', 'The image must be a PNG, JPEG or WebP file'));
    } else if (file && file.size > PRODUCT_IMAGE_MAX_BYTES) {
      const max = `${PRODUCT_IMAGE_MAX_BYTES / 1024} KB`;
      onChange(file, translateMessage('imageTooLarge', `The image must be at most ${max}`, { max }));
    } else onChange(file, null);
  }

  return (
    <Group align="flex-end" gap="sm" wrap="nowrap">
      {currentUrl ? (
        <Avatar src={currentUrl} alt={t('products.imageOf', { name })} radius="sm" size={56} />
      ) : null}
      <FileInput
        label={t('products.form.image')}
        description={currentUrl ? t('products.form.imageKept') : undefined}
        placeholder={t('products.form.imagePlaceholder')}
        accept={IMAGE_TYPES.join(',')}
        leftSection={<IconPhoto size={16} />}
        clearable
        onChange={choose}
        error={error}
        style={{ flex: 1 }}
      />
    </Group>
  );
}
