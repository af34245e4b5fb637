import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toastMessages, validationMessages } from '@baobab/contracts/ui-strings';
import { profileMessages } from '@baobab/contracts/profiles-texts';
import { englishOf } from '@baobab/contracts/i18n/message-english';
import type { Profile } from '@baobab/contracts/profiles';
import { json, renderWithApp, testUser, type FetchCall, type RouteAnswer } from '@/test/render';
import ProfileScreen from './profile';

const stored: Profile = {
  id: 'user-1',
  firstName: 'Ada',
  lastName: 'Obi',
  email: 'ada@example.com',
  profileImageUrl: null,
  headline: 'Payments engineer',
  location: 'Lagos',
  bio: null,
  linkedinUrl: null,
  githubUrl: null,
  twitterUrl: null,
  personalWebsite: null,
  skills: ['Go'],
  interests: [],
  isOpenToWork: false,
  isOpenToCofounder: false,
  isOpenToInvest: false,
  experienceLevel: null,
  remotePreference: 'remote',
  salaryExpectation: null,
  userType: 'founder',
  isVerifiedInvestor: false,
};

const UPDATE = 'PUT /api/users/profile';

/** The profile screen of a signed-in person; `onUpdate` answers the save (by default the server stores it). */
function renderProfile(onUpdate: RouteAnswer = (call: FetchCall) => ({ ...stored, ...(call.body as object) })) {
  return renderWithApp(<ProfileScreen user={testUser({ userType: 'founder' })} params={{}} />, {
    url: '/profile',
    routes: {
      'GET /api/users/profile': stored,
      'GET /api/users/experiences': [],
      'GET /api/users/recommendations': [],
      'GET /api/users/recommendations/requests': [],
      'GET /api/users/connections': [],
      'GET /api/users/matches': [],
      [UPDATE]: onUpdate,
    },
  });
}
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function startEditing() {
  fireEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
  // The form is its own chunk, loaded when Edit Profile is pressed.
  await screen.findByLabelText('First name');
  return screen.getByRole('button', { name: 'Save' });
}

describe('profile edit', () => {
  it("shows the contract's messages for an empty name, a link without http(s) and a headline that is too long, and sends nothing", async () => {
    const view = renderProfile();
    const save = await startEditing();
    type('First name', '  ');
    type('LinkedIn URL', 'linkedin.com/in/ada');
    type('Headline', 'x'.repeat(121));
    fireEvent.click(save);
    expect(await screen.findByText(profileMessages.firstName)).toBeTruthy();
    expect(screen.getByText(validationMessages.url)).toBeTruthy();
    expect(screen.getByText(englishOf(profileMessages.tooLong(120)))).toBeTruthy();
    expect(screen.getByLabelText('LinkedIn URL').getAttribute('aria-invalid')).toBe('true');
    expect(view.fetch.callsTo(UPDATE)).toHaveLength(0);
  });

  it('sends every field, with the tags as a list and "Not specified" as null, then shows the saved profile', async () => {
    const view = renderProfile();
    const save = await startEditing();
    type('Headline', 'Founder, Acme Pay');
    type('Skills (comma separated)', 'Payments, Go, , Product ');
    type('Experience level', 'senior');
    type('Remote preference', '');
    type('GitHub URL', 'https://github.com/ada');
    fireEvent.click(screen.getByRole('switch', { name: 'Seeking Co-founder' }));
    fireEvent.click(save);

    await waitFor(() => expect(view.fetch.callsTo(UPDATE)).toHaveLength(1));
    expect(view.fetch.callsTo(UPDATE)[0]!.body).toEqual({
      firstName: 'Ada',
      lastName: 'Obi',
      profileImageUrl: '',
      headline: 'Founder, Acme Pay',
      location: 'Lagos',
      bio: '',
      linkedinUrl: '',
      githubUrl: 'https://github.com/ada',
      twitterUrl: '',
      personalWebsite: '',
      skills: ['Payments', 'Go', 'Product'],
      interests: [],
      isOpenToWork: false,
      isOpenToCofounder: true,
      isOpenToInvest: false,
      experienceLevel: 'senior',
      remotePreference: null,
      salaryExpectation: '',
    });
    expect(await screen.findByText(toastMessages.profileUpdated)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Edit Profile' })).toBeTruthy();
    expect(screen.getAllByText('Founder, Acme Pay').length).toBeGreaterThan(0);
  });

  it("stays in edit mode with the server's reason when the save is refused", async () => {
    renderProfile(json({ message: 'Profile is locked for review' }, 409));
    const save = await startEditing();
    type('Headline', 'Founder, Acme Pay');
    fireEvent.click(save);
    expect(await screen.findByText('Profile is locked for review')).toBeTruthy();
    expect(screen.getByText(toastMessages.error)).toBeTruthy();
    expect((screen.getByLabelText('Headline') as HTMLInputElement).value).toBe('Founder, Acme Pay');
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });
});
