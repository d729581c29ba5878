/** How long toasts stay, from the spec: success 2 s, error 4 s, anything else 4 s. */
export const TOAST_MS = { success: 2000, error: 4000, info: 4000 } as const;
