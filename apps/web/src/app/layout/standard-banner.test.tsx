import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../lib/i18n';
import { SESSION_KEY, sessionStore, type Session } from '../../lib/session-store';
import { TestProviders, userSession } from '../../test/render';
import { StandardBanner } from './standard-banner';

const csiClient: Session = { ...userSession, tenantId: 1, tenantName: 'Demo Leasing CSI', accountingStandard: 'CSI', tenantStandard: 'CSI' };
const show = (session: Session) =>
  render(
    <TestProviders>
      <StandardBanner session={session} />
    </TestProviders>,
  );

afterEach(async () => {
  await i18n.changeLanguage('en');
  sessionStore.clear();
});

describe('StandardBanner', () => {
  it('says nothing while the view is the client’s own standard, or without a client', () => {
    show(csiClient);
    show({ ...userSession, accountingStandard: 'IFRS16' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says the view differs and which standard the client’s agreements follow, in both languages', async () => {
    const { unmount } = show({ ...csiClient, accountingStandard: 'IFRS16' });
    const banner = screen.getByRole('status');
    expect(banner).toHaveTextContent('You are viewing the IFRS16 screens');
    expect(banner).toHaveTextContent('Demo Leasing CSI keeps its agreements under CSI: new and edited agreements are calculated under CSI.');
    unmount();
    await i18n.changeLanguage('pl');
    show({ ...csiClient, accountingStandard: 'IFRS16' });
    expect(screen.getByRole('status')).toHaveTextContent('Oglądasz ekrany IFRS16');
    expect(screen.getByRole('status')).toHaveTextContent('Demo Leasing CSI prowadzi umowy według CSI');
  });

  it('reads the client’s standard back from the stored session (also as 0/1), and none from older sessions', () => {
    window.localStorage.setItem(SESSION_KEY, JSON.stringify({ ...csiClient, accountingStandard: 'IFRS16', tenantStandard: 0 }));
    sessionStore.reload();
    expect(sessionStore.get()).toMatchObject({ accountingStandard: 'IFRS16', tenantStandard: 'CSI' });
    const { tenantStandard: _absent, ...older } = csiClient;
    window.localStorage.setItem(SESSION_KEY, JSON.stringify(older));
    sessionStore.reload();
    expect(sessionStore.get()?.tenantStandard).toBeNull();
  });
});
