import { wireLanguageSwitch } from './language-switch.ts';
import { markReady } from './ready.ts';

/**
 * The prerendered landing page's only script (landing-page.tsx): its language switch, and its questions
 * opening and closing as Mantine's Accordion does (one at a time).
 */
const controls = [...document.querySelectorAll<HTMLButtonElement>('.mantine-Accordion-control')];

function panelOf(control: HTMLButtonElement): HTMLElement | null {
  const id = control.getAttribute('aria-controls');
  return id ? document.getElementById(id) : null;
}

function setOpen(control: HTMLButtonElement, open: boolean): void {
  control.setAttribute('aria-expanded', String(open));
  control.toggleAttribute('data-active', open);
  control.closest('.mantine-Accordion-item')?.toggleAttribute('data-active', open);
  const panel = panelOf(control);
  if (!panel) return;
  panel.style.display = open ? '' : 'none';
  panel.style.height = open ? 'auto' : '0';
  panel.style.opacity = open ? '1' : '0';
  panel.setAttribute('aria-hidden', String(!open));
  panel.toggleAttribute('inert', !open);
}

for (const control of controls) {
  control.addEventListener('click', () => {
    const opening = control.getAttribute('aria-expanded') !== 'true';
    for (const other of controls) setOpen(other, false);
    setOpen(control, opening);
  });
}

wireLanguageSwitch();
markReady();
