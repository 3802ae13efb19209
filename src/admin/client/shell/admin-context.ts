import { createContext, useContext } from 'react';
import type { AdminApi } from '../api/admin-api';
import type { Role, SessionUser } from '../api/types';
import { roleAllows } from '../api/types';

export interface AdminContextValue {
  api: AdminApi;
  /** Who is signed in (GET /admin/api/session). */
  user: SessionUser;
  /** Leaves the app (the editor, the login page). */
  navigate(url: string): void;
}

export const AdminContext = createContext<AdminContextValue | null>(null);

export function useAdmin(): AdminContextValue {
  const value = useContext(AdminContext);
  if (!value) throw new Error('useAdmin() is used outside <AdminContext.Provider>');
  return value;
}

/** Whether the signed-in user's role includes `role` (the server checks again on every request). */
export function useRoleAllows(role: Role): boolean {
  return roleAllows(useAdmin().user.role, role);
}
