import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, TestProviders } from '../test/render';
import { attachmentName, ExcelDownloadButton } from './excel-download-button';

describe('ExcelDownloadButton', () => {
  it('saves nothing when the server refuses the token, and says the download failed with its reference', async () => {
    mockFetch(() => new Response('{"success":false}', { status: 404, headers: { 'x-correlation-id': 'req-42' } }));
    const saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    render(
      <TestProviders>
        <ExcelDownloadButton label="Download Excel" freshUrl={() => Promise.resolve('/api/x/excel/eyJ.token')} fallbackName="file.xlsx" />
      </TestProviders>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Download Excel' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('The file could not be downloaded. Please try again.');
    expect(toast).toHaveTextContent('Reference: req-42');
    expect(saved).not.toHaveBeenCalled();
  });

  it('reads the name the server gives, UTF-8 first', () => {
    expect(attachmentName(`attachment; filename="a_b.xlsx"; filename*=UTF-8''a%C5%82b.xlsx`)).toBe('ałb.xlsx');
    expect(attachmentName('attachment; filename="plain.xlsx"')).toBe('plain.xlsx');
    expect(attachmentName(null)).toBeNull();
  });
});
