// The outbox feature's public face. Its pages are exported as loaders, so each page stays a chunk of its own,
// fetched on its first visit (app/lazy-page.tsx).
export const loadOutboxPage = () => import('./routes/outbox-page').then((module) => module.OutboxPage);
export const loadOutboxMailPage = () => import('./routes/outbox-mail-page').then((module) => module.OutboxMailPage);
