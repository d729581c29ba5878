import { Card, Container, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChartBar, IconFileInvoice, IconTruckDelivery } from '@tabler/icons-react';
import { useTexts } from '../../../i18n/use-texts.ts';

const FEATURES = [
  { key: 'orders', icon: IconFileInvoice },
  { key: 'courier', icon: IconTruckDelivery },
  { key: 'accounts', icon: IconChartBar },
] as const;

export function FeatureCards() {
  const t = useTexts();
  return (
    <Container size="lg" py="xl" component="section" aria-labelledby="features-title">
      <Title order={2} id="features-title" mb="lg">
        {t('landing.featuresTitle')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {FEATURES.map(({ key, icon: Icon }) => (
          <Card key={key} withBorder padding="lg" radius="md">
            <ThemeIcon size={44} radius="md" variant="light" mb="md" aria-hidden>
              <Icon size={26} />
            </ThemeIcon>
            <Title order={3} size="h4" mb={6}>
              {t(`landing.features.${key}Title`)}
            </Title>
            <Text c="dimmed" size="sm">
              {t(`landing.features.${key}Text`)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}
