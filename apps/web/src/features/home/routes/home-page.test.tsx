import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import { envelopeResponse, mockFetch, renderRoute, signInAs, userSession, adminSession } from '../../../test/render';
import type { HomeCardModel } from '../components/home-card';
import { HomePage } from './home-page';

const cards: HomeCardModel[] = [
  { id: 'contractors', title: 'Contractors', description: 'd', links: [{ label: 'Edit contractors', path: '/contractors' }] },
  { id: 'agreements', title: 'Agreements', description: 'd', links: [{ label: 'Edit agreements', path: '/leaseAgreements' }] },
  { id: 'settlements', title: 'Settlements', description: 'd', links: [{ label: 'Agreement settlements', path: '/settlements' }] },
];
const agreements = { asOf: '2025-06-15', liveAgreements: 3, liability: 517_595.22, netInvestment: 1_234_567.891 };
const payments = { asOf: '2025-06-15', until: '2025-07-15', paymentsDue: 9500, payments: 1 };

/** Answers each figures call only when the test releases it, so the page is seen before the figures. */
function deferredFigures() {
  const releases: Array<() => void> = [];
  const fetchMock = mockFetch(async (url) => {
    await new Promise<void>((resolve) => releases.push(resolve));
    if (url.pathname === '/api/home/figures/agreements') return envelopeResponse(agreements);
    if (url.pathname === '/api/home/figures/payments') return envelopeResponse(payments);
    return envelopeResponse(null, { status: 404, success: false });
  });
  return { fetchMock, release: () => releases.splice(0).forEach((release) => release()) };
}

const cardNamed = (name: string) => screen.getByRole('region', { name });

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('HomePage figures', () => {
  it('shows the cards at once, each figure block loading on its own, then the figures as 1 234,56', async () => {
    signInAs({ ...userSession, tenantId: 1, tenantName: 'Demo Leasing CSI', accountingStandard: 'CSI' });
    const { fetchMock, release } = deferredFigures();
    renderRoute(<HomePage name="Ulla" clientName="Demo Leasing CSI" standard="CSI" cards={cards} />);

    expect(cardNamed('Agreements')).toBeInTheDocument();
    expect(within(cardNamed('Agreements')).getByRole('link', { name: 'Edit agreements' })).toBeInTheDocument();
    expect(within(cardNamed('Agreements')).getByRole('group', { name: 'Agreements: figures of today' })).toHaveAttribute('aria-busy', 'true');
    expect(within(cardNamed('Settlements')).getByRole('group', { name: 'Settlements: figures of today' })).toHaveAttribute('aria-busy', 'true');
    expect(within(cardNamed('Contractors')).queryByRole('group')).not.toBeInTheDocument();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));

    release();
    const agreementsFigures = within(cardNamed('Agreements')).getByRole('group', { name: 'Agreements: figures of today' });
    await vi.waitFor(() => expect(agreementsFigures).toHaveAttribute('aria-busy', 'false'));
    expect(agreementsFigures).toHaveTextContent('Live agreements3');
    expect(agreementsFigures).toHaveTextContent('Net investment today');
    // grouped with no-break spaces, a decimal comma, rounded to the cent
    expect(within(agreementsFigures).getByText('1\u00a0234\u00a0567,89', { normalizer: (text) => text })).toBeInTheDocument();
    expect(agreementsFigures).not.toHaveTextContent('Lease liability');
    expect(await within(cardNamed('Settlements')).findByText('9\u00a0500,00', { normalizer: (text) => text })).toBeInTheDocument();
    expect(cardNamed('Settlements')).toHaveTextContent('Payments due in the next 30 days');
  });

  it('shows the lease liability under IFRS16, in Polish', async () => {
    await i18n.changeLanguage('pl');
    signInAs({ ...userSession, tenantId: 2, tenantName: 'Demo Lessee IFRS16', accountingStandard: 'IFRS16' });
    const { release } = deferredFigures();
    renderRoute(<HomePage name="Ulla" clientName="Demo Lessee IFRS16" standard="IFRS16" cards={cards} />);
    release();
    const figures = within(cardNamed('Agreements')).getByRole('group', { name: 'Umowy: dane na dziś' });
    expect(await within(figures).findByText('517\u00a0595,22', { normalizer: (text) => text })).toBeInTheDocument();
    expect(figures).toHaveTextContent('Zobowiązanie z tytułu leasingu na dziś');
  });

  it('says so in the card, with a retry, when the figures fail; the links still work', async () => {
    signInAs({ ...userSession, tenantId: 1, tenantName: 'Demo Leasing CSI', accountingStandard: 'CSI' });
    let fail = true;
    mockFetch((url) => {
      if (fail) return new Response('{}', { status: 500 });
      if (url.pathname === '/api/home/figures/agreements') return envelopeResponse(agreements);
      return envelopeResponse(payments);
    });
    renderRoute(<HomePage name="Ulla" clientName="Demo Leasing CSI" standard="CSI" cards={cards} />);
    const card = cardNamed('Agreements');
    expect(await within(card).findByText(/The figures could not be loaded/)).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(card).getByRole('button', { name: 'Try again' }));
    expect(await within(card).findByText('3')).toBeInTheDocument();
  });

  it('asks for no figures without a client (the administrator)', async () => {
    signInAs(adminSession);
    const fetchMock = mockFetch(() => envelopeResponse(null));
    renderRoute(<HomePage name="Ada" clientName={null} standard="CSI" cards={cards} />);
    expect(cardNamed('Agreements')).toBeInTheDocument();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('HomePage under a switched view', () => {
  it('names the client’s own standard in the welcome line, and shows the view’s figure', async () => {
    signInAs({ ...userSession, tenantId: 1, tenantName: 'Demo Leasing CSI', accountingStandard: 'IFRS16', tenantStandard: 'CSI' });
    mockFetch((url) => envelopeResponse(url.pathname.endsWith('/agreements') ? agreements : payments));
    renderRoute(<HomePage name="Ulla" clientName="Demo Leasing CSI" standard="IFRS16" cards={cards} />);
    expect(screen.getByText(/You are working for Demo Leasing CSI \(CSI\)\./)).toBeInTheDocument();
    expect(await within(cardNamed('Agreements')).findByText('Lease liability today')).toBeInTheDocument();
  });
});
