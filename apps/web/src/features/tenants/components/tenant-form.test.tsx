import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render';
import { TenantForm } from './tenant-form';

const standards = [
  { id: 0, name: 'CSI' },
  { id: 1, name: 'IFRS16' },
];

function file(name: string, type: string, size: number) {
  return new File([new Uint8Array(size)], name, { type });
}

describe('TenantForm', () => {
  it('accepts a PNG up to 512 KB, previews it and hands it over with name and standard', async () => {
    const onSubmit = vi.fn();
    renderRoute(<TenantForm standards={standards} submitting={false} onSubmit={onSubmit} onCancel={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Name'), 'New Co');
    await userEvent.selectOptions(screen.getByLabelText('Accounting standard'), 'IFRS16');
    const logo = file('logo.png', 'image/png', 512 * 1024);
    await userEvent.upload(screen.getByLabelText(/^Logo/), logo);
    expect(await screen.findByRole('img', { name: 'Logo preview' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ name: 'New Co', accountingStandard: 1, logo });
  });

  it('refuses a logo over 512 KB or of another type', async () => {
    const onSubmit = vi.fn();
    renderRoute(<TenantForm standards={standards} submitting={false} onSubmit={onSubmit} onCancel={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Name'), 'New Co');
    const input = screen.getByLabelText(/^Logo/);
    await userEvent.upload(input, file('big.jpg', 'image/jpeg', 512 * 1024 + 1));
    expect(await screen.findByText('The logo must not be larger than 512 KB')).toBeInTheDocument();
    await userEvent.upload(input, file('logo.gif', 'image/gif', 100), { applyAccept: false });
    expect(await screen.findByText('The logo must be a PNG, JPEG or SVG image')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the stored logo of an existing tenant', () => {
    renderRoute(
      <TenantForm
        tenant={{ id: 3, name: 'Old Co', createDate: '2026-01-01', isDeleted: false, accountingStandard: 0, logo: 'data:image/png;base64,AA==' }}
        standards={standards}
        submitting={false}
        onSubmit={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    expect(screen.getByRole('img', { name: 'Current logo of Old Co' })).toHaveAttribute('src', 'data:image/png;base64,AA==');
    expect(screen.getByLabelText('Accounting standard')).toHaveValue('0');
  });
});
