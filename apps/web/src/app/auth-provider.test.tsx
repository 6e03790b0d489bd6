import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';

/** A screen a signed-out visitor opens, whose query starts as it mounts (like the invite page). */
function PublicScreen() {
  const query = useQuery({
    queryKey: ['public-screen'],
    queryFn: ({ signal }) =>
      new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => resolve('loaded'), 50);
        signal.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(new DOMException('aborted', 'AbortError'));
        });
      }),
  });
  return <p>{query.data ?? 'loading'}</p>;
}

describe('the auth provider', () => {
  it("lets a signed-out visitor's first queries finish (it clears only on signing out)", async () => {
    localStorage.clear();
    renderWithProviders(<PublicScreen />);

    expect(await screen.findByText('loaded')).toBeTruthy();
  });
});
