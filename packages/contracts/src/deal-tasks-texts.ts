// The deal tasks' and timeline's strings (decision 0054). The screens import them from here, so the schemas in
// deal-tasks.ts (and zod) load only with the forms that validate (docs/architecture.md, "Pages").

export const dealTaskMessages = {
  titleRequired: 'Give the task a title',
  titleTooLong: 'A task title must be at most 200 characters',
  dueDate: 'Enter the due date as a calendar date (YYYY-MM-DD)',
  assigneeNotMember: 'Assign the task to a current member of the organisation',
  assigneeNotYou: 'On your own pipeline a task can only be assigned to you',
  nothingToUpdate: 'Send at least one field to update',
  taskAdded: 'Task added',
  taskAddFailed: 'Could not add the task',
  taskChangeFailed: 'Could not change the task',
  taskDeleted: 'Task deleted',
  meetingDate: 'Enter the day of the meeting as a calendar date (YYYY-MM-DD)',
  meetingInFuture: 'Log a meeting once it has taken place: pick today or an earlier day',
  attendeesTooLong: 'The attendees must be at most 500 characters',
  meetingNotesRequired: 'Write a few notes about the meeting',
  meetingNotesTooLong: 'Meeting notes must be at most 10,000 characters',
  meetingLogged: 'Meeting logged',
  meetingLogFailed: 'Could not log the meeting',
} as const;

/** The meeting form in the deal's detail. */
export const dealMeetingTexts = {
  heading: 'Log a meeting',
  heldOn: 'Date',
  attendees: 'Attendees (optional)',
  notes: 'Notes',
  submit: 'Log meeting',
} as const;

/** The deal's detail on the deal-flow screen: its tasks and its activity. */
export const dealTaskTexts = {
  open: 'Tasks and activity',
  openFor: 'Tasks and activity for {{name}}',
  tasks: 'Tasks',
  noTasks: 'No tasks yet.',
  newTask: 'New task',
  title: 'Title',
  assignee: 'Assignee',
  nobody: 'Nobody',
  dueDate: 'Due date',
  addTask: 'Add task',
  due: 'Due {{date}}',
  overdue: 'Overdue',
  markDone: 'Mark “{{title}}” done',
  deleteTask: 'Delete “{{title}}”',
  edit: 'Edit',
  editTask: 'Edit “{{title}}”',
  save: 'Save task',
  cancel: 'Cancel',
  overdueCount: '{{count}} overdue tasks',
  openCount: '{{count}} open tasks',
} as const;

/** The timeline's lines; names and note bodies are people's words, passed as values. */
export const dealTimelineTexts = {
  heading: 'Activity',
  empty: 'No activity yet.',
  added: '{{name}} added the deal to {{stage}}',
  moved: '{{name}} moved the deal from {{from}} to {{to}}',
  noted: '{{name}} wrote a note',
  taskCreated: '{{name}} created the task “{{title}}”',
  taskCreatedFor: '{{name}} created the task “{{title}}” for {{assignee}}',
  taskCompleted: '{{name}} completed the task “{{title}}”',
  assigned: '{{name}} set the owner to {{owner}} and the assignees to {{assignees}}',
  someone: 'Someone',
  none: 'nobody',
  meeting: '{{name}} logged a meeting held on {{date}}',
  meetingWith: '{{name}} logged a meeting held on {{date}} with {{attendees}}',
  roomView: '{{name}} viewed {{document}} in {{room}}',
  updateReceived: '{{name}} sent the update for {{period}} to {{recipients}}',
  messages: '{{name}} exchanged messages with the founder',
  roundInvited: '{{name}} was invited to the round room',
  roundInvitedTo: '{{name}} was invited to the round room of {{round}}',
  commitment: '{{name}}’s commitment to the round: {{state}}',
  commitmentIn: '{{name}}’s commitment to {{round}}: {{state}}',
  commitmentAmount: '{{name}}’s commitment to {{round}}: {{state}} ({{amount}})',
} as const;

/** The notifications a task sends: to its assignee when someone else assigns it, and once when it falls due. */
export const dealTaskNotificationTexts = {
  assigned: '{{name}} assigned you a task on {{startup}}: {{title}}',
  due: 'Task due on {{startup}}: {{title}} (due {{date}})',
} as const;
