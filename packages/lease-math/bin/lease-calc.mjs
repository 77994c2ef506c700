#!/usr/bin/env node
// Runs the TypeScript CLI directly through tsx, so no build step stands between a
// change in src/ and `npx lease-calc`.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli.ts');
