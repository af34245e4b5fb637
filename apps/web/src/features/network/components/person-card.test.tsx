import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PersonCard as Person } from '@baobab/contracts/network';
import { applyLocale } from '@/lib/i18n/locale';
import { renderWithApp } from '@/test/render';
import { PersonCard } from './person-card';

afterEach(() => applyLocale('en'));

const person = (userType: Person['userType']): Person => ({
  id: 'u1', firstName: 'Awa', lastName: 'Diop', profileImageUrl: null, headline: null, location: null, userType, experienceLevel: null, skills: [],
  isOpenToWork: false, isOpenToCofounder: false, isOpenToInvest: false, isVerifiedInvestor: false, relation: 'none', connectionId: null,
});

describe("a person card's role", () => {
  it.each([
    ['en', 'founder', 'Founder'],
    ['en', 'investor', 'Investor'],
    ['fr', 'founder', 'Fondateur·rice'],
    ['ar', 'investor', 'مستثمر'],
  ] as const)('reads in %s through the role labels (%s)', async (locale, userType, word) => {
    applyLocale(locale);
    await act(async () => {
      renderWithApp(<PersonCard person={person(userType)} onAccept={() => undefined} isPending={false} />);
    });
    expect(await screen.findByText(word)).toBeTruthy();
  });
});
