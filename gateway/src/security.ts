import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';

// What the gateway keeps to the machine itself (the dev mailbox, /metrics) and the headers every page
// carries (docs/decisions/security.md).

/** 127.0.0.0/8, ::1 and the IPv4-mapped ::ffff:127.x: a client on this machine. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  if (address === '::1') return true;
  const v4 = address.toLowerCase().startsWith('::ffff:') ? address.slice(7) : address;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/**
 * Whether the request comes from this machine: the socket's own peer address, never X-Forwarded-For.
 * Behind a proxy (trustProxy) the peer may be a proxy on this machine that makes every client look
 * local, so nothing counts as local then.
 */
export function isLocalClient(req: IncomingMessage, trustProxy: boolean): boolean {
  return !trustProxy && isLoopback(req.socket.remoteAddress);
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether `Authorization: Bearer <token>` carries `token` (compared in constant time). */
export function hasBearerToken(req: IncomingMessage, token: string | undefined): boolean {
  if (!token) return false;
  const authorization = req.headers.authorization;
  if (typeof authorization !== 'string' || !/^bearer /i.test(authorization)) return false;
  return timingSafeEqual(digest(authorization.slice(7).trim()), digest(token));
}

/** Whether the request reached us over TLS: a TLS socket, or our own proxy saying so. */
export function cameOverTls(req: IncomingMessage, trustProxy: boolean): boolean {
  if ((req.socket as TLSSocket).encrypted) return true;
  if (!trustProxy) return false;
  const proto = req.headers['x-forwarded-proto'];
  return typeof proto === 'string' && proto.split(',')[0]!.trim().toLowerCase() === 'https';
}

/** The origin of a remote's manifest URL, or undefined for one on this gateway (a relative URL). */
function originOf(url: string): string | undefined {
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(url) && !url.startsWith('//')) return undefined;
  try {
    const parsed = new URL(url, 'http://relative.invalid');
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

export interface ContentSecurityPolicyOptions {
  /** The body of /remotes.json: remote name → manifest URL. */
  remotesJson: string;
  /** A map tiles URL template (https://tiles.example/{z}/{x}/{y}.png): its origin may serve images. */
  mapTilesUrl?: string;
}

/**
 * The pages' Content-Security-Policy: scripts, style sheets, fonts and fetches from this gateway and the
 * remotes' origins only, images also from data: and the map tiles' origin, no plugins, no framing, no
 * <base> elsewhere. The shell's index.html has no inline script (JSON-LD is data, not run).
 */
export function contentSecurityPolicy(options: ContentSecurityPolicyOptions): string {
  const remotes = new Set<string>();
  try {
    const map = JSON.parse(options.remotesJson) as Record<string, unknown>;
    for (const url of Object.values(map)) {
      const origin = typeof url === 'string' ? originOf(url) : undefined;
      if (origin) remotes.add(origin);
    }
  } catch {
    // An unreadable map leaves only 'self'.
  }
  const code = ["'self'", ...remotes].join(' ');
  // Styles may also be inline: a remote's team may ship CSS-in-JS that adds <style> elements at run time
  // (the independent deploy journey publishes its change that way). Scripts never run inline.
  const styles = `${code} 'unsafe-inline'`;
  const tiles = options.mapTilesUrl ? originOf(options.mapTilesUrl.replace(/\{[^}]*\}/g, '0')) : undefined;
  return [
    "default-src 'self'",
    `script-src ${code}`,
    `style-src ${styles}`,
    `font-src ${code}`,
    `connect-src ${code}`,
    `img-src 'self' data:${tiles ? ` ${tiles}` : ''}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Headers of every HTML answer (besides the Content-Security-Policy). */
export function setPageHeaders(res: ServerResponse, overTls: boolean): void {
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader('x-frame-options', 'DENY');
  res.setHeader('referrer-policy', 'strict-origin-when-cross-origin');
  if (overTls) res.setHeader('strict-transport-security', 'max-age=31536000');
}
