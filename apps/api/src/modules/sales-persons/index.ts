// The sales-persons module's public face (DESIGN §2): what app.ts and other modules may import of it.
export { registerSalesPersonRoutes } from './routes.ts';
export { salesPersonLabel } from './sales-person-dto.ts';
