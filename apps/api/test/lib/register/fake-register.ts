import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeHandler = (request: IncomingMessage, response: ServerResponse) => void;

/** A register stand-in on 127.0.0.1: each test sets the handler it needs and reads what was asked. */
export async function startFakeRegister() {
  let handler: FakeHandler = (_request, response) => response.writeHead(500).end();
  const requests: { url: string; authorization: string | undefined }[] = [];
  const server = createServer((request, response) => {
    requests.push({ url: request.url ?? '', authorization: request.headers.authorization });
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    handle(next: FakeHandler) {
      handler = next;
    },
    json(status: number, body: unknown) {
      handler = (_request, response) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    },
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}
