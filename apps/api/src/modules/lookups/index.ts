// The lookups module's public face (DESIGN §2): what app.ts and other modules may import of it.
export { accountingStandardEntries } from './catalog.ts';
export { registerLookupRoutes } from './routes.ts';
