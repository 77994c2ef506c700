// The system module's public face (DESIGN §2): what app.ts and other modules may import of it.
export { registerSystemRoutes } from './routes.ts';
