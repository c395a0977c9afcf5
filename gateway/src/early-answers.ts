import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { Readable } from 'node:stream';
import { AppError } from '@shop/service-kit';

// An answer can come before the client has sent all of its body: the gateway refuses the call (401, 413,
// 429, 503) or a service answers without reading it all (404, 405, a refused upload). That answer must
// still reach the client (security.md, "The standing fuzz test"):
// - The body goes to the service through a stream of its own (`upstreamBody`). A service that answered
//   early makes undici destroy the body it was given; were that the client's request, Node would stop
//   reading the connection, the rest of the body would stay unread and the client's next request on the
//   kept-alive connection would never arrive.
// - What is still to come of the body is read and thrown away (`beforeEarlyAnswer`): up to `DRAIN_BYTES`
//   on a connection that stays open; past that, or of unknown length, the answer says `Connection: close`
//   and the connection closes in stages (RFC 9112 §9.6): our side first, then, still reading, the whole
//   connection once the client has closed its side or `LINGER_MS` later. Closing at once while the body is
//   still arriving makes the kernel reset the connection, and a client still writing may see the reset
//   instead of the answer.

/** The most of an unread body read to its end so that the connection can stay open. */
export const DRAIN_BYTES = 1024 * 1024;
/** How long a closing connection keeps reading after its answer, for the client to read the answer. */
export const LINGER_MS = 5_000;

/** The client's body as a stream undici may end or destroy; longer than `limit` bytes, it fails with 413. */
export function upstreamBody(req: IncomingMessage, limit: number): Readable {
  let size = 0;
  const body = new Readable({
    read: () => void req.resume(),
    destroy: (error, callback) => {
      detach();
      callback(error);
    },
  });
  const onData = (chunk: Buffer) => {
    size += chunk.length;
    if (size > limit) {
      body.destroy(new AppError('payload_too_large', { headers: { connection: 'close' } }));
    } else if (!body.push(chunk)) {
      req.pause();
    }
  };
  const onEnd = () => {
    detach();
    body.push(null);
  };
  // The client went away before the end of its body: the call to the service is abandoned too.
  const onClose = () => body.destroy(new Error('the client closed the connection before the end of its body'));
  function detach() {
    req.off('data', onData).off('end', onEnd).off('close', onClose);
  }
  req.on('data', onData).on('end', onEnd).on('close', onClose);
  return body;
}

/**
 * Call before the head of an answer is written: when the client's body has not all been read, the rest is
 * read and dropped after the answer, and a long rest closes the connection once the client has read it.
 */
export function beforeEarlyAnswer(req: IncomingMessage, res: ServerResponse): void {
  if (req.readableEnded || req.destroyed || res.headersSent) return;
  const socket = req.socket as Socket | null;
  const declared = Number(req.headers['content-length']);
  const closing =
    String(res.getHeader('connection') ?? '').toLowerCase() === 'close' ||
    (!req.complete && !(declared <= DRAIN_BYTES));
  if (closing) res.setHeader('connection', 'close');
  res.once('finish', () => {
    dropRest(req);
    if (closing && socket && !socket.destroyed) lingerClose(socket);
  });
}

/**
 * Reads what is left of the body into nowhere, as Node does itself for a body nobody started to read. Also
 * when it has all arrived: a paused request with unread data would keep Node from reading the connection's
 * next request.
 */
function dropRest(req: IncomingMessage): void {
  if (req.readableEnded || req.destroyed) return;
  req.removeAllListeners('data');
  req.resume();
}

/**
 * Node has ended our side of the connection after a `Connection: close` answer and would destroy the
 * socket as soon as that is written: keep it (reading) until the client closes too, at most `LINGER_MS`.
 */
function lingerClose(socket: Socket): void {
  socket.off('finish', socket.destroy);
  const close = () => socket.destroy();
  const timer = setTimeout(close, LINGER_MS);
  timer.unref();
  socket.once('end', close).once('close', () => clearTimeout(timer));
}
