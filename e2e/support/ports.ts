/** Fixed local ports of the journeys: the app under test and the test mail server. */
export const APP_PORT = Number(process.env.E2E_APP_PORT ?? 3100);
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);
/** The mail sink's HTTP side: GET /messages lists received mails, DELETE /messages forgets them. */
export const MAILBOX_PORT = Number(process.env.E2E_MAILBOX_PORT ?? 2527);
/** The fake business register (e2e/support/fake-register.ts), the app's CEIDG_API_URL. */
export const REGISTER_PORT = Number(process.env.E2E_REGISTER_PORT ?? 2528);
export const APP_URL = `http://127.0.0.1:${APP_PORT}`;
export const MAILBOX_URL = `http://127.0.0.1:${MAILBOX_PORT}`;
export const REGISTER_URL = `http://127.0.0.1:${REGISTER_PORT}`;
