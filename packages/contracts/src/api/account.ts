import { z } from 'zod';
import { AdminType, Country, Currency, CustomerFormType, CustomerType, Region, Role } from '../enums';
import { PASSWORD_MIN_LENGTH, SESSION_COOKIE_DAYS, STAFF_SESSION_MAX_HOURS, TAX_ID_DIGITS } from '../limits';
import { listAnswer } from '../list-query';

// The customer account (SPEC §3, §5, §7): registration, sign-in, passwords, profile and address book.
// The same schemas validate the server's payloads and the browser's forms, so both show the SPEC §5 texts.
// Message keys named here ('field.xxx') live in ../messages.ts.

// ---- building blocks --------------------------------------------------------------------------------

/** A text that must be given: '' and blanks answer 'This field is required'. */
const requiredText = (max: number) => z.string().trim().min(1).max(max);
/** A text that may be left empty; '' and blanks become null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

export const EmailAddress = z.string().trim().min(1).max(254).pipe(z.email());

/** SPEC §5: at least 8 characters; an empty one is 'required'. The upper bound keeps hashing cheap. */
export const NewPassword = z.string().min(1).min(PASSWORD_MIN_LENGTH, { error: 'field.password_min' }).max(200);
/** A password being checked (sign-in, current password): only required. */
const GivenPassword = z.string().min(1).max(200);

/** EU member states' VAT prefixes (Greece is EL; XI is Northern Ireland). */
const vatPrefixes = 'AT|BE|BG|CY|CZ|DE|DK|EE|EL|ES|FI|FR|HR|HU|IE|IT|LT|LU|LV|MT|NL|PL|PT|RO|SE|SI|SK|XI';
/** A Polish tax id (NIP): its 10 digits and nothing else. */
export const taxIdPattern = new RegExp(`^\\d{${TAX_ID_DIGITS}}$`);
/** An EU VAT ID: country prefix and number, e.g. PL1234567890 (Polish ones: PL and the 10-digit NIP). */
export const vatIdPattern = new RegExp(`^(?:PL\\d{${TAX_ID_DIGITS}}|(?!PL)(?:${vatPrefixes})[0-9A-Z+*]{2,12})$`);
/** Spaces, dots and dashes people type inside numbers ('PL 526-025-02-74') do not count. */
export const normalizeVatId = (value: string) => value.replace(/[\s.-]/g, '').toUpperCase();
export const normalizeTaxId = (value: string) => value.replace(/[\s.-]/g, '');

export const VatId = z
  .string()
  .trim()
  .min(1)
  .transform(normalizeVatId)
  .pipe(z.string().regex(vatIdPattern, { error: 'field.vat_id' }));
export const TaxId = z
  .string()
  .trim()
  .min(1)
  .transform(normalizeTaxId)
  .pipe(z.string().regex(taxIdPattern, { error: 'field.tax_id' }));
/** An optional field of a form: '' (an empty input) and a missing value both become null. */
const optional = <T extends z.ZodType>(schema: T) =>
  z
    .preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), schema.nullish())
    .transform((value) => value ?? null);

const Phone = z
  .string()
  .trim()
  .regex(/^\+?[0-9][0-9 ()-]{5,19}$/, { error: 'field.phone' });
/** Polish postal code 00-000; abroad 2-10 letters, digits, spaces or dashes. */
const polishZipCode = /^\d{2}-\d{3}$/;
const foreignZipCode = /^[0-9A-Za-z][0-9A-Za-z -]{1,9}$/;

// ---- registration and sign-in ------------------------------------------------------------------------

/** SPEC §3 registration. The storefront registers retail customers; dealers are created by the shop. */
export const Register = z
  .strictObject({
    firstName: requiredText(100),
    lastName: requiredText(100),
    email: EmailAddress,
    password: NewPassword,
    repeatPassword: z.string().min(1).max(200),
    terms: z.literal(true, { error: 'field.terms' }),
  })
  .superRefine((value, ctx) => {
    if (value.repeatPassword && value.password !== value.repeatPassword)
      ctx.addIssue({ code: 'custom', path: ['repeatPassword'], message: 'field.passwords_mismatch' });
  });
export type Register = z.infer<typeof Register>;

/** How a caller names their account at sign-in: an e-mail address, or (dealers) an EU VAT ID. */
export function loginKind(username: string): 'email' | 'vatId' | undefined {
  const trimmed = username.trim();
  if (trimmed.includes('@')) return z.email().safeParse(trimmed).success ? 'email' : undefined;
  return vatIdPattern.test(normalizeVatId(trimmed)) ? 'vatId' : undefined;
}

/** SPEC §7 login: username is an e-mail, or a dealer's EU VAT ID (e.g. PL1234567890). */
export const Login = z.strictObject({
  username: z
    .string()
    .trim()
    .min(1)
    .max(254)
    .refine((value) => loginKind(value) !== undefined, { error: 'field.username' }),
  password: GivenPassword,
});
export type Login = z.infer<typeof Login>;

/** Asks for a sign-in link by e-mail (answered the same whether or not the address has an account). */
export const LoginLinkRequest = z.strictObject({ email: EmailAddress });
export type LoginLinkRequest = z.infer<typeof LoginLinkRequest>;

/** The token of an e-mailed link (sign-in link, password reset, dealer activation). */
const LinkToken = z.string().trim().min(1).max(200);
export const LoginToken = z.strictObject({ token: LinkToken });
export type LoginToken = z.infer<typeof LoginToken>;

export const ForgotPassword = z.strictObject({ email: EmailAddress });
export type ForgotPassword = z.infer<typeof ForgotPassword>;

/** Sets a new password from an e-mailed link; a dealer's activation link uses the same call. */
export const ResetPassword = z
  .strictObject({ token: LinkToken, password: NewPassword, repeatPassword: z.string().min(1).max(200) })
  .superRefine((value, ctx) => {
    if (value.repeatPassword && value.password !== value.repeatPassword)
      ctx.addIssue({ code: 'custom', path: ['repeatPassword'], message: 'field.passwords_mismatch' });
  });
export type ResetPassword = z.infer<typeof ResetPassword>;

export const ChangePassword = z
  .strictObject({
    currentPassword: GivenPassword,
    newPassword: NewPassword,
    repeatPassword: z.string().min(1).max(200),
  })
  .superRefine((value, ctx) => {
    if (value.repeatPassword && value.newPassword !== value.repeatPassword)
      ctx.addIssue({ code: 'custom', path: ['repeatPassword'], message: 'field.passwords_mismatch' });
  });
export type ChangePassword = z.infer<typeof ChangePassword>;

// ---- the customer form (SPEC §3) ---------------------------------------------------------------------

const customerFormShape = {
  type: CustomerFormType,
  firstName: optionalText(100),
  lastName: optionalText(100),
  companyName: optionalText(200),
  taxId: optional(TaxId),
  vatId: optional(VatId),
  street: optionalText(200),
  zipCode: optionalText(10),
  city: optionalText(100),
  country: optional(Country),
  region: optional(Region),
  email: optional(EmailAddress),
  phone: optional(Phone),
};

type CustomerFormValue = z.output<z.ZodObject<typeof customerFormShape>>;
type FormRules = { address: boolean; email: boolean };

/** Who the form describes decides what is required: a person's name, or a company's name and tax number. */
function checkCustomerForm(value: CustomerFormValue, ctx: z.RefinementCtx, rules: FormRules) {
  const required = (path: keyof CustomerFormValue) =>
    ctx.addIssue({ code: 'custom', path: [path], message: 'field.required' });
  if (value.type === 'person') {
    if (!value.firstName) required('firstName');
    if (!value.lastName) required('lastName');
  } else {
    if (!value.companyName) required('companyName');
    if (!value.taxId && !value.vatId) required('taxId');
  }
  if (rules.email && !value.email) required('email');
  if (rules.address) {
    if (!value.street) required('street');
    if (!value.zipCode) required('zipCode');
    if (!value.city) required('city');
  }
  if (value.zipCode) {
    const polish = value.country === null || value.country === 'PL';
    if (!(polish ? polishZipCode : foreignZipCode).test(value.zipCode))
      ctx.addIssue({
        code: 'custom',
        path: ['zipCode'],
        message: polish ? 'field.zip_code' : 'field.invalid',
      });
  }
}

/** POST /api/account/me: the customer's own details (the customer form; the address part optional). */
export const CustomerProfile = z
  .strictObject(customerFormShape)
  .superRefine((value, ctx) => checkCustomerForm(value, ctx, { address: false, email: true }));
export type CustomerProfile = z.infer<typeof CustomerProfile>;
export type CustomerProfileInput = z.input<typeof CustomerProfile>;

/** The customer form's values as the server answers them (empty fields are null). */
export const CustomerDetails = z.object({
  type: CustomerFormType,
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  companyName: z.string().nullable(),
  taxId: z.string().nullable(),
  vatId: z.string().nullable(),
  street: z.string().nullable(),
  zipCode: z.string().nullable(),
  city: z.string().nullable(),
  country: Country.nullable(),
  region: Region.nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type CustomerDetails = z.infer<typeof CustomerDetails>;

// ---- address book ------------------------------------------------------------------------------------

/** An address preset: alias, default flag and the customer form's address fields (street, zip, city required). */
export const AddressInput = z
  .strictObject({ alias: requiredText(60), isDefault: z.boolean().optional(), ...customerFormShape })
  .superRefine((value, ctx) => checkCustomerForm(value, ctx, { address: true, email: false }));
export type AddressInput = z.infer<typeof AddressInput>;
export type AddressFormInput = z.input<typeof AddressInput>;

export const Address = CustomerDetails.extend({
  id: z.uuid(),
  alias: z.string(),
  isDefault: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Address = z.infer<typeof Address>;

/** The whole address book (one page; the default address first). */
export const AddressList = listAnswer(Address);
export type AddressList = z.infer<typeof AddressList>;
/** A customer keeps at most this many addresses. */
export const MAX_ADDRESSES = 100;

export const AddressIdParam = z.strictObject({ id: z.string().max(64) });

// ---- answers -----------------------------------------------------------------------------------------

export const CurrentUser = z.object({
  role: Role,
  customerType: CustomerType.nullable(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  taxId: z.string().nullable(),
  currency: Currency.nullable(),
});
export type CurrentUser = z.infer<typeof CurrentUser>;

/**
 * GET /api/account/me (and the answer of sign-in, registration, profile update): the current user, and for
 * a signed-in customer their id, VAT ID and the customer form's details. A guest has nulls everywhere.
 */
export const AccountDetails = CurrentUser.extend({
  id: z.uuid().nullable(),
  vatId: z.string().nullable(),
  details: CustomerDetails.nullable(),
  /** Staff only: the admin type, from which the panel filters its menu (`permissionsOf`); null for others. */
  adminType: AdminType.nullable(),
});
export type AccountDetails = z.infer<typeof AccountDetails>;

/** Answer of the calls that only send an e-mail (the same whether or not the address has an account). */
export const LinkSent = z.object({ sent: z.literal(true) });
export type LinkSent = z.infer<typeof LinkSent>;
export const PasswordChanged = z.object({ changed: z.literal(true) });
export type PasswordChanged = z.infer<typeof PasswordChanged>;

// ---- sessions (gateway ↔ accounts, internal) ---------------------------------------------------------

/** The session cookie (SPEC §9, DESIGN §4): HttpOnly, SameSite=Lax, root path, 7 days. */
export const SESSION_COOKIE = 'sid';
export const SESSION_MAX_AGE_SECONDS = SESSION_COOKIE_DAYS * 24 * 60 * 60;
/** A staff member's session lasts at most this long from sign-in (DESIGN §9), and so does its cookie. */
export const STAFF_SESSION_MAX_AGE_SECONDS = STAFF_SESSION_MAX_HOURS * 60 * 60;

/** `Set-Cookie` value of a session; `secure` everywhere but development and tests. */
export function sessionCookie(token: string, secure: boolean, maxAgeSeconds = SESSION_MAX_AGE_SECONDS): string {
  const flags = `Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
  return `${SESSION_COOKIE}=${token}; ${flags}`;
}
/** `Set-Cookie` value that removes the session cookie. */
export function expiredSessionCookie(secure: boolean): string {
  return `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** What accounts answers the gateway when it resolves a `sid` cookie (internal). */
export const SessionResolution = z.object({
  /**
   * The session's public id (not the cookie's secret token): what carts and other services key on. It stays
   * the same when signing in rotates the token, so a guest's cart follows them into their account.
   */
  sessionId: z.string(),
  customerId: z.string().nullable(),
  role: Role,
  customerType: CustomerType.nullable(),
  taxId: z.string().nullable(),
  currency: Currency.nullable(),
  /** Staff only: the admin type (the permissions follow from it) and the name the audit trail records. */
  adminType: AdminType.nullable(),
  staffName: z.string().nullable(),
});
export type SessionResolution = z.infer<typeof SessionResolution>;
export const ResolveSession = z.strictObject({ sessionId: z.string().min(16).max(128) });

/** POST /internal/sessions answers a new guest session: the cookie token and its resolution. */
export const GuestSession = z.object({ token: z.string().min(16).max(128), session: SessionResolution });
export type GuestSession = z.infer<typeof GuestSession>;

/** POST /internal/dealers: a dealer account, created inactive; the dealer activates it from an e-mail. */
export const DealerInvitation = z.strictObject({
  email: EmailAddress,
  firstName: requiredText(100),
  lastName: requiredText(100),
  companyName: requiredText(200),
  taxId: TaxId,
  vatId: VatId,
  currency: z.enum(['PLN', 'EUR']).default('PLN'),
  language: z.enum(['pl', 'en']).default('pl'),
});
export type DealerInvitation = z.infer<typeof DealerInvitation>;
export const DealerCreated = z.object({ id: z.uuid(), state: z.literal('inactive') });
// contract-ready
