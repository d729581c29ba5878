import { Accordion, Badge, Code, Table, Text } from '@mantine/core';
import { IconTableColumn } from '@tabler/icons-react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { GUIDE_ROWS } from '../guide-rows.ts';

/** Every column of the file: whether it is needed, what to write, an example (also as a CSV to download). */
export function ColumnGuide() {
  const t = useTexts();
  return (
    <Accordion variant="contained">
      <Accordion.Item value="guide">
        <Accordion.Control icon={<IconTableColumn size={18} />}>
          {t('orderImport.guide.title')}
        </Accordion.Control>
        <Accordion.Panel>
          <Table.ScrollContainer minWidth={640}>
            <Table striped verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('orderImport.guide.column')}</Table.Th>
                  <Table.Th>{t('orderImport.guide.required')}</Table.Th>
                  <Table.Th>{t('orderImport.guide.what')}</Table.Th>
                  <Table.Th>{t('orderImport.guide.example')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {GUIDE_ROWS.map((row) => (
                  <Table.Tr key={row.key}>
                    <Table.Td>
                      <Code style={{ whiteSpace: 'nowrap' }}>{row.column}</Code>
                    </Table.Td>
                    <Table.Td>
                      {row.required ? (
                        <Badge size="sm" color="red" variant="light">
                          {t('orderImport.guide.yes')}
                        </Badge>
                      ) : (
                        <Text size="sm" c="dimmed">
                          {t('orderImport.guide.no')}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{t(`orderImport.guide.${row.key}.what`)}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" ff="monospace">
                        {t(`orderImport.guide.${row.key}.example`)}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Text size="sm" c="dimmed" mt="sm">
            {t('orderImport.guide.notes')}
          </Text>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
