import { Button, Group, Modal } from '@mantine/core';
import type { ConfirmRequest } from './ask-confirm.ts';

/** The dialog of a question (ConfirmHost): its message, then Cancel and the confirm button. */
export function ConfirmDialog({ request, opened }: { request: ConfirmRequest; opened: boolean }) {
  return (
    <Modal opened={opened} onClose={() => request.answer(false)} title={request.title} centered>
      {request.message}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={() => request.answer(false)}>
          {request.cancel}
        </Button>
        <Button color={request.color} onClick={() => request.answer(true)}>
          {request.confirm}
        </Button>
      </Group>
    </Modal>
  );
}
