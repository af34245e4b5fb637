/**
 * The updates feature's sentences with values, as translation keys (decision 0023; French in
 * i18n/fr/updates.ts); the screens fill them through `t`, and updateMessages (updates-texts.ts) gives the
 * refusals as messages (decision 0046). A file of its own so updates.ts stays under 400 lines.
 */
export const updateTemplates = {
  /** Counted: the English forms are in i18n/en/updates.ts. */
  sendConfirm: 'It will go to {{count}} people, by e-mail and in Baobab. Sent updates cannot be changed.',
  sendConfirmButton: 'Send to {{count}} people',
  from: 'From {{startup}}',
  opened: 'Opened {{when}}',
  openCount: 'Opened by {{opened}} of {{total}}',
  threadWith: 'Thread with {{name}}',
  founderReplyLabel: 'Reply to {{name}}',
  titleTooLong: 'Titles are limited to {{max}} characters',
  bodyTooLong: 'The update is limited to {{max}} characters',
  sectionTooLong: '{{label}} are limited to {{max}} characters',
  tooManyMetrics: 'Embed at most {{max}} metrics',
  replyTooLong: 'Replies are limited to {{max}} characters',
  chosenNotRelated:
    "Person {{id}} is not one of this startup's confirmed investors or share holders, nor one of your connections: updates go only to people you have a relationship with",
} as const;
