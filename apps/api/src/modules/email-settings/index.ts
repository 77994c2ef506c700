// The e-mail settings module's public face (DESIGN §2): what app.ts may import of it.
export { registerEmailSettingsRoutes } from './routes.ts';
