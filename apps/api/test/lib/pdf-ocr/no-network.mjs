// Preloaded with --import into a process that must work offline: every way out to the network throws. Worker
// threads get the process's options, so this runs again in each of them; each says so on stderr.
import dns from 'node:dns';
import http from 'node:http';
import http2 from 'node:http2';
import https from 'node:https';
import { syncBuiltinESMExports } from 'node:module';
import net from 'node:net';
import tls from 'node:tls';
import { threadId } from 'node:worker_threads';

const refuse = (what) => () => {
  throw new Error(`network access in an offline test: ${what}`);
};
net.connect = refuse('net.connect');
net.createConnection = refuse('net.createConnection');
net.Socket.prototype.connect = refuse('net.Socket.connect');
tls.connect = refuse('tls.connect');
http.request = refuse('http.request');
http.get = refuse('http.get');
https.request = refuse('https.request');
https.get = refuse('https.get');
http2.connect = refuse('http2.connect');
for (const name of ['lookup', 'resolve', 'resolve4', 'resolve6', 'resolveAny']) {
  dns[name] = refuse(`dns.${name}`);
  dns.promises[name] = refuse(`dns.promises.${name}`);
}
globalThis.fetch = refuse('fetch');
syncBuiltinESMExports();
process.stderr.write(`network blocked in thread ${threadId}\n`);
