import { type Logger, pino } from 'pino';

export type { Logger };

/** One JSON line per record; secrets that could ride along in headers or bodies are redacted. */
export function createLogger(name: string, level = 'info'): Logger {
  return pino({
    name,
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-shop-identity"]',
        '*.password',
        '*.newPassword',
        '*.currentPassword',
        '*.token',
        // Gift-card codes (docs/decisions/gift-cards.md) in a logged body or event.
        '*.giftCardCode',
      ],
      censor: '[redacted]',
    },
  });
}
