import type { EventDefinition } from '@shop/contracts';
import { type SubscribeOptions, subscribe } from '@shop/service-kit/events';
import type { NotificationsContext } from '../context';
import type * as schema from '../db/schema';

/**
 * An event that asks for e-mail: handled once per durable (the inbox), the e-mail queued in the same
 * transaction, and the mail sender woken once that transaction has committed.
 */
export function subscribeMail<E extends EventDefinition>(
  context: NotificationsContext,
  options: Omit<SubscribeOptions<E, typeof schema>, 'log' | 'afterCommit'>,
) {
  return subscribe(context.bus, context.db, {
    ...options,
    log: context.log,
    afterCommit: () => context.mailSender.wake(),
  });
}
