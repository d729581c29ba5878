import { Accordion, Container, Title } from '@mantine/core';
import { useTexts } from '../../../i18n/use-texts.ts';

const QUESTIONS = ['what', 'cloud', 'security', 'accounts'] as const;

export function Faq() {
  const t = useTexts();
  return (
    <Container size="md" py="xl" component="section" aria-labelledby="faq-title">
      <Title order={2} id="faq-title" mb="lg">
        {t('landing.faqTitle')}
      </Title>
      {/* Answers kept in the page while closed: the prerendered landing page carries them too. */}
      <Accordion variant="separated" radius="md" keepMounted keepMountedMode="display-none">
        {QUESTIONS.map((q) => (
          <Accordion.Item key={q} value={q}>
            <Accordion.Control>{t(`landing.faq.${q}Q`)}</Accordion.Control>
            <Accordion.Panel>{t(`landing.faq.${q}A`)}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Container>
  );
}
