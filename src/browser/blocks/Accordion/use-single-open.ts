import { useCallback, useState } from 'react';

export interface SingleOpen<Id> {
  /** The open item, or null when all are closed (the start). */
  openId: Id | null;
  /** Opens the item, closing any other; toggling the open item closes it. */
  toggle(id: Id): void;
}

/** One item open at a time, none at first: the spec's accordion rule. */
export function useSingleOpen<Id>(): SingleOpen<Id> {
  const [openId, setOpenId] = useState<Id | null>(null);
  const toggle = useCallback((id: Id) => setOpenId((current) => (current === id ? null : id)), []);
  return { openId, toggle };
}
