import { z } from 'zod';
import { Language } from './enums';
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

/** Every event the shop publishes, so tooling (docs, stream set-up) can list them. */
export const eventCatalogue: EventDefinition[] = [NewsletterSubscribed];
