/**
 * Notifications are stored as English text (the bell lists them as written). Their sentences are
 * templates with `{{name}}` placeholders, filled by `fillText` when a notification is recorded, so
 * an e-mail can translate a stored title back into the recipient's language by matching it against
 * these templates (apps/server/src/lib/i18n.ts; their French is in i18n/fr/email.ts).
 */
export const notificationTexts = {
  adminInvitation: '{{name}} invited you to be a Baobab admin',
  adminInvitationBody: 'Accept within {{days}} days.',
  introRequest: '{{name}} sent you an intro request',
  connectionRequest: '{{name}} wants to connect',
  attachedStartup: 'Attached startup: {{name}}',
  requestAccepted: '{{name}} accepted your request',
  canMessage: 'You can now message each other.',
  requestDeclined: '{{name}} declined your request',
  newMessage: 'New message from {{name}}',
  accessRequested: '{{name}} asked for access to {{room}}',
  accessGranted: '{{name}} gave you access to {{room}}',
  accessGrantedDownload: 'You can view and download its documents.',
  accessGrantedView: 'You can view its documents.',
  accessDeclined: '{{name}} declined your request for {{room}}',
  documentAdded: '{{startup}} added "{{document}}" to {{room}}',
  documentVersion: '{{startup}} uploaded a new version of "{{document}}" to {{room}}',
  recommendationRequested: '{{name}} asked you for a recommendation',
  financialsShared: "{{name}} shared {{startup}}'s financials with you",
  updateReplyFromStartup: '{{startup}} replied to you about "{{title}}"',
  updateReplyToFounder: '{{name}} replied to your update "{{title}}"',
  investmentRecorded: '{{name}} recorded a {{amount}} {{round}} investment in {{startup}}: please confirm or decline',
  investmentChanged: '{{name}} changed their {{amount}} {{round}} investment in {{startup}}: please confirm or decline',
  investmentDealDate: 'Deal date {{date}}. Only rounds you confirm count in your funding tracker.',
  investmentConfirmed: "{{startup}}'s founder confirmed your {{amount}} {{round}} investment",
  investmentDeclined: "{{startup}}'s founder declined your {{amount}} {{round}} investment",
} as const;

export { fillText } from './i18n/fill';
