// @vitest-environment jsdom
import { Profiler } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { winnersKeys } from '@/lib/query-keys';
import { I18nWrapper } from '@/test/render';
import { RecentWinners } from './recent-winners';

describe('RecentWinners', () => {
  it('commits once as it mounts: attaching its carousel updates nothing inside that commit', () => {
    const client = new QueryClient();
    client.setQueryData(winnersKeys.all, {
      winners: [{ id: 1, name: 'Ravi Kumar', amount: 12_500, wonAt: new Date().toISOString() }],
    });
    const commits = vi.fn();
    const view = render(
      <QueryClientProvider client={client}>
        <Profiler id="winners" onRender={(_id, phase) => commits(phase)}>
          <RecentWinners />
        </Profiler>
      </QueryClientProvider>,
      { wrapper: I18nWrapper },
    );
    expect(screen.getByText('Ravi Kumar')).toBeInTheDocument();
    expect(commits.mock.calls).toEqual([['mount']]);
    view.unmount();
  });
});
