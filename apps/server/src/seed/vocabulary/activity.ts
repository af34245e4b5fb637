/** Words for seeded activity: intro reasons, thread messages and deal-pipeline details. */

export const introReasons = [
  'We are raising for {startup} and your thesis on {sector} matches what we build. Could we talk?',
  'A mutual contact suggested I reach out about {startup}. We would value your view on our round.',
  'I read your thesis and think {startup} fits it: happy to share our deck and numbers.',
  'I look at {sector} companies at your stage and would like to learn more about {startup}.',
  'We met briefly at a demo day; I would like to follow up on {startup} and its raise.',
] as const;

export const founderMessages = [
  'Thanks for accepting, {name}. I have shared our deck for {startup}; the traction slide has last month’s numbers.',
  'Hi {name}, our monthly update for {startup}: revenue grew again and we signed two new partners.',
  'Would Thursday at 10:00 work for a call? I can walk you through the unit economics.',
  'We have opened a data room with the financial statements and the cap table.',
  'Good question on churn: most of it is seasonal, and the cohort chart in the deck shows it.',
  'Our lead has confirmed; we have about {amount} left in the round if you would like to join.',
  'Thank you for the introduction to your portfolio company, the call went well.',
  'Here are the answers to your diligence questions, point by point.',
] as const;

export const investorMessages = [
  'Thanks {name}, I read the deck for {startup}. Could you share the cohort retention by month?',
  'Happy to set up a call next week; please send two or three times that suit you.',
  'We discussed {startup} at our partner meeting and would like to move to due diligence.',
  'What does the path to break-even look like at your current burn?',
  'Could you introduce me to one or two of your customers? We like to hear from them directly.',
  'Congratulations on the growth this quarter, that is a strong result.',
  'We will pass on this round, but please keep me updated: I would like to follow your progress.',
  'Our term sheet draft is in the data room; let me know what you would like to discuss.',
] as const;

export const dealSourceChannels = ['Referral', 'Inbound', 'Demo day', 'Accelerator', 'Conference', 'Co-investor', 'Cold outreach'] as const;

export const dealNextActions = [
  'Schedule a call with the founders',
  'Review the financial model',
  'Reference calls with two customers',
  'Partner meeting on Monday',
  'Send the term sheet draft',
  'Check the cap table',
  'Wait for the next monthly update',
] as const;
