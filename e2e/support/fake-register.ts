import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The bearer token the app must send (playwright.config.ts passes it as CEIDG_API_TOKEN). */
export const REGISTER_TOKEN = 'e2e-ceidg-token';

/** A NIP the fake register knows, and the firm it answers with (CEIDG v3 field names). */
export const REGISTERED_FIRM = {
  nip: '5260001269',
  nazwa: 'Kowalski Leasing Sp. z o.o.',
} as const;
/** A valid NIP for which the fake register is "down" (503). */
export const FAILING_NIP = '1112223332';

function firm(nip: string, nazwa: string) {
  return {
    id: 'e2e-0001',
    nazwa,
    adresDzialalnosci: {
      ulica: 'ul. Prosta',
      budynek: '20',
      lokal: '4',
      miasto: 'Warszawa',
      wojewodztwo: 'MAZOWIECKIE',
      powiat: 'Warszawa',
      gmina: 'Warszawa',
      kraj: 'PL',
      kod: '00-850',
    },
    wlasciciel: { imie: 'Jan', nazwisko: 'Kowalski', nip, regon: '012345678' },
    dataRozpoczecia: '2015-03-02',
    status: 'AKTYWNY',
    link: `https://dane.biznes.gov.pl/api/ceidg/v3/firma/e2e-0001`,
  };
}

export interface FakeRegister {
  port: number;
  close(): Promise<void>;
}

/**
 * A stand-in for the CEIDG business register (CEIDG_API_URL): `GET /firmy?nip=` with the bearer token
 * answers the known firm for REGISTERED_FIRM.nip, 503 for FAILING_NIP, and 204 (nothing found) for any
 * other NIP, as CEIDG does; a missing or wrong token gets 401.
 */
export async function startFakeRegister(port: number): Promise<FakeRegister> {
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (request.method !== 'GET' || url.pathname !== '/firmy') {
      response.writeHead(404).end();
      return;
    }
    if (request.headers.authorization !== `Bearer ${REGISTER_TOKEN}`) {
      response.writeHead(401, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'unauthorized' }));
      return;
    }
    const nip = url.searchParams.get('nip') ?? '';
    if (nip === FAILING_NIP) {
      response.writeHead(503).end();
      return;
    }
    if (nip === REGISTERED_FIRM.nip) {
      response
        .writeHead(200, { 'content-type': 'application/json; charset=utf-8' })
        .end(JSON.stringify({ firmy: [firm(nip, REGISTERED_FIRM.nazwa)] }));
      return;
    }
    response.writeHead(204).end();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
