import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from './config.ts';
import { demoAccounts, demoPassword } from './demo/seed.ts';
import type { FirstAdministrator } from './db/first-administrator.ts';
import type { StartUp } from './start-up.ts';

const howToGetAnAdministrator = [
  'Set ADMIN_EMAIL=you@example.com and start again: the start prints a one-time link that sets its password.',
  'Or run `npm run create-admin -- you@example.com` (with the server stopped when on PGlite): it prints a generated password, changed at first sign-in.',
];

/** The demo's accounts with the warning that goes with a published password, and how to do without it. */
function demoLines(): string[] {
  return [
    'DEMO DATA: the demo tenants and accounts below have a published password. Try LeaseDesk with them; never keep real data here.',
    'Without the demo: DEMO_DATA=false on a new database (with DATABASE_URL the demo is off unless DEMO_DATA=true).',
    `Demo accounts (password for both: ${demoPassword}):`,
    `  administrator  ${demoAccounts.administrator.email}`,
    `  user           ${demoAccounts.user.email}  (tenants "Demo Leasing CSI" and "Demo Lessee IFRS16")`,
  ];
}

/** Where the first administrator's link is written when the start's output is not a terminal. */
export const firstAdministratorLinkFile = (dataDir: string) => join(dataDir, 'first-administrator-link.txt');

/**
 * The one-time link, on the operator's terminal; when the output is not a terminal (a service manager, a container,
 * anything that may keep it in a log) the link goes to a file in DATA_DIR only this user can read, and the output
 * says where: a link that sets an administrator's password must never sit in a log.
 */
function linkLines(link: string, config: Config, onTerminal: boolean): string[] {
  if (onTerminal) return [`  ${link}`];
  const file = firstAdministratorLinkFile(config.dataDir);
  mkdirSync(config.dataDir, { recursive: true });
  writeFileSync(file, `${link}\n`, { mode: 0o600 });
  return [`  in ${file} (readable by this user only; not printed here, since this output is not a terminal and may be kept in a log)`];
}

/** What the operator must know or do about the first administrator; nothing once one can sign in. */
function firstAdministratorLines(first: FirstAdministrator, appUrl: string, config: Config, onTerminal: boolean): string[] {
  if (first.kind !== 'link') rmSync(firstAdministratorLinkFile(config.dataDir), { force: true });
  switch (first.kind) {
    case 'present':
      return [];
    case 'missing':
      return ['No administrator yet, so nobody can sign in.', ...howToGetAnAdministrator];
    case 'unusableEmail':
      return [
        `ADMIN_EMAIL ${first.email} belongs to an account that is not a live administrator (a user's or a deleted one): no link was made.`,
        ...(first.administratorPresent ? [] : ['No administrator yet, so nobody can sign in.', ...howToGetAnAdministrator]),
      ];
    case 'link':
      return [
        `First administrator ${first.email}${first.created ? ' created' : ' has not set a password yet'}. Open this one-time link within ${first.validHours} h to set it`,
        '(each start makes a new link until then, and the older one stops working):',
        ...linkLines(`${appUrl}${first.linkPath}`, config, onTerminal),
      ];
  }
}

/** Printed on the console (not the logger) once the server listens: what runs where, and what the operator must do. */
export function printStartUpBanner(config: Config, port: number, startUp: StartUp, workers: number): void {
  const shownHost = config.host.includes(':') ? `[${config.host}]` : config.host;
  const runningAt = `http://${shownHost}:${port}`;
  // With PORT=0 (any free port) the default APP_URL cannot know the port; the link must reach this server.
  const appUrl = config.port === 0 ? runningAt : config.appUrl;
  const lines = [
    '',
    `LeaseDesk is running at ${runningAt}  (API docs: /api/docs)`,
    `Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`}${startUp.seeded ? ', demo data seeded' : ''}${workers > 1 ? `, ${workers} worker processes` : ''}`,
    config.pdfReading === 'queue'
      ? 'PDF invoices: read by `npm run worker` processes (PDF_READING=queue; start at least one)'
      : 'PDF invoices: read in worker threads of this process',
    ...(startUp.demoPresent ? demoLines() : []),
    ...firstAdministratorLines(startUp.firstAdministrator, appUrl, config, process.stdout.isTTY === true),
  ];
  for (const [name, report] of startUp.dataMigrations) {
    lines.push(`Data migration ${name}: ${report.changed} agreement(s) recalculated, ${report.unchanged} unchanged`);
    for (const skipped of report.skipped) {
      lines.push(`  kept as stored (the corrected core refused it): tenant ${skipped.tenantId}, agreement ${skipped.leaseAgreementId}: ${skipped.reason}`);
    }
  }
  console.log([...lines, ''].join('\n'));
}
