import type { ReactNode } from 'react';
import { Alert, List } from '@mantine/core';

/** Messages of a refused action, one per line, announced to assistive technology. */
export function MessageAlert({ messages, children }: { messages: readonly string[]; children?: ReactNode }) {
  if (messages.length === 0) return null;
  return (
    <Alert color="red" role="alert">
      {messages.length === 1 ? (
        messages[0]
      ) : (
        <List size="sm">
          {messages.map((message, index) => (
            <List.Item key={index}>{message}</List.Item>
          ))}
        </List>
      )}
      {children}
    </Alert>
  );
}
