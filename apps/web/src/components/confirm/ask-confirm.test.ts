import { describe, expect, it } from 'vitest';
import { askConfirm, pendingConfirm } from './ask-confirm.ts';

const question = {
  title: 'Delete order',
  message: 'Sure?',
  confirm: 'Delete',
  cancel: 'Cancel',
  color: 'red',
};

describe('askConfirm (the questions the shell shows)', () => {
  it('shows the question until it is answered, and resolves with the answer', async () => {
    const yes = askConfirm(question);
    expect(pendingConfirm.current()?.title).toBe('Delete order');
    pendingConfirm.current()?.answer(true);
    expect(pendingConfirm.current()).toBeNull();
    await expect(yes).resolves.toBe(true);

    const no = askConfirm(question);
    pendingConfirm.current()?.answer(false);
    await expect(no).resolves.toBe(false);
  });

  it('a newer question answers the one left open no, and stays', async () => {
    const first = askConfirm(question);
    const second = askConfirm({ ...question, title: 'Cancel order' });
    await expect(first).resolves.toBe(false);
    expect(pendingConfirm.current()?.title).toBe('Cancel order');
    pendingConfirm.current()?.answer(true);
    await expect(second).resolves.toBe(true);
  });

  it('tells the host when the question changes', () => {
    let told = 0;
    const stop = pendingConfirm.subscribe(() => told++);
    void askConfirm(question);
    pendingConfirm.current()?.answer(false);
    stop();
    void askConfirm(question);
    expect(told).toBe(2);
    pendingConfirm.current()?.answer(false);
  });
});
