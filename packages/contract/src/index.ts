export * from './envelope.ts';
export * from './enums.ts';
export * from './auth.ts';
export * from './users.ts';
export * from './tenants.ts';
