// The auth module's public face (DESIGN §2): what app.ts and other modules may import of it.
export { registerAuthRoutes } from './routes.ts';
