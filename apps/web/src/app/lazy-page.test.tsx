import type { ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../test/render';
import { lazyPage } from './lazy-page';
import { RouteError } from './route-error';

/** A page module that arrives when the test says so. */
function pendingModule() {
  let arrive: (page: ComponentType<{ greeting: string }>) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const module = new Promise<ComponentType<{ greeting: string }>>((resolve, reject) => {
    arrive = resolve;
    fail = reject;
  });
  return { load: () => module, arrive, fail };
}

function renderLazy(Page: ComponentType<{ greeting: string }>) {
  const router = createMemoryRouter([{ path: '/', element: <Page greeting="Hello" />, errorElement: <RouteError /> }]);
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
}

describe('a lazily loaded page', () => {
  it('shows the loader while its module arrives, then the page with its props', async () => {
    const module = pendingModule();
    renderLazy(lazyPage(module.load));
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');

    module.arrive(({ greeting }) => <h1>{greeting}, page</h1>);
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, page' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says the page could not be shown and offers a reload when its module fails to arrive (e.g. after a redeploy)', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const module = pendingModule();
    renderLazy(lazyPage(module.load));
    await screen.findByRole('status');

    module.fail(new TypeError('Failed to fetch dynamically imported module: /assets/users-page-old.js'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).toHaveTextContent('This page could not be shown. Reloading usually helps.');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringContaining('users-page-old.js') }));
  });
});
