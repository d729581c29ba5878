import { type ChatOrderReply, parseChatBodySchema } from '@chalan/core/chat-order/schemas';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconClipboardCheck, IconMessageSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTexts } from '../../../../i18n/use-texts.ts';
import { reportFormError, schemaValidator } from '../../../../lib/form.ts';
import { notifyError } from '../../../../lib/notify.ts';
import { useParseChat } from '../../api/chat.ts';
import { chatFoundAnything } from './chat-fill.ts';
import { ChatGuessSummary } from './chat-guess-summary.tsx';

interface PasteFromChatModalProps {
  opened: boolean;
  onClose: () => void;
  /** The seller checked what the message says and wants it in the form. */
  onFill: (reply: ChatOrderReply) => void;
}

const validate = schemaValidator(parseChatBodySchema);

/**
 * Start Order's "Paste from chat": the seller pastes a customer's message, reads what it says (each value
 * with how sure it is), then fills the form with it. Nothing is saved here.
 */
export function PasteFromChatModal({ opened, onClose, onFill }: PasteFromChatModalProps) {
  const t = useTexts();
  const phone = useMediaQuery('(max-width: 40em)');
  const parse = useParseChat();
  const [reply, setReply] = useState<ChatOrderReply | null>(null);
  const form = useForm({ initialValues: { text: '' }, validate });

  const close = () => {
    onClose();
    setReply(null);
    form.reset();
  };

  const read = form.onSubmit(async (values) => {
    try {
      setReply(await parse.mutateAsync(values));
    } catch (error) {
      reportFormError(form, error, notifyError);
    }
  });

  return (
    <Modal opened={opened} onClose={close} title={t('chatOrder.title')} size="lg" fullScreen={phone}>
      {reply ? (
        <Stack gap="md">
          <ChatGuessSummary reply={reply} />
          {chatFoundAnything(reply) ? null : (
            <Text c="red.8" size="sm" role="alert">
              {t('chatOrder.nothing')}
            </Text>
          )}
          <Group justify="flex-end" gap="sm" grow={phone}>
            <Button
              variant="default"
              leftSection={<IconArrowLeft size={18} />}
              onClick={() => setReply(null)}
            >
              {t('chatOrder.back')}
            </Button>
            <Button
              leftSection={<IconClipboardCheck size={18} />}
              disabled={!chatFoundAnything(reply)}
              onClick={() => {
                onFill(reply);
                close();
              }}
            >
              {t('chatOrder.fill')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={read} noValidate>
          <Stack gap="md">
            <Textarea
              label={t('chatOrder.text')}
              placeholder={t('chatOrder.placeholder')}
              autosize
              minRows={6}
              maxRows={14}
              data-autofocus
              {...form.getInputProps('text')}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={parse.isPending} leftSection={<IconMessageSearch size={18} />}>
                {t('chatOrder.read')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
