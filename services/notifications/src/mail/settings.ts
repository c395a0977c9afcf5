import { join } from 'node:path';
import { loadConfig } from '@shop/service-kit';
import { z } from 'zod';
import { createFileTransport, createSmtpTransport, type MailTransport } from './transport';

const mailShape = {
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().min(3).default('Zefir e-bikes <sklep@zefir.example>'),
  DATA_DIR: z.string().default('.data'),
  NODE_ENV: z.string().default('development'),
};

export function mailSettings(env: Record<string, string | undefined>) {
  const config = loadConfig(mailShape, env);
  return {
    ...config,
    mailDir: join(config.DATA_DIR, 'mail'),
    /** The dev mail page exists only where mail is written to files and never in production. */
    devPageEnabled: !config.SMTP_URL && config.NODE_ENV !== 'production',
  };
}

export function createMailTransport(env: Record<string, string | undefined>): MailTransport {
  const settings = mailSettings(env);
  return settings.SMTP_URL
    ? createSmtpTransport(settings.SMTP_URL, settings.MAIL_FROM)
    : createFileTransport(settings.mailDir, settings.MAIL_FROM);
}
