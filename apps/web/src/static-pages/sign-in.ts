import type { LoginReply } from '@chalan/core/auth/replies';
import { ApiError, api } from '../lib/api-client.ts';
import { keepForNextPage } from '../lib/next-page-message.ts';
import { safeRedirect } from '../lib/safe-redirect.ts';
import { wireLanguageSwitch } from './language-switch.ts';
import { markReady } from './ready.ts';
import { type SignInTexts, TEMPLATE_IDS } from './sign-in-contract.ts';

/**
 * The prerendered sign-in page's only script (sign-in-page.tsx): a few KB where the app is ~170, so a
 * phone on a slow network can sign in at once. It does what LoginForm does: checks the fields, signs in,
 * says each refusal in the page's language, and opens the app (which shows the welcome).
 */
function required<T extends Element>(node: T | null, what: string): T {
  if (!node) throw new Error(`the prerendered sign-in page has no ${what}`);
  return node;
}

const form = required(document.querySelector('form'), 'form');
const email = required(form.querySelector<HTMLInputElement>('input[autocomplete="email"]'), 'email');
const password = required(
  form.querySelector<HTMLInputElement>('input[autocomplete="current-password"]'),
  'password',
);
const submit = required(form.querySelector<HTMLButtonElement>('button[type="submit"]'), 'button');
const texts = JSON.parse(
  required(document.getElementById(TEMPLATE_IDS.texts), 'texts').textContent ?? '{}',
) as SignInTexts;
const params = new URLSearchParams(location.search);
email.value = params.get('email') ?? email.value;

/** A copy of one of the page's prerendered alerts, shown at the top of the form below any shown before. */
function showAlert(template: string, lines: string[] = []): HTMLElement {
  const source = required(document.getElementById(template) as HTMLTemplateElement | null, template);
  const alert = source.content.firstElementChild?.cloneNode(true) as HTMLElement;
  alert.dataset.signInAlert = '';
  if (lines.length > 0) {
    const text = required(alert.querySelector('.mantine-Alert-message'), 'alert text');
    text.replaceChildren(
      ...lines.map((line) => Object.assign(document.createElement('div'), { textContent: line })),
    );
  }
  const shown = form.querySelectorAll('[data-sign-in-alert]');
  if (shown.length > 0) shown[shown.length - 1]?.after(alert);
  else (form.firstElementChild ?? form).prepend(alert);
  return alert;
}

function clearAlerts(): void {
  for (const alert of form.querySelectorAll('[data-sign-in-alert]')) alert.remove();
  email.removeAttribute('aria-invalid');
  password.removeAttribute('aria-invalid');
}

/** What is wrong before asking the server (LoginForm's rules), with the fields marked. */
function fieldProblems(address: string): string[] {
  const problems: string[] = [];
  if (!/^\S+@\S+$/.test(address)) {
    problems.push(texts.messages.invalidEmail ?? '');
    email.setAttribute('aria-invalid', 'true');
  }
  if (!password.value) {
    problems.push(texts.passwordRequired);
    password.setAttribute('aria-invalid', 'true');
  }
  return problems;
}

function refused(error: unknown, address: string): void {
  if (!(error instanceof ApiError)) throw error;
  if (error.code === 'ACCOUNT_DISABLED') {
    location.assign('/account-disabled');
    return;
  }
  showAlert(TEMPLATE_IDS.problem, [texts.messages[error.key] ?? error.message]);
  if (error.code === 'WRONG_PASSWORD') password.setAttribute('aria-invalid', 'true');
  if (error.code === 'EMAIL_NOT_VERIFIED') {
    // The server has sent the mail again: say so, with the way to another one.
    const alert = showAlert(TEMPLATE_IDS.unverified);
    const link = alert.querySelector('a');
    if (link) link.href = `/email-verification-sent?email=${encodeURIComponent(address)}`;
  }
}

form.addEventListener('submit', async (event) => {
  event.preventDefault();
  clearAlerts();
  const address = email.value.trim();
  const problems = fieldProblems(address);
  if (problems.length > 0) {
    showAlert(TEMPLATE_IDS.problem, problems);
    return;
  }
  submit.disabled = true;
  submit.setAttribute('aria-busy', 'true');
  try {
    const reply = await api.post<LoginReply>('/api/account/login', {
      email: address,
      password: password.value,
    });
    keepForNextPage(reply);
    location.assign(safeRedirect(params.get('from')) ?? reply.home);
  } catch (error) {
    refused(error, address);
  } finally {
    submit.disabled = false;
    submit.removeAttribute('aria-busy');
  }
});

// The password's show/hide button.
form.querySelector('.mantine-PasswordInput-visibilityToggle')?.addEventListener('click', () => {
  password.type = password.type === 'password' ? 'text' : 'password';
});

wireLanguageSwitch();
markReady();
