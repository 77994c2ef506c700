import { useState } from 'react';
import { Drawer } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '../test/render';
import { DateField } from './date-field';

function Harness() {
  const [opened, setOpened] = useState(true);
  const [value, setValue] = useState('');
  return (
    <Drawer opened={opened} onClose={() => setOpened(false)} title="Filter">
      <DateField label="Period start" value={value} onChange={setValue} />
    </Drawer>
  );
}

describe('DateField in a drawer', () => {
  it('takes the first Escape to close its calendar, leaving the drawer open; the next one closes the drawer', async () => {
    render(
      <TestProviders>
        <Harness />
      </TestProviders>,
    );
    const input = await screen.findByRole('textbox', { name: 'Period start' });
    await userEvent.type(input, '01/01/2025');
    expect(input).toHaveAttribute('data-mantine-stop-propagation', 'true');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Filter' })).toBeInTheDocument();
    expect(input).toHaveValue('01/01/2025');
    expect(input).not.toHaveAttribute('data-mantine-stop-propagation');
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => screen.queryByRole('dialog', { name: 'Filter' })).toBeNull();
  });
});
