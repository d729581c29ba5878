import type { HoldDeskItem } from '@chalan/core/hold-desk/schemas';
import { HOLD_NOTE_MAX, holdNoteBodySchema } from '@chalan/core/hold-desk/schemas';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTexts } from '../../../i18n/use-texts.ts';
import { reportFormError, schemaValidator } from '../../../lib/form.ts';
import { notifyApiSuccess, notifyError } from '../../../lib/notify.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useAddHoldNote } from '../api.ts';

/** The notes of a parcel's calls, newest first, and the field to add one (one note per call). */
export function HoldNotes({ item }: { item: HoldDeskItem }) {
  const t = useTexts();
  const format = useFormat();
  const add = useAddHoldNote();
  const form = useForm({
    mode: 'controlled',
    initialValues: { text: '' },
    validate: schemaValidator(holdNoteBodySchema),
  });
  const submit = form.onSubmit(async (values) => {
    try {
      notifyApiSuccess(await add.mutateAsync({ parcelId: item.parcelId, body: values }));
      form.reset();
    } catch (error) {
      reportFormError(form, error, notifyError);
    }
  });
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600}>
        {t('holdDesk.notes')}
      </Text>
      {item.notes.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('holdDesk.noNotes')}
        </Text>
      ) : (
        <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {item.notes.map((note) => (
            <li key={note.id}>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {note.text}
              </Text>
              <Text size="xs" c="dimmed">
                {note.user
                  ? t('holdDesk.noteBy', { name: note.user.name, at: format.dateTime(note.createdAt) })
                  : format.dateTime(note.createdAt)}
              </Text>
            </li>
          ))}
        </Stack>
      )}
      <form onSubmit={submit} noValidate>
        <Textarea
          label={t('holdDesk.noteLabel')}
          placeholder={t('holdDesk.notePlaceholder')}
          autosize
          minRows={1}
          maxLength={HOLD_NOTE_MAX}
          {...form.getInputProps('text')}
        />
        <Group justify="flex-end" mt={6}>
          <Button type="submit" size="xs" variant="light" loading={add.isPending}>
            {t('holdDesk.addNote')}
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
