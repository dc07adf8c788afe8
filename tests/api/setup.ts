// API tests fail on unexpected console.error output, as a silent error is a bug we would miss.
import { afterEach, vi } from 'vitest';

const errorSpy = vi.spyOn(console, 'error');
afterEach(() => {
  const calls = errorSpy.mock.calls;
  errorSpy.mockClear();
  if (calls.length > 0) throw new Error(`console.error was called: ${calls.map((c) => c.join(' ')).join('\n')}`);
});
