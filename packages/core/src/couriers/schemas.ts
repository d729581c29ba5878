import { z } from 'zod';
import { type FieldProblems, issueProblem, issueProblems } from '../field-problems.ts';
import { MESSAGE_KEY, type MessageKey } from '../messages.ts';
import { POISHA_PER_TAKA, takaToPoisha } from '../money.ts';
import { lineText } from '../text.ts';

export const COURIER_PROVIDERS = ['steadfast', 'pathao', 'redx', 'none'] as const;
export type CourierProvider = (typeof COURIER_PROVIDERS)[number];
/** A provider we talk to over its API ("none" is a courier the seller books by hand). */
export type ApiProvider = Exclude<CourierProvider, 'none'>;
export const API_PROVIDERS = ['steadfast', 'pathao', 'redx'] as const satisfies readonly ApiProvider[];

export const COURIER_MODES = ['sandbox', 'live'] as const;
export type CourierMode = (typeof COURIER_MODES)[number];

export const COURIER_PROVIDER_NAMES: Record<CourierProvider, string> = {
  steadfast: 'Steadfast',
  pathao: 'Pathao',
  redx: 'RedX',
  none: 'None',
};

const required = (message: MessageKey) =>
  lineText(message).min(1, { error: message }).max(500, { error: message });

/** Steadfast: the Api-Key and Secret-Key headers of every call (couriers/steadfast.md). */
export const steadfastCredentialsSchema = z.object({
  apiKey: required(MESSAGE_KEY.courierApiKeyRequired),
  secretKey: required(MESSAGE_KEY.courierSecretKeyRequired),
});

/** Pathao: what POST /issue-token takes with grant_type "password" (couriers/pathao.md). */
export const pathaoCredentialsSchema = z.object({
  clientId: required(MESSAGE_KEY.courierClientIdRequired),
  clientSecret: required(MESSAGE_KEY.courierClientSecretRequired),
  username: required(MESSAGE_KEY.courierUsernameRequired).pipe(z.email({ error: MESSAGE_KEY.invalidEmail })),
  // Passwords keep their spaces.
  password: z
    .string({ error: MESSAGE_KEY.courierPasswordRequired })
    .max(500, { error: MESSAGE_KEY.courierPasswordRequired })
    .refine((v) => v.trim() !== '', { error: MESSAGE_KEY.courierPasswordRequired }),
});

/** RedX: the token from the RedX panel, sent as `API-ACCESS-TOKEN: Bearer <token>` (couriers/redx.md). */
export const redxCredentialsSchema = z.object({
  accessToken: lineText(MESSAGE_KEY.courierAccessTokenRequired)
    // Sellers often paste the header value itself.
    .transform((v) => v.replace(/^Bearer(\s+|$)/i, ''))
    .pipe(required(MESSAGE_KEY.courierAccessTokenRequired)),
});

export const CREDENTIAL_SCHEMAS = {
  steadfast: steadfastCredentialsSchema,
  pathao: pathaoCredentialsSchema,
  redx: redxCredentialsSchema,
} as const;

export type SteadfastCredentials = z.infer<typeof steadfastCredentialsSchema>;
export type PathaoCredentials = z.infer<typeof pathaoCredentialsSchema>;
export type RedxCredentials = z.infer<typeof redxCredentialsSchema>;
export interface CredentialsByProvider {
  steadfast: SteadfastCredentials;
  pathao: PathaoCredentials;
  redx: RedxCredentials;
}

/** The fields each provider needs, in the order the form shows them. */
export const CREDENTIAL_FIELDS = {
  steadfast: ['apiKey', 'secretKey'],
  pathao: ['clientId', 'clientSecret', 'username', 'password'],
  redx: ['accessToken'],
} as const satisfies { [P in ApiProvider]: readonly (keyof CredentialsByProvider[P])[] };

export type CredentialField = (typeof CREDENTIAL_FIELDS)[ApiProvider][number];

/** Credentials as the form sends them: any provider's fields, a blank one meaning "keep the stored value". */
export const credentialsInputSchema = z.object({
  apiKey: lineText().max(500).optional(),
  secretKey: lineText().max(500).optional(),
  clientId: lineText().max(500).optional(),
  clientSecret: lineText().max(500).optional(),
  username: lineText().max(500).optional(),
  password: z.string().max(500).optional(),
  accessToken: lineText().max(500).optional(),
});
export type CredentialsInput = z.infer<typeof credentialsInputSchema>;

/** Charges are whole taka (the form's unit), carried as poisha. */
export const MAX_COURIER_CHARGE = takaToPoisha(100_000);
const charge = z
  .number({ error: MESSAGE_KEY.courierChargeInvalid })
  .int({ error: MESSAGE_KEY.courierChargeInvalid })
  .min(0, { error: MESSAGE_KEY.courierChargeInvalid })
  .max(MAX_COURIER_CHARGE, { error: MESSAGE_KEY.courierChargeInvalid })
  .refine((v) => v % POISHA_PER_TAKA === 0, { error: MESSAGE_KEY.courierChargeInvalid });

const courierFieldsSchema = z.object({
  name: lineText(MESSAGE_KEY.courierNameRequired)
    .min(1, { error: MESSAGE_KEY.courierNameRequired })
    .max(60, { error: MESSAGE_KEY.courierNameTooLong }),
  provider: z.enum(COURIER_PROVIDERS, { error: MESSAGE_KEY.courierProviderInvalid }),
  mode: z.enum(COURIER_MODES).default('live'),
  credentials: credentialsInputSchema.default({}),
  chargeInDhaka: charge.default(0),
  chargeOutsideDhaka: charge.default(0),
  status: z.boolean().default(true),
  completeOnDelivered: z.boolean().default(false),
});

type ResolvedCredentials =
  | { success: true; credentials: CredentialsByProvider[ApiProvider] }
  | { success: false; problems: FieldProblems };

/**
 * The provider's complete credentials: typed fields win, blank ones keep `stored` (null when nothing
 * is stored or the provider changed). Field errors are keyed `credentials.<field>`.
 */
export function resolveCourierCredentials(
  provider: ApiProvider,
  input: CredentialsInput,
  stored: Record<string, string> | null,
): ResolvedCredentials {
  const merged: Record<string, string | undefined> = {};
  for (const field of CREDENTIAL_FIELDS[provider]) {
    const typed = input[field];
    merged[field] = typed !== undefined && typed.trim() !== '' ? typed : stored?.[field];
  }
  const parsed = CREDENTIAL_SCHEMAS[provider].safeParse(merged);
  if (parsed.success) return { success: true, credentials: parsed.data };
  const problems = issueProblems(parsed.error.issues);
  return {
    success: false,
    problems: Object.fromEntries(Object.entries(problems).map(([field, p]) => [`credentials.${field}`, p])),
  };
}

/** A new courier: a provider with an API needs all of its credentials. */
export const createCourierBodySchema = courierFieldsSchema.superRefine((value, ctx) => {
  if (value.provider === 'none') return;
  const resolved = resolveCourierCredentials(value.provider, value.credentials, null);
  if (resolved.success) return;
  for (const [path, { key, params }] of Object.entries(resolved.problems))
    ctx.addIssue({ code: 'custom', path: path.split('.'), message: key, params });
});
export type CreateCourierBody = z.infer<typeof createCourierBodySchema>;
/** What the courier form sends (add and edit; blank credentials keep the stored ones on an edit). */
export type CourierInput = z.input<typeof createCourierBodySchema>;

/**
 * A change: blank credential fields keep the stored ones, so only what was typed is checked here; the
 * server completes them from the stored credentials (and asks for all of them when the provider changes).
 */
export const updateCourierBodySchema = courierFieldsSchema.superRefine((value, ctx) => {
  if (value.provider === 'none') return;
  const shape = CREDENTIAL_SCHEMAS[value.provider].shape as Record<string, z.ZodType>;
  for (const field of CREDENTIAL_FIELDS[value.provider]) {
    const typed = value.credentials[field];
    if (typed === undefined || typed.trim() === '') continue;
    const parsed = shape[field]!.safeParse(typed);
    if (!parsed.success) {
      const { key, params } = issueProblem(parsed.error.issues[0]!);
      ctx.addIssue({ code: 'custom', path: ['credentials', field], message: key, params });
    }
  }
});
export type UpdateCourierBody = z.infer<typeof updateCourierBodySchema>;
