import { join } from 'node:path';
import { loadConfig } from '@shop/service-kit';
import { z } from 'zod';

const settingsShape = {
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().min(3).default('Zefir e-bikes <sklep@zefir.example>'),
  DATA_DIR: z.string().default('.data'),
  NODE_ENV: z.string().default('development'),
  /** The shop's address as customers reach it; links in e-mails start with it. */
  PUBLIC_URL: z.string().optional(),
  GATEWAY_PORT: z.string().default('8080'),
  /** How often the mail sender looks for due e-mail besides being woken by a new one (mail/sender.ts). */
  MAIL_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(5_000),
};

export type NotificationsSettings = ReturnType<typeof notificationsSettings>;

/** The notifications service's own settings, read once at start. */
export function notificationsSettings(env: Record<string, string | undefined>) {
  const config = loadConfig(settingsShape, env);
  return {
    smtpUrl: config.SMTP_URL,
    mailFrom: config.MAIL_FROM,
    /** The domain of the shop's Message-IDs: MAIL_FROM's. */
    mailDomain: /@([^>\s]+)/.exec(config.MAIL_FROM)?.[1] ?? 'shop.invalid',
    mailPollMs: config.MAIL_POLL_MS,
    mailDir: join(config.DATA_DIR, 'mail'),
    /** The dev mail page exists only where mail is written to files and never in production. */
    devPageEnabled: !config.SMTP_URL && config.NODE_ENV !== 'production',
    /** Where the shop is, as customers reach it: PUBLIC_URL, else the gateway on this machine. */
    shopUrl: (config.PUBLIC_URL ?? `http://127.0.0.1:${config.GATEWAY_PORT}`).replace(/\/+$/, ''),
    /** In production without PUBLIC_URL, links in e-mails would point at this machine. */
    shopUrlMissing: !config.PUBLIC_URL && config.NODE_ENV === 'production',
  };
}
