import { ROLES, type Role } from '../api/types';

/** What each role may do, in the words the Users screen offers them with. */
export const ROLE_OPTIONS: { value: Role; label: string }[] = ROLES.map((role) => ({
  value: role,
  label: {
    author: 'Author: edits drafts, submits them for review',
    publisher: 'Publisher: also reviews, publishes, schedules, rolls back',
    admin: 'Admin: also manages users and reads the audit log',
  }[role],
}));

export const MIN_PASSWORD_LENGTH = 12;
