import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp, testUser } from '@/test/render';
import { RoomScreen } from './room-screen';

const shell = { signIn: { title: 'Round room', text: 'Sign in to open the rounds you are invited to.' }, back: { href: '/rounds', label: 'Rounds I’m invited to' }, missingTitle: 'This round does not exist' };
const renderRoom = (user: ReturnType<typeof testUser> | null, room: { isError: boolean; data: { name: string } | undefined }) =>
  renderWithApp(
    <RoomScreen {...shell} user={user} room={room}>
      {(r) => <h1>{r.name}</h1>}
    </RoomScreen>,
  );

describe('the room screen shell', () => {
  it('asks a signed-out visitor to sign in, and shows no room', () => {
    renderRoom(null, { isError: false, data: { name: 'Seed 2026' } });
    expect(screen.getByRole('heading', { name: 'Round room' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Seed 2026' })).toBeNull();
  });

  it('says the same "does not exist" for a room it cannot read, with the way back to the list', () => {
    renderRoom(testUser(), { isError: true, data: undefined });
    expect(screen.getByText('This round does not exist')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Rounds I’m invited to' }).getAttribute('href')).toBe('/rounds');
  });

  it('shows the room under the way back once it is read, and nothing of it before', () => {
    const view = renderRoom(testUser(), { isError: false, data: undefined });
    expect(screen.queryByRole('link', { name: 'Rounds I’m invited to' })).toBeNull();
    view.rerender(
      <RoomScreen {...shell} user={testUser()} room={{ isError: false, data: { name: 'Seed 2026' } }}>
        {(r) => <h1>{r.name}</h1>}
      </RoomScreen>,
    );
    expect(screen.getByRole('heading', { name: 'Seed 2026' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Rounds I’m invited to' })).toBeTruthy();
  });
});
