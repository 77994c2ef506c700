// The analysis module's public face (DESIGN §2): what app.ts and other modules may import of it.
export { registerAnalysisRoutes } from './routes.ts';
