/** Validation errors keyed by field, each a list of messages, as Laravel (Steadfast, Pathao) sends them. */
export type FieldErrors = Record<string, string[]>;

export type Body = Record<string, unknown>;
export const isObject = (v: unknown): v is Body => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Laravel's "first message (and N more errors)". */
export function summary(errors: FieldErrors): string {
  const all = Object.values(errors).flat();
  const more = all.length - 1;
  return more > 0 ? `${all[0]} (and ${more} more error${more > 1 ? 's' : ''})` : (all[0] ?? '');
}

const PHONE = /^01\d{9}$/;
const NUMERIC = /^-?\d+(\.\d+)?$/;

/**
 * Checks one request body field by field, collecting Laravel-worded messages ("The recipient phone
 * must be 11 digits."). `prefix` names an item of a list (`orders.0.`).
 */
export class Checks {
  readonly errors: FieldErrors = {};

  constructor(
    private readonly body: Body,
    private readonly prefix = '',
  ) {}

  get ok(): boolean {
    return Object.keys(this.errors).length === 0;
  }

  add(field: string, message: string): void {
    const key = this.prefix + field;
    this.errors[key] = [...(this.errors[key] ?? []), message];
  }

  /** A text field: required or not, within min/max characters, matching a pattern. */
  text(
    field: string,
    rules: { required?: boolean; min?: number; max?: number; pattern?: RegExp } = {},
  ): string | undefined {
    const value = this.present(field, rules.required);
    if (value === undefined) return undefined;
    if (typeof value !== 'string' && typeof value !== 'number') return this.fail(field, 'must be a string.');
    const text = String(value);
    if (rules.min !== undefined && text.length < rules.min)
      return this.fail(field, `must be at least ${rules.min} characters.`);
    if (rules.max !== undefined && text.length > rules.max)
      return this.fail(field, `must not be greater than ${rules.max} characters.`);
    if (rules.pattern && !rules.pattern.test(text)) return this.fail(field, 'format is invalid.');
    return text;
  }

  /** An 11-digit mobile number starting 01. */
  phone(field: string, required = true): string | undefined {
    const value = this.present(field, required);
    if (value === undefined) return undefined;
    const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
    if (!/^\d{11}$/.test(text)) return this.fail(field, 'must be 11 digits.');
    if (!PHONE.test(text)) return this.fail(field, 'format is invalid.');
    return text;
  }

  /** A number (a numeric string too), within bounds; `places` caps the decimals (taka: 2). */
  number(
    field: string,
    rules: { required?: boolean; min?: number; max?: number; integer?: boolean; places?: number } = {},
  ): number | undefined {
    const value = this.present(field, rules.required);
    if (value === undefined) return undefined;
    const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
    if (!NUMERIC.test(text))
      return this.fail(field, rules.integer ? 'must be an integer.' : 'must be a number.');
    const number = Number(text);
    if (rules.integer && !Number.isInteger(number)) return this.fail(field, 'must be an integer.');
    const { min, max } = rules;
    if (min !== undefined && max !== undefined && (number < min || number > max))
      return this.fail(field, `must be between ${min} and ${max}.`);
    if (min !== undefined && number < min) return this.fail(field, `must be at least ${min}.`);
    if (max !== undefined && number > max) return this.fail(field, `must not be greater than ${max}.`);
    const decimals = text.split('.')[1]?.length ?? 0;
    if (rules.places !== undefined && decimals > rules.places)
      return this.fail(field, `must not have more than ${rules.places} decimal places.`);
    return number;
  }

  /** One of the allowed values (compared as numbers when they are numbers). */
  oneOf<T extends string | number>(field: string, allowed: readonly T[], required = true): T | undefined {
    const value = this.present(field, required);
    if (value === undefined) return undefined;
    const found = allowed.find((a) => String(a) === String(value));
    if (found === undefined) {
      this.add(field, `The selected ${this.label(field)} is invalid.`);
      return undefined;
    }
    return found;
  }

  /** Laravel's `unique` rule. */
  taken(field: string): void {
    this.add(field, `The ${this.label(field)} has already been taken.`);
  }

  /** `selected ... is invalid`: an id that exists nowhere the caller may use. */
  invalid(field: string): void {
    this.add(field, `The selected ${this.label(field)} is invalid.`);
  }

  private present(field: string, required = false): unknown {
    const value = this.body[field];
    const missing =
      value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
    if (missing && required) this.add(field, `The ${this.label(field)} field is required.`);
    return missing ? undefined : value;
  }

  private fail(field: string, rest: string): undefined {
    this.add(field, `The ${this.label(field)} ${rest}`);
    return undefined;
  }

  private label(field: string): string {
    return (this.prefix + field).replaceAll('_', ' ');
  }
}
