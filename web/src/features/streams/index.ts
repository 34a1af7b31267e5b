/** What other parts of the web app use of the streams: the reminders (dashboard) and their warnings (shell). */
export { StreamReminderWarnings } from './StreamReminderWarnings';
export { useStreamReminders } from './useStreamReminders';
