import { z } from 'zod';
import { ContactTopic, Language } from './enums';
import type { ServiceName } from './services';

// Events between services (DESIGN §6): subject shop.<service>.<event>, one envelope, zod payloads.

export const EventEnvelope = z.object({
  id: z.uuid(),
  type: z.string().min(1),
  occurredAt: z.iso.datetime(),
  source: z.string().min(1),
  data: z.unknown(),
});
export type EventEnvelope<D = unknown> = Omit<z.infer<typeof EventEnvelope>, 'data'> & { data: D };

export interface EventDefinition<D extends z.ZodType = z.ZodType> {
  source: ServiceName;
  type: string;
  subject: string;
  data: D;
}

export function defineEvent<D extends z.ZodType>(source: ServiceName, type: string, data: D): EventDefinition<D> {
  return { source, type, subject: `shop.${source}.${type}`, data };
}

export type EventData<E extends EventDefinition> = z.infer<E['data']>;

export const NewsletterSubscribed = defineEvent(
  'cms',
  'newsletter-subscribed',
  z.object({ subscriptionId: z.uuid(), email: z.email(), language: Language }),
);

/** An account can be used: a retail customer registered, or a dealer activated theirs (welcome e-mail). */
export const AccountOpened = defineEvent(
  'accounts',
  'account-opened',
  z.object({
    customerId: z.uuid(),
    customerType: z.enum(['retail', 'b2b']),
    email: z.email(),
    firstName: z.string().nullable(),
    language: Language,
    /** The customer's account page in their language (`/pl/konto`). */
    path: z.string().startsWith('/'),
  }),
);

/**
 * An e-mailed account link. `path` is the shop page with its one-time token (`/pl/autoryzuj?token=…`),
 * to be put after the shop's public address; the token works once and until `expiresAt`.
 */
const AccountLink = z.object({
  customerId: z.uuid(),
  email: z.email(),
  firstName: z.string().nullable(),
  language: Language,
  path: z.string().startsWith('/'),
  expiresAt: z.iso.datetime(),
});
export const LoginLinkRequested = defineEvent('accounts', 'login-link-requested', AccountLink);
export const PasswordResetRequested = defineEvent('accounts', 'password-reset-requested', AccountLink);
/** A dealer account was created inactive: the dealer sets a password through the link to activate it. */
export const DealerActivationRequested = defineEvent(
  'accounts',
  'dealer-activation-requested',
  AccountLink.extend({ companyName: z.string() }),
);

/** A contact form message was stored; `department` is the mailbox its topic is routed to. */
export const ContactMessageReceived = defineEvent(
  'cms',
  'contact-message-received',
  z.object({
    messageId: z.uuid(),
    name: z.string(),
    email: z.email(),
    phone: z.string().nullable(),
    topic: ContactTopic,
    message: z.string(),
    language: Language,
    department: z.email(),
  }),
);

/** Every event the shop publishes, so tooling (docs, stream set-up) can list them. */
export const eventCatalogue: EventDefinition[] = [
  NewsletterSubscribed,
  AccountOpened,
  LoginLinkRequested,
  PasswordResetRequested,
  DealerActivationRequested,
  ContactMessageReceived,
];
