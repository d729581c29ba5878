import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/index.ts';
import { ApiError } from './api-client.ts';
import { failureText } from './failure-text.ts';

const alreadySent = (status: number) =>
  new ApiError(
    status,
    'CONFLICT',
    'orderAlreadySent',
    'Order C-7 is already with Pathao',
    {},
    {
      code: 'C-7',
      courier: 'Pathao',
    },
  );

afterEach(() => {
  i18n.changeLanguage('en');
});

describe('failureText (the toast of a failed change)', () => {
  it("tells the server's reason when the user can act on it: not allowed, gone, or in use", () => {
    for (const status of [403, 404, 409]) {
      expect(failureText(alreadySent(status), 'failedToAddStore')).toBe('Order C-7 is already with Pathao');
    }
  });

  it("shows the screen's own failure for anything else: a bad request, a server error, no connection", () => {
    expect(failureText(alreadySent(400), 'failedToAddStore')).toBe('Failed to add store');
    expect(failureText(alreadySent(500), 'failedToUpdateStore')).toBe('Failed to update store');
    const offline = new ApiError(0, 'NETWORK', 'networkError', 'Could not reach the server');
    expect(failureText(offline, 'failedToDeleteStore')).toBe('Failed to delete store');
    expect(failureText(new TypeError('x is undefined'), 'failedToAddSupplier')).toBe(
      'Failed to add supplier',
    );
  });

  it("speaks Bangla with the server's values filled in", () => {
    i18n.changeLanguage('bn');
    expect(failureText(alreadySent(409), 'failedToAddStore')).toBe('অর্ডার C-7 ইতিমধ্যে Pathao-এর কাছে আছে');
  });
});
