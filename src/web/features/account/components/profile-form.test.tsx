// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupDomTests } from '@/test/dom';
import { fieldRefusedResponse, stubFetch } from '@/test/fetch-stub';
import { testPlayer } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { ProfileForm } from './profile-form';

setupDomTests();

const profileCalls = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(([url]) => String(url) === '/api/me/profile');

async function saveName(name: string) {
  const user = userEvent.setup();
  const field = screen.getByLabelText('Full Name');
  await user.clear(field);
  await user.click(field);
  await user.paste(name);
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
}

describe('ProfileForm', () => {
  it("refuses a control character in the name in the browser, with the server's message", async () => {
    const fetchMock = stubFetch({ me: testPlayer });
    renderWithProviders(<ProfileForm me={testPlayer} />);
    await saveName('Rohit\u001bSharma');
    expect(screen.getByLabelText('Full Name')).toHaveAccessibleDescription(
      'Name cannot contain control characters',
    );
    expect(profileCalls(fetchMock)).toHaveLength(0);
  });

  it('shows a field the server refuses under that field, not in a toast', async () => {
    const refusal = 'Name cannot contain direction controls';
    const fetchMock = stubFetch({
      me: testPlayer,
      handle: (url) => (url === '/api/me/profile' ? fieldRefusedResponse('name', refusal) : undefined),
    });
    renderWithProviders(<ProfileForm me={testPlayer} />);
    await saveName('Rohit Sharma');
    await waitFor(() => expect(screen.getByLabelText('Full Name')).toHaveAccessibleDescription(refusal));
    expect(profileCalls(fetchMock)).toHaveLength(1);
    expect(screen.queryByText('Failed to update profile')).not.toBeInTheDocument();
  });
});
