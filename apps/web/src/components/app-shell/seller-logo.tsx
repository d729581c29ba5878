import { Anchor, Image } from '@mantine/core';
import { Link } from 'wouter';
import { useMe } from '../../features/account/session.ts';
import { useTexts } from '../../i18n/use-texts.ts';
import { Brand } from '../brand.tsx';

/** The top bar's home link: the seller's logo when set, else the app's name. */
export function SellerLogo() {
  const t = useTexts();
  const { seller } = useMe();
  return (
    <Anchor
      component={Link}
      to="/inventory/overview"
      underline="never"
      style={{ display: 'block', minWidth: 0 }}
    >
      {seller.logoUrl ? (
        <Image
          src={seller.logoUrl}
          alt={t('app.logoAlt', { name: seller.name })}
          h={40}
          w="auto"
          maw={160}
          fit="contain"
        />
      ) : (
        <Brand />
      )}
    </Anchor>
  );
}
