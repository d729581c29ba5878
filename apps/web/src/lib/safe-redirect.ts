/** A `from` value only ever names a page of this app (never another site: no `//host` or `/\host`). */
export function safeRedirect(from: string | null | undefined): string | null {
  if (!from?.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return null;
  return from;
}
