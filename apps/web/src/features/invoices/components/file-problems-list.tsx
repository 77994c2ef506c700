import type { ReactNode } from 'react';
import { Alert, List, Text } from '@mantine/core';
import type { FileProblems } from './file-problems';

interface FileProblemsListProps {
  /** The alert's title (how many files, and what happened to the upload). */
  title: string;
  /** The list's accessible name. */
  label: string;
  files: readonly FileProblems[];
  color: 'red' | 'yellow';
  children?: ReactNode;
}

/**
 * Files of a KSeF upload, each with every reason it was refused or skipped, in the words of the server (which
 * answers in the language the screen asked in). Announced as an alert when it appears.
 */
export function FileProblemsList({ title, label, files, color, children }: FileProblemsListProps) {
  if (files.length === 0) return null;
  return (
    <Alert color={color} role="alert" title={title}>
      <List aria-label={label} size="sm" spacing={6} styles={{ itemWrapper: { display: 'block' } }} style={{ maxHeight: 320, overflowY: 'auto' }}>
        {files.map(({ file, messages }) => (
          <List.Item key={file}>
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {file}
            </Text>
            <List size="sm" withPadding listStyleType="disc">
              {messages.map((message, index) => (
                <List.Item key={index}>{message}</List.Item>
              ))}
            </List>
          </List.Item>
        ))}
      </List>
      {children}
    </Alert>
  );
}
