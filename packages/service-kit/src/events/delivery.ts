import { EventEnvelope } from '@shop/contracts';

// Small pieces both bus implementations share, so the local bus behaves like JetStream.

/** Default time a delivery may stay unacknowledged (JetStream's default too). */
export const DEFAULT_ACK_WAIT_MS = 30_000;

/** Back-off after a failed handler: 1 s, 2 s, 4 s … capped at 30 s. */
export function redeliveryDelayMs(deliveryCount: number): number {
  return Math.min(1000 * 2 ** Math.max(0, deliveryCount - 1), 30_000);
}

/** NATS subject matching: `*` is one token, `>` one or more trailing tokens. */
export function subjectMatches(pattern: string, subject: string): boolean {
  const p = pattern.split('.');
  const s = subject.split('.');
  for (let i = 0; i < p.length; i++) {
    if (p[i] === '>') return s.length > i;
    if (i >= s.length || (p[i] !== '*' && p[i] !== s[i])) return false;
  }
  return p.length === s.length;
}

/** `shop.<service>.<event>` → `<service>`; the stream a subject belongs to. */
export function serviceOfSubject(subject: string): string {
  const [prefix, service, event] = subject.split('.');
  if (prefix !== 'shop' || !service || !event) throw new Error(`Not an event subject: ${subject}`);
  return service;
}

/** Parses a message body; undefined when it is not an EventEnvelope (such a message can never succeed). */
export function parseEnvelope(body: string): EventEnvelope | undefined {
  try {
    const result = EventEnvelope.safeParse(JSON.parse(body));
    return result.success ? (result.data as EventEnvelope) : undefined;
  } catch {
    return undefined;
  }
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A sleep that `wake()` cuts short (used so stop() does not wait for a back-off to end). */
export class Sleeper {
  private timer: NodeJS.Timeout | undefined;
  private resolve: (() => void) | undefined;

  sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      this.resolve = resolve;
      this.timer = setTimeout(resolve, ms);
    });
  }

  wake(): void {
    clearTimeout(this.timer);
    this.resolve?.();
  }
}
