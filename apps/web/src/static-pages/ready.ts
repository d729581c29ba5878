/**
 * Marks a prerendered page as working: its script has wired the form, switches and questions. A person
 * cannot tap before that; the journeys wait for it (e2e/support.ts `pageReady`).
 */
export function markReady(): void {
  document.documentElement.setAttribute('data-page-ready', '');
}
