import type { ReactNode } from 'react';

/** A question the ConfirmHost shows: Cancel (or closing) answers no, the confirm button yes. */
export interface ConfirmRequest {
  title: string;
  message: ReactNode;
  confirm: string;
  cancel: string;
  /** The confirm button's colour (red for what cannot be undone). */
  color: string;
  answer: (yes: boolean) => void;
}

let current: ConfirmRequest | null = null;
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

/** Asks through the signed-in shell's ConfirmHost; a newer question answers an unanswered one no. */
export function askConfirm(question: Omit<ConfirmRequest, 'answer'>): Promise<boolean> {
  return new Promise((resolve) => {
    current?.answer(false);
    const request: ConfirmRequest = {
      ...question,
      answer: (yes) => {
        if (current === request) {
          current = null;
          changed();
        }
        resolve(yes);
      },
    };
    current = request;
    changed();
  });
}

export const pendingConfirm = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  current: () => current,
};
