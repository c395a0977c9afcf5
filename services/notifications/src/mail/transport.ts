import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { AttachedFile } from './attachments';

// Mail leaves through SMTP in cluster mode (SMTP_URL) and is written as .eml files under .data/mail in
// embedded mode, where a developer reads it on the dev mail page. Both go through nodemailer, so the
// message built is byte for byte what SMTP would carry.

export interface OutgoingMail {
  to: string;
  /** Where an answer goes, when not to the sender (a contact message: to the customer who wrote it). */
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** Fixed when the mail is queued, so a retry carries the same one and a receiver can tell a repeat. */
  messageId: string;
  attachments?: AttachedFile[];
}

export interface MailTransport {
  readonly kind: 'smtp' | 'file';
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
  close(): void;
}

export function createSmtpTransport(url: string, from: string): MailTransport {
  // Short time-outs: a stuck server costs one attempt and the sender tries again later (mail/sender.ts).
  // The URL's own query (…?socketTimeout=5000) overrides them.
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    kind: 'smtp',
    async send(mail) {
      const info = await transporter.sendMail({ from, ...mail });
      return { messageId: info.messageId };
    },
    close: () => transporter.close(),
  };
}

export function createFileTransport(dir: string, from: string): MailTransport {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'file',
    async send(mail) {
      const info = await builder.sendMail({ from, ...mail });
      await mkdir(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.@-]/g, '')}.eml`;
      await writeFile(join(dir, name), info.message as Buffer);
      return { messageId: info.messageId };
    },
    close: () => builder.close(),
  };
}

/** The .eml files of the file transport, newest first. */
export async function listMailFiles(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  return names
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .reverse();
}

export function readMailFile(dir: string, name: string): Promise<string> {
  return readFile(join(dir, name), 'utf8');
}
