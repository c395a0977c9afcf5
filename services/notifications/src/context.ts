import type { ServiceContext } from '@shop/service-kit';
import type * as schema from './db/schema';
import { printAttachmentsWith } from './mail/attachments';
import { createMailSender, type MailSender } from './mail/sender';
import { createFileTransport, createSmtpTransport, type MailTransport } from './mail/transport';
import { type NotificationsSettings, notificationsSettings } from './settings';

/** What notifications works with: the kit's context, its settings and the one mail transport. */
export interface NotificationsContext extends ServiceContext<typeof schema> {
  settings: NotificationsSettings;
  /** SMTP where SMTP_URL is set, else .eml files under DATA_DIR/mail; closed when the service stops. */
  transport: MailTransport;
  /** Delivers the queued e-mails with retries; started with the consumers. */
  mailSender: MailSender;
}

export function notificationsContext(kit: ServiceContext<typeof schema>): NotificationsContext {
  const settings = notificationsSettings(kit.env);
  if (settings.shopUrlMissing)
    kit.log.warn({ shop: settings.shopUrl }, 'PUBLIC_URL is not set: e-mails link to this machine, not to the shop');
  const transport = settings.smtpUrl
    ? createSmtpTransport(settings.smtpUrl, settings.mailFrom)
    : createFileTransport(settings.mailDir, settings.mailFrom);
  kit.onStop(() => transport.close());
  const mailSender = createMailSender({
    db: kit.db,
    transport,
    clock: kit.clock,
    log: kit.log,
    everyMs: settings.mailPollMs,
    printAttachments: printAttachmentsWith(kit.services),
  });
  return { ...kit, settings, transport, mailSender };
}
