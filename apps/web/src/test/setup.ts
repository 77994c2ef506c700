import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import i18n from '../lib/i18n';
import { sessionStore } from '../lib/session-store';

// Screens render in jsdom on 2 shared cores, beside other test files: a findBy waits for what a user would see for
// up to 5 s rather than testing-library's 1 s (what it waits for is unchanged).
configure({ asyncUtilTimeout: 5_000 });

// Mantine reads these browser APIs that jsdom lacks.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    // an empty media query matches everything, as in browsers (mantine-datatable asks for it per column)
    matches: query.trim() === '' || query.trim() === 'all',
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = vi.fn();
Object.defineProperty(window, 'scrollTo', { writable: true, value: vi.fn() });
if (!URL.createObjectURL) URL.createObjectURL = () => 'blob:preview';
if (!URL.revokeObjectURL) URL.revokeObjectURL = () => undefined;

// Test files share one module graph per worker (vite.config.ts): what a page load would start afresh, each test
// leaves as a new page finds it (no session, English, empty storage).
afterEach(async () => {
  cleanup();
  notifications.clean();
  sessionStore.clear();
  window.localStorage.clear();
  window.sessionStorage.clear();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
  window.localStorage.clear();
});
