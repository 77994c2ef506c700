// `npm run dev`: the API with reload on port API_PORT (3001) and Vite with hot reload on WEB_PORT (3000), /api proxied.
import './require-supported-node.mjs';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const apiPort = process.env.API_PORT ?? '3001';
const webPort = process.env.WEB_PORT ?? '3000';
const children = [
  spawn('npx', ['tsx', 'watch', 'apps/api/src/server.ts'], { cwd: root, stdio: 'inherit', env: { ...process.env, PORT: apiPort } }),
  spawn('npx', ['vite', '--port', webPort, '--strictPort'], { cwd: `${root}apps/web`, stdio: 'inherit', env: { ...process.env, API_PORT: apiPort, WEB_PORT: webPort } }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', (code) => { stop(); process.exitCode = code ?? 0; }));
