// The impairment module's public face (DESIGN §2): what app.ts and other modules may import of it.
export { registerImpairmentRoutes } from './routes.ts';
