import type { IncomingMessage, Server } from 'node:http';

/** An idle kept-alive connection is closed after this; browsers open a new one at no visible cost. */
export const keepAliveTimeoutMs = 10_000;

/** A request that keeps moving may take this long in all (a large upload on a slow line); beyond it Node answers 408. */
export const requestTimeoutMs = 30 * 60_000;

/**
 * The HTTP server options Fastify passes to node:http: the headers must arrive within the stall limit, and Node
 * checks its limits often enough that a stalled request is closed within about one and a half times it.
 */
export function httpServerOptions(stallMs: number) {
  return { headersTimeout: stallMs, connectionsCheckingInterval: Math.max(250, Math.min(5_000, Math.floor(stallMs / 2))) };
}

/**
 * A request whose body stops arriving for `stallMs` is closed, whatever the route would do with it: Node's own
 * limits only bound the headers and the whole request, so without this a client that announces a body and then
 * sends nothing holds its connection (and whatever the route holds for it) for up to `requestTimeoutMs`. A body
 * that keeps moving, however slowly, is never cut. Progress is read from the socket's byte count, so watching
 * never consumes the body; the watch ends when the body is complete or the connection closes.
 */
export function closeStalledBodies(server: Server, stallMs: number): void {
  const checkEveryMs = Math.max(100, Math.floor(stallMs / 4));
  server.on('request', (request: IncomingMessage) => {
    if (!hasBody(request)) return;
    const socket = request.socket;
    let bytesSeen = socket.bytesRead;
    let movedAt = Date.now();
    const timer = setInterval(() => {
      if (request.complete || socket.destroyed) return stop();
      if (socket.bytesRead !== bytesSeen) {
        bytesSeen = socket.bytesRead;
        movedAt = Date.now();
        return;
      }
      if (Date.now() - movedAt < stallMs) return;
      stop();
      socket.destroy();
    }, checkEveryMs);
    timer.unref();
    const stop = () => {
      clearInterval(timer);
      request.off('end', stop);
      socket.off('close', stop);
    };
    request.once('end', stop);
    socket.once('close', stop);
  });
}

function hasBody(request: IncomingMessage): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}
