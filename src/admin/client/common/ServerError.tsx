import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ServerErrorProps {
  /** What the user was doing: "Publishing failed". */
  title: string;
  /** The server's own words. Nothing is shown without them. */
  message: string | undefined;
  children?: ReactNode;
}

/** A refusal or failure, announced at once (role="alert") and kept on screen until the next try. */
export function ServerError({ title, message, children }: ServerErrorProps) {
  if (!message) return null;
  return (
    <Alert color="red" title={title} role="alert" mb="md">
      {message}
      {children}
    </Alert>
  );
}
