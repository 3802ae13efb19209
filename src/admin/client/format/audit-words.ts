import type { AuditAction } from '../api/types';

/** Each audit action in the words the Audit screen shows. */
export const AUDIT_ACTION_WORDS: Record<AuditAction, string> = {
  login: 'Logged in',
  'login-failed': 'Failed to log in',
  logout: 'Logged out',
  save: 'Saved to a draft',
  submit: 'Submitted for review',
  'send-back': 'Sent back',
  discard: 'Discarded a draft',
  publish: 'Published',
  'publish-refused': 'Publish refused',
  schedule: 'Scheduled',
  'schedule-failed': 'Scheduled publish failed',
  unschedule: 'Cancelled a schedule',
  rollback: 'Rolled back',
  'user-add': 'Added a user',
  'user-role': 'Changed a role',
  'user-remove': 'Removed a user',
  redirect: 'Added a redirect',
};

/** An action the server added after this app was built is shown as its id rather than hidden. */
export function auditActionWords(action: string): string {
  return (AUDIT_ACTION_WORDS as Record<string, string>)[action] ?? action;
}
