// The agreement-csv module's public face (DESIGN §2): what app.ts and other modules may import of it.
export { registerAgreementCsvRoutes } from './routes.ts';
