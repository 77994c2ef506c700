import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelopeResponse, mockFetch, TestProviders } from '../test/render';
import { ContractorSelect } from './contractor-select';

function Harness() {
  const [value, setValue] = useState<string | null>('7');
  return <ContractorSelect value={value} onChange={setValue} />;
}

describe('ContractorSelect', () => {
  it('names its × after the field it clears, and the × clears it', async () => {
    mockFetch(() => envelopeResponse([{ id: 7, name: 'Mleczarnia', taxId: '6765432109', code: 'K-3' }]));
    render(
      <TestProviders>
        <Harness />
      </TestProviders>,
    );
    const input = screen.getByRole('textbox', { name: 'Contractor' });
    await screen.findByDisplayValue('Mleczarnia (6765432109)');
    await userEvent.click(screen.getByRole('button', { name: 'Clear Contractor' }));
    expect(input).toHaveValue('');
  });
});
